#include "labs/cost/costpanel.h"

#include "labs/widgetstate.h"

#include "core/cost/costconstants.h"
#include "core/cost/costlabmodel.h"
#include "labs/cost/costbuytab.h"
#include "labs/cost/costratestab.h"
#include "labs/cost/costroutestab.h"
#include "labs/cost/costsweeptab.h"
#include "labs/style.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpulab::labs {

using namespace core::cost;

CostPanel::CostPanel(const LabContext &, QWidget *parent) : LabPanel(parent), m_model(new CostLabModel(this))
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(24, 16, 24, 16);
    auto *header = new QHBoxLayout;
    header->addWidget(style::heading(tr("What will the sweep cost?"), this));
    header->addStretch();
    root->addLayout(header);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("costTabs"));
    m_sweepTab = new CostSweepTab(m_model, m_tabs);
    m_routesTab = new CostRoutesTab(m_model, m_tabs);
    m_buyTab = new CostBuyTab(m_model, m_tabs);
    m_ratesTab = new CostRatesTab(m_model, m_tabs);
    m_tabs->addTab(m_sweepTab, tr("Sweep and spot"));
    m_tabs->addTab(m_routesTab, tr("Which route"));
    m_tabs->addTab(m_buyTab, tr("Buy or rent"));
    m_tabs->addTab(m_ratesTab, tr("Rates table"));
    root->addWidget(m_tabs, 1);

    // The window's status line shows the provenance: tell it when the table
    // behind the figures changes (edited, saved, loaded, reset).
    m_shownProvenance = provenance();
    connect(m_model, &CostLabModel::statusChanged, this, [this] {
        if (const QString now = provenance(); now != m_shownProvenance) {
            m_shownProvenance = now;
            Q_EMIT provenanceChanged(now);
        }
    });
}

const RateTable &CostPanel::table() const
{
    return m_model->table();
}

bool CostPanel::saveTable(const QString &path)
{
    return m_model->save(path);
}

bool CostPanel::loadTable(const QString &path)
{
    return m_model->load(path);
}

void CostPanel::resetTable()
{
    m_model->reset();
}

QString CostPanel::provenance() const
{
    return tr("Arithmetic on %1 — no measurement involved").arg(m_model->tableSource());
}

core::ProvenanceKind CostPanel::provenanceKind() const
{
    return core::ProvenanceKind::Arithmetic;
}

QString CostPanel::rateStatus() const
{
    return m_model->rateStatus();
}

const ClassCost *CostPanel::shown(const QString &id) const
{
    for (const auto &c : m_model->comparison().classes)
        if (c.card.id == id)
            return &c;
    return nullptr;
}

double CostPanel::shownTotal(const QString &id) const
{
    const ClassCost *c = shown(id);
    return c ? c->cost.totalDollars : -1;
}

bool CostPanel::shownOverCap(const QString &id) const
{
    const ClassCost *c = shown(id);
    return c && c->cost.overCap;
}

bool CostPanel::shownCanHold(const QString &id) const
{
    const ClassCost *c = shown(id);
    return c && c->canHold;
}

QString CostPanel::shownCheapest() const
{
    return m_model->comparison().cheapestId;
}

void CostPanel::reset()
{
    m_model->setSweep(core::cost::SweepInput{});
    m_tabs->setCurrentIndex(0);
}

QStringList CostPanel::presets() const
{
    return {QStringLiteral("spot"), QStringLiteral("no-checkpoint"), QStringLiteral("forgotten")};
}

bool CostPanel::applyPreset(const QString &name)
{
    if (!presets().contains(name))
        return false;
    m_tabs->setCurrentIndex(0);
    if (m_model->table().find(QStringLiteral("a100-80")))
        m_model->setCardId(QStringLiteral("a100-80"));
    SweepInput in = m_model->sweep();
    in.hoursPerRun = name == u"no-checkpoint" ? 50 : 10;
    in.runs = 5;
    in.spot = name != u"forgotten";
    in.forgottenInstance = name == u"forgotten";
    in.checkpointMinutes = name == u"no-checkpoint" ? 0 : kDefaultCheckpointMinutes;
    m_model->setSweep(in);
    return true;
}

namespace {
// The controls that make up this lab's state, in the order they are applied.
QStringList stateControls()
{
    return {QStringLiteral("costTabs"),      QStringLiteral("cardClass"),     QStringLiteral("hoursPerRun"),
            QStringLiteral("runs"),          QStringLiteral("spot"),          QStringLiteral("cap"),
            QStringLiteral("forgotten"),     QStringLiteral("model"),         QStringLiteral("modelMode"),
            QStringLiteral("interruptRate"), QStringLiteral("checkpoint"),    QStringLiteral("cardPrice"),
            QStringLiteral("cardWatts"),     QStringLiteral("dollarsPerKWh"), QStringLiteral("hoursPerMonth"),
            QStringLiteral("rentClass"),     QStringLiteral("frequency")};
}
} // namespace

QJsonObject CostPanel::saveState() const
{
    return saveWidgetState(this, stateControls());
}

QString CostPanel::restoreState(const QJsonObject &state)
{
    return restoreWidgetState(this, stateControls(), state);
}

} // namespace gpulab::labs
