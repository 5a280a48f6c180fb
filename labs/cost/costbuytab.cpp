#include "labs/cost/costbuytab.h"

#include "core/cost/costlabmodel.h"
#include "core/cost/costlabstate.h"
#include "core/units.h"
#include "labs/adaptiverow.h"
#include "labs/cost/costwidgets.h"
#include "labs/style.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace gpulab::labs {

using namespace core::cost;
using costui::spin;

CostBuyTab::CostBuyTab(CostLabModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    auto *outer = new QVBoxLayout(this);
    auto *row = new AdaptiveRow(this);
    outer->addWidget(row);
    outer->addStretch(1);
    QBoxLayout *layout = row->columns();
    m_box = new QGroupBox(this);
    QGroupBox *box = m_box;
    m_form = new QFormLayout(box);
    QFormLayout *form = m_form;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    const BuySettings &b = m_model->buy();
    m_price = spin(0, kLabMaxCardPriceDollars, b.cardPriceDollars, 0, QString(), box);
    m_price->setPrefix(QStringLiteral("$"));
    m_price->setObjectName(QStringLiteral("cardPrice"));
    m_watts = spin(0, kLabMaxCardWatts, b.watts, 0, QString(), box);
    m_watts->setObjectName(QStringLiteral("cardWatts"));
    m_kwh = spin(0, kLabMaxDollarsPerKWh, b.dollarsPerKWh, 2, QString(), box);
    m_kwh->setObjectName(QStringLiteral("dollarsPerKWh"));
    m_hoursPerMonth = spin(kLabMinHoursPerMonth, kLabMaxHoursPerMonth, b.hoursPerMonth, 0, QString(), box);
    m_hoursPerMonth->setObjectName(QStringLiteral("hoursPerMonth"));
    m_rentClass = new QComboBox(box);
    m_rentClass->setObjectName(QStringLiteral("rentClass"));
    for (QWidget *field : std::initializer_list<QWidget *>{m_price, m_watts, m_kwh, m_hoursPerMonth, m_rentClass}) {
        auto *label = new QLabel(box); // worded in retranslate(); as the buddy it names the field
        label->setBuddy(field);
        form->addRow(label, field);
    }
    layout->addWidget(box, 2);
    m_summary = costui::wrapLabel(this);
    m_summary->setObjectName(QStringLiteral("buySummary"));
    style::setRelativeFont(m_summary, 1.3);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_summary, 3);

    fillClasses();
    for (QDoubleSpinBox *s : {m_price, m_watts, m_kwh, m_hoursPerMonth})
        connect(s, &QDoubleSpinBox::valueChanged, this, [this] {
            m_model->setBuy(BuySettings{m_price->value(), m_watts->value(), m_kwh->value(), m_hoursPerMonth->value()});
        });
    connect(m_rentClass, &QComboBox::currentIndexChanged, this,
            [this] { m_model->setRentId(m_rentClass->currentData().toString()); });
    connect(m_model, &CostLabModel::tableChanged, this, &CostBuyTab::fillClasses);
    connect(m_model, &CostLabModel::buyChanged, this, &CostBuyTab::refresh);
    retranslate();
}

void CostBuyTab::retranslate()
{
    m_box->setTitle(tr("Owning a card"));
    m_watts->setSuffix(tr(" W"));
    m_kwh->setSuffix(tr(" $/kWh"));
    m_hoursPerMonth->setSuffix(tr(" h/month"));
    const std::pair<QWidget *, QString> names[] = {{m_price, tr("Card price")},
                                                   {m_watts, tr("Power draw")},
                                                   {m_kwh, tr("Electricity")},
                                                   {m_hoursPerMonth, tr("Your usage")},
                                                   {m_rentClass, tr("Instead of renting")}};
    for (const auto &[field, name] : names)
        if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(field)))
            label->setText(name);
    refresh(); // the summary
}

void CostBuyTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CostBuyTab::fillClasses()
{
    const QSignalBlocker block(m_rentClass);
    m_rentClass->clear();
    for (const auto &c : m_model->table().classes)
        m_rentClass->addItem(c.name, c.id);
    m_rentClass->setCurrentIndex(m_rentClass->findData(m_model->rentId()));
}

void CostBuyTab::refresh()
{
    ++m_refreshes;
    const RateClass *rent = m_model->rentClass();
    const std::optional<BuyOutcome> b = m_model->buyOutcome();
    {
        // The controls show the model's inputs (a lab state opened, a table that dropped the class).
        const BuySettings &in = m_model->buy();
        const QSignalBlocker b1(m_rentClass), b2(m_price), b3(m_watts), b4(m_kwh), b5(m_hoursPerMonth);
        m_rentClass->setCurrentIndex(m_rentClass->findData(m_model->rentId()));
        m_price->setValue(in.cardPriceDollars);
        m_watts->setValue(in.watts);
        m_kwh->setValue(in.dollarsPerKWh);
        m_hoursPerMonth->setValue(in.hoursPerMonth);
    }
    if (!rent || !b)
        return;
    m_summary->setText(
        b->neverPaysOff
            ? tr("Renting %1 at %2/h costs no more than the power your own card would draw (%3/h): buying never "
                 "pays off at these prices.")
                  .arg(rent->name.toHtmlEscaped(), dollars(rent->onDemandPerHour), dollars(b->powerPerHour))
            : tr("Your card's power costs <b>%1/h</b>; renting %2 costs <b>%3/h</b>.<br>The card pays for itself "
                 "after <b>%4 hours</b> of use — <b>%5 months</b> at %6 h a month.<br><small>Not counted: resale "
                 "value, the rest of the computer, your time setting it up.</small>")
                  .arg(dollars(b->powerPerHour), rent->name.toHtmlEscaped(), dollars(rent->onDemandPerHour),
                       core::units::number(b->breakEvenHours, 0), core::units::number(b->breakEvenMonths, 1),
                       costui::figure(m_model->buy().hoursPerMonth)));
}

} // namespace gpulab::labs
