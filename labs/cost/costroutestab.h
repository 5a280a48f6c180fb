#pragma once

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;

namespace gpulab::core::cost {
class CostLabModel;
}

namespace gpulab::labs {

// "Which route": how often you train, and core's recommended route among the
// four, each a card. Redraws on routeChanged only (rates do not enter it).
class CostRoutesTab : public QWidget {
    Q_OBJECT
public:
    explicit CostRoutesTab(core::cost::CostLabModel *model, QWidget *parent = nullptr);

    [[nodiscard]] int refreshCount() const { return m_refreshes; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();

    core::cost::CostLabModel *m_model;
    int m_refreshes = 0;
    QLabel *m_question = nullptr;
    QComboBox *m_frequency = nullptr;
    QLabel *m_advice = nullptr;
    QList<QLabel *> m_cards;
};

} // namespace gpulab::labs
