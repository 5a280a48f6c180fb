#include "labs/cost/costroutestab.h"

#include "core/cost/costlabmodel.h"
#include "labs/adaptiverow.h"
#include "labs/cost/costwidgets.h"
#include "labs/style.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace gpulab::labs {

using namespace core::cost;

CostRoutesTab::CostRoutesTab(CostLabModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    m_question = new QLabel(this);
    QLabel *question = m_question;
    row->addWidget(question);
    m_frequency = new QComboBox(this);
    m_frequency->setObjectName(QStringLiteral("frequency"));
    question->setBuddy(m_frequency);
    for (Frequency f : {Frequency::Daily, Frequency::NowAndThen, Frequency::SeriousProject})
        m_frequency->addItem(frequencyName(f), int(f));
    row->addWidget(m_frequency);
    row->addStretch();
    layout->addLayout(row);
    m_advice = costui::wrapLabel(this);
    m_advice->setObjectName(QStringLiteral("routeAdvice"));
    layout->addWidget(m_advice);
    // The four routes side by side where they fit, one under another where not.
    auto *cards = new AdaptiveRow(this);
    for (int i = 0; i < int(routes().size()); ++i) {
        auto *card = costui::wrapLabel(this);
        card->setObjectName(QStringLiteral("route%1").arg(i));
        card->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        card->setMinimumWidth(220);
        cards->columns()->addWidget(card, 1);
        m_cards << card;
    }
    layout->addWidget(cards);
    layout->addStretch(1);
    connect(m_frequency, &QComboBox::currentIndexChanged, this,
            [this] { m_model->setFrequency(static_cast<Frequency>(m_frequency->currentData().toInt())); });
    connect(m_model, &CostLabModel::routeChanged, this, &CostRoutesTab::refresh);
    retranslate();
}

void CostRoutesTab::retranslate()
{
    m_question->setText(tr("How often do you train?"));
    for (int i = 0; i < m_frequency->count(); ++i)
        m_frequency->setItemText(i, frequencyName(static_cast<Frequency>(m_frequency->itemData(i).toInt())));
    refresh(); // the advice and the four route cards
}

void CostRoutesTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CostRoutesTab::refresh()
{
    ++m_refreshes;
    const Frequency freq = m_model->frequency();
    {
        const QSignalBlocker block(m_frequency);
        m_frequency->setCurrentIndex(m_frequency->findData(int(freq)));
    }
    const RouteId pick = m_model->recommended();
    const QList<Route> all = routes();
    QString pickName;
    for (int i = 0; i < all.size() && i < m_cards.size(); ++i) {
        const Route &r = all[i];
        // The pick is said in words on its card too, not by the card's colour alone.
        const QString name = r.id == pick ? tr("✓ %1 (for you)").arg(r.name) : r.name;
        m_cards[i]->setText(tr("<h3>%1</h3><p><b>Cost:</b> %2</p><p><b>Set-up:</b> %3</p><p><b>Best for:</b> "
                               "%4</p><p><b>Watch out:</b> %5</p>")
                                .arg(name.toHtmlEscaped(), r.cost.toHtmlEscaped(), r.setup.toHtmlEscaped(),
                                     r.bestFor.toHtmlEscaped(), r.watchOut.toHtmlEscaped()));
        style::setBanner(m_cards[i], r.id == pick ? style::Tone::Good : style::Tone::Neutral);
        if (r.id == pick)
            pickName = r.name;
    }
    m_advice->setText(tr("You train <b>%1</b> → <b>%2</b>. Daily work pays for its own card; now-and-then "
                         "experiments fit a free notebook; a serious project rents what it needs, with a cap "
                         "set first.")
                          .arg(frequencyName(freq), pickName.toHtmlEscaped()));
}

} // namespace gpulab::labs
