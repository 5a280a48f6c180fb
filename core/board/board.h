#pragma once

// The class board: many learners' results files side by side. Files are
// read (never written), each either added or refused with its reason;
// copies of one machine's same measurement are merged. From what was added
// come one row per machine, the class figures (median and range of each
// column) and the class's crossover range. `gpulab board` prints it, the
// Class board lab draws it.

#include "core/board/resultsfile.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>

class QThread;

namespace gpulab::core::board {

inline constexpr int kMaxBoardFiles = 10'000; // files read from the folders given, all together
inline constexpr int kSpeedupN = 4096;        // the size the speedup column reads

struct Refusal {
    QString file; // the name as given or found
    QString reason;
    bool operator==(const Refusal &) const = default;
};

// One machine's best measured rate of a device and precision.
struct BestRate {
    bool onGpu = false;
    bool simulated = false;
    kernels::Precision precision = kernels::Precision::Fp32;
    double gflops = 0.0;
};

// The columns of a row, in the order of the table.
enum class Column { Name, Cpu, Cores, Fp32, Bf16, Bandwidth, Gpu, Speedup, Illusion, Count };
inline constexpr int kColumnCount = int(Column::Count);

struct MachineRow {
    QString name; // the nickname, or the file's name without its folder
    QString file; // the first file it came from, name only
    int copies = 1;
    MachineInfo machine;
    std::optional<double> fp32;      // GFLOP/s: the probe's measured fp32 peak
    std::optional<double> bf16;      // GFLOP/s: the CPU backend's bf16 peak
    std::optional<double> bandwidth; // GB/s
    std::optional<double> speedup;   // CPU ÷ measured GPU at n = kSpeedupN
    std::optional<double> illusion;  // waited ÷ unwaited time, the largest n measured
    std::optional<double> crossover; // n where the measured GPU overtakes the CPU
    QList<BestRate> best;            // per device and precision, highest first
    QList<ResultSeries> curves;      // the sweeps (the lesson benchmark when there are none)

    // The value a column sorts by: text, a number, or invalid when unknown.
    [[nodiscard]] QVariant value(Column c) const;
};

struct ColumnFigure {
    Column column = Column::Cores;
    int count = 0; // machines with a value
    double median = 0.0;
    double min = 0.0;
    double max = 0.0;
};

struct ClassFigures {
    int machines = 0;
    QList<ColumnFigure> columns; // the numeric columns, in table order
    int crossoverMachines = 0;
    double crossoverMin = 0.0;
    double crossoverMax = 0.0;
};

// One line per figure: the number of machines, each column's median and range, the crossover.
QStringList classFiguresText(const ClassFigures &f);

// The lesson's reference cards, as their makers' datasheets give them (dense,
// no sparsity): drawn as dashed lines, "datasheet, not measured".
struct ReferenceCard {
    QString name; // "RTX 4090"
    kernels::Precision precision = kernels::Precision::Fp32;
    double gflops = 0.0;
};
QList<ReferenceCard> referenceCards();

// A file read: its name and bytes, or why it was not read.
struct LoadedFile {
    QString file;
    QByteArray bytes;
    QString error;
};

class Board {
public:
    // Adds a file's bytes; false (and a refusal with the reason) when they
    // are no results file. A copy of a machine's measurement already on
    // the board is merged into it.
    bool add(const QString &file, const QByteArray &bytes);
    void add(const QString &file, const ResultsFile &results);
    void refuse(const QString &file, const QString &reason);
    void clear();

    [[nodiscard]] const QList<MachineRow> &rows() const { return m_rows; }
    [[nodiscard]] const QList<Refusal> &refused() const { return m_refused; }
    [[nodiscard]] int filesRead() const { return m_filesRead; }
    [[nodiscard]] ClassFigures figures() const;

    [[nodiscard]] QJsonObject toJson() const; // `gpulab board --json`
    [[nodiscard]] QString toCsv() const;      // one line per machine
    [[nodiscard]] QString toMarkdown() const; // the table and the class figures

    static QString columnName(Column c);                         // translated header
    static QString columnKey(Column c);                          // "fp32": the JSON and CSV spelling
    static QString formatValue(const MachineRow &row, Column c); // as the table shows it
    static MachineRow rowOf(const QString &file, const ResultsFile &results);

private:
    QList<MachineRow> m_rows;
    QList<QByteArray> m_identities; // parallel to m_rows
    QList<Refusal> m_refused;
    int m_filesRead = 0;
};

// The files `paths` name: each file as given, each folder's *.json files
// (subfolders too, symbolic links not followed, at most kMaxBoardFiles),
// sorted. What cannot be used is a refusal.
struct FileList {
    QStringList files;
    QList<Refusal> refused;
};
FileList collectResultFiles(const QStringList &paths);

// Reads one file: a regular file of at most kMaxResultsFileBytes.
LoadedFile readResultFile(const QString &path);

// Collects, reads and adds, calling progress(done, total) after each file;
// stops early when cancel is set. For the command line and the loader.
Board loadBoard(const QStringList &paths, const std::function<void(int, int)> &progress = {},
                const std::atomic<bool> *cancel = nullptr);

// Loads on a worker thread; progress and the finished board come back on
// the thread that owns the loader.
class BoardLoader : public QObject {
    Q_OBJECT
public:
    explicit BoardLoader(QObject *parent = nullptr);
    ~BoardLoader() override; // cancels and waits for the worker

    // False while a load goes on.
    bool start(const QStringList &paths);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_thread != nullptr; }
    [[nodiscard]] const Board &board() const { return m_board; }

Q_SIGNALS:
    void progress(int done, int total);
    void finished();

private:
    void onThreadFinished();
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel{false};
    Board m_result; // written by the worker only while it runs
    Board m_board;
};

} // namespace gpulab::core::board
