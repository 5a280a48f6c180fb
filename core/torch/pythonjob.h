#pragma once

// Runs one of GPU Lab's own Python scripts (resources/python/) in a learner's
// interpreter, in the background: `python -I -c <script>`, the request as JSON
// on stdin (data, never pasted into code), with a time limit and a cap on the
// child's memory, killed on cancel() or when the job is destroyed (a window
// closed mid-run). Nothing else ever runs: the script is chosen by name from
// the app's resources, so no text from a state or scenario file becomes code.
//
// A script answers with lines on stdout: "GPULAB-LINE {json}" as it goes (kept
// even when it is killed later) and one "GPULAB-RESULT {json}" at the end.
// Anything else it prints is ignored; its stderr is kept (the last 64 KiB),
// and its last line names what went wrong.

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QProcess>
#include <QString>

namespace gpulab::core::torch {

enum class Script {
    Probe,     // what PyTorch this interpreter has (probe.py)
    RunLines,  // a dispatch scenario's Python lines, in order (runlines.py)
    TimeMatmul // a @ b with and without the barrier (timematmul.py)
};

// The script's text from the resources (":/python/<name>.py").
QString scriptText(Script script);

struct PythonJobResult {
    enum class Status {
        Ok,         // exit 0 and a GPULAB-RESULT line
        NotStarted, // the interpreter could not be started
        TimedOut,   // killed at the time limit
        Crashed,    // killed by a signal (a segfault, the memory cap)
        Failed,     // exited non-zero (an exception: its last stderr line says which)
        NoResult,   // exited 0 but printed no readable GPULAB-RESULT (garbage, cut short, not UTF-8 JSON)
        Cancelled   // cancel() or the job destroyed
    };
    Status status = Status::NotStarted;
    QJsonObject result;       // the GPULAB-RESULT object (Ok only)
    QList<QJsonObject> lines; // every GPULAB-LINE object, in order, whatever the status
    QString message;          // one line for the user when not Ok
    QString stderrTail;       // the child's stderr, last 64 KiB, decoded leniently
    int exitCode = 0;
    qint64 elapsedMs = 0;
    [[nodiscard]] bool ok() const { return status == Status::Ok; }
};

struct PythonJobLimits {
    int timeoutMs = 30000;
    // RLIMIT_DATA of the child (private writable memory). Not RLIMIT_AS:
    // CUDA reserves a large address space it never touches.
    qint64 memoryBytes = qint64(4) << 30;
};

class PythonJob : public QObject {
    Q_OBJECT
public:
    explicit PythonJob(QObject *parent = nullptr);
    ~PythonJob() override; // kills a running child and waits for it
    PythonJob(const PythonJob &) = delete;
    PythonJob &operator=(const PythonJob &) = delete;

    // Starts `interpreter` on `script` with `request` on stdin. One run per job.
    void start(const QString &interpreter, Script script, const QJsonObject &request = {}, PythonJobLimits limits = {});
    // The same with the script's text given (tests: a stand-in script).
    void startText(const QString &interpreter, const QString &scriptText, const QJsonObject &request,
                   PythonJobLimits limits);
    void cancel();
    [[nodiscard]] bool isRunning() const;
    [[nodiscard]] qint64 processId() const; // 0 when not running
    [[nodiscard]] const PythonJobResult &result() const { return m_result; }

    // Blocks until finished (the command line; not for the GUI thread).
    PythonJobResult waitForResult();

Q_SIGNALS:
    void lineReady(const QJsonObject &line); // each GPULAB-LINE as it arrives
    void finished(const gpulab::core::torch::PythonJobResult &result);

private:
    void readStdout();
    void finish(PythonJobResult::Status status, const QString &message);
    void onFinished(int exitCode, QProcess::ExitStatus exitStatus);

    QProcess *m_process = nullptr;
    QByteArray m_stdout; // an unfinished last line
    QByteArray m_stderr;
    QElapsedTimer m_clock;
    PythonJobResult m_result;
    bool m_done = false;
    bool m_timedOut = false;
    bool m_cancelled = false;
    bool m_resultSeen = false;
    bool m_resultBroken = false;
};

// The last non-empty line of `text`, at most `max` characters.
QString lastLine(const QString &text, int max = 200);

} // namespace gpulab::core::torch

Q_DECLARE_METATYPE(gpulab::core::torch::PythonJobResult)
