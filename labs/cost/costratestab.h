#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace gpulab::core::cost {
class CostLabModel;
}

namespace gpulab::labs {

// "Rates table": the shared model's RateTableModel in a table view — edit a
// cell (a value the table cannot take is refused and said so), add or remove
// a class, save (atomically), load, reset. Updates its status line on
// statusChanged; the view follows the item model by itself.
class CostRatesTab : public QWidget {
    Q_OBJECT
public:
    explicit CostRatesTab(core::cost::CostLabModel *model, QWidget *parent = nullptr);

    [[nodiscard]] QTableView *view() const { return m_view; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The status line's colour in the inks in use.
    void restyle();
    void showStatus();

    core::cost::CostLabModel *m_model;
    QLabel *m_label = nullptr;
    QTableView *m_view = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_load = nullptr;
    QPushButton *m_reset = nullptr;
};

} // namespace gpulab::labs
