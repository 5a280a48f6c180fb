#pragma once

// The Class board: the room's machines side by side, from the results
// files learners saved (File › Save my results…, `gpulab bench --save`).
// Files, a folder, or files dropped on the panel are read on a worker
// thread (core::board::BoardLoader), each added or listed as refused with
// its reason, never changed. Pages: the sortable table, the best rates of
// every machine against the datasheet cards, the sweep curves with the
// class's crossover range, and the class figures. A row picked in the table
// is highlighted in both charts ("this laptop here"). The lab keeps no
// settings: the files are the state.

#include "core/board/board.h"
#include "core/board/boardtablemodel.h"
#include "labs/labpanel.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace gpulab::labs {

class BoardRateChart;
class BoardCurveChart;
class PageTabs;

class BoardPanel : public LabPanel {
    Q_OBJECT
public:
    explicit BoardPanel(const LabContext &context, QWidget *parent = nullptr);

    [[nodiscard]] QString provenance() const override;
    [[nodiscard]] core::ProvenanceKind provenanceKind() const override;
    // Empties the board (the files are not touched).
    void reset() override;

    // Reads these files and folders onto the board, replacing what it shows;
    // false while a load goes on.
    bool load(const QStringList &paths);
    // The dialogs behind the buttons (and File › Open results on the class board…).
    void chooseFiles();
    void chooseFolder();
    void highlight(int sourceRow);

    [[nodiscard]] const core::board::Board &board() const { return m_loader.board(); }
    [[nodiscard]] bool isLoading() const { return m_loader.isRunning(); }
    [[nodiscard]] QTableView *table() const { return m_table; }
    [[nodiscard]] BoardRateChart *rateChart() const { return m_rates; }
    [[nodiscard]] BoardCurveChart *curveChart() const { return m_curves; }
    [[nodiscard]] QLabel *refusedLabel() const { return m_refused; }

Q_SIGNALS:
    void loaded();

protected:
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void retranslate();
    void onLoaded();
    void showBoard();

    LabContext m_context;
    core::board::BoardLoader m_loader;
    core::board::BoardTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLabel *m_intro = nullptr;
    QPushButton *m_openFiles = nullptr;
    QPushButton *m_openFolder = nullptr;
    QPushButton *m_clear = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    PageTabs *m_pages = nullptr;
    BoardRateChart *m_rates = nullptr;
    BoardCurveChart *m_curves = nullptr;
    QLabel *m_crossover = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_figures = nullptr;
    QLabel *m_refused = nullptr;
    QWidget *m_ratePage = nullptr;
    QWidget *m_curvePage = nullptr;
    QWidget *m_tablePage = nullptr;
    QWidget *m_figuresPage = nullptr;
};

} // namespace gpulab::labs
