#pragma once

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;

namespace gpulab::core::cost {
class CostLabModel;
}

namespace gpulab::labs {

// "Buy or rent": a card of your own against renting a class of the table.
// Redraws on buyChanged (its inputs, the class rented, or the table).
class CostBuyTab : public QWidget {
    Q_OBJECT
public:
    explicit CostBuyTab(core::cost::CostLabModel *model, QWidget *parent = nullptr);

    [[nodiscard]] int refreshCount() const { return m_refreshes; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillClasses();
    void refresh();

    core::cost::CostLabModel *m_model;
    int m_refreshes = 0;
    QGroupBox *m_box = nullptr;
    QFormLayout *m_form = nullptr;
    QDoubleSpinBox *m_price = nullptr;
    QDoubleSpinBox *m_watts = nullptr;
    QDoubleSpinBox *m_kwh = nullptr;
    QDoubleSpinBox *m_hoursPerMonth = nullptr;
    QComboBox *m_rentClass = nullptr;
    QLabel *m_summary = nullptr;
};

} // namespace gpulab::labs
