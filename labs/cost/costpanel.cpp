#include "labs/cost/costpanel.h"

#include "core/cost/costconstants.h"
#include "core/cost/costlabmodel.h"
#include "core/cost/costlabstate.h"
#include "labs/accessibility.h"
#include "labs/cost/costbuytab.h"
#include "labs/cost/costratestab.h"
#include "labs/cost/costroutestab.h"
#include "labs/cost/costsweeptab.h"
#include "labs/pagetabs.h"
#include "labs/style.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpulab::labs {

using namespace core::cost;

CostPanel::CostPanel(const LabContext &, QWidget *parent) : LabPanel(parent), m_model(new CostLabModel(this))
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(24, 16, 24, 16);
    auto *header = new QHBoxLayout;
    m_heading = style::heading(QString(), this);
    // All the row's width: a wrapped label alone takes a narrow hint, and
    // "What will the sweep cost?" broke in two with half the row empty.
    header->addWidget(m_heading, 1);
    root->addLayout(header);
    m_tabs = new PageTabs(this);
    m_tabs->setObjectName(QStringLiteral("costTabs"));
    m_sweepTab = new CostSweepTab(m_model, m_tabs);
    m_routesTab = new CostRoutesTab(m_model, m_tabs);
    m_buyTab = new CostBuyTab(m_model, m_tabs);
    m_ratesTab = new CostRatesTab(m_model, m_tabs);
    for (QWidget *tab : {static_cast<QWidget *>(m_sweepTab), static_cast<QWidget *>(m_routesTab),
                         static_cast<QWidget *>(m_buyTab), static_cast<QWidget *>(m_ratesTab)})
        m_tabs->addTab(tab, QString());
    root->addWidget(m_tabs, 1);

    // The window's status line shows the provenance: tell it when the table
    // behind the figures changes (edited, saved, loaded, reset).
    m_shownProvenance = provenance();
    connect(m_model, &CostLabModel::statusChanged, this, &CostPanel::announceProvenance);
    retranslate();
}

void CostPanel::announceProvenance()
{
    if (const QString now = provenance(); now != m_shownProvenance) {
        m_shownProvenance = now;
        Q_EMIT provenanceChanged(now);
    }
}

void CostPanel::retranslate()
{
    m_heading->setText(tr("What will the sweep cost?"));
    m_tabs->setTabText(m_tabs->indexOf(m_sweepTab), tr("Sweep and spot"));
    m_tabs->setTabText(m_tabs->indexOf(m_routesTab), tr("Which route"));
    m_tabs->setTabText(m_tabs->indexOf(m_buyTab), tr("Buy or rent"));
    m_tabs->setTabText(m_tabs->indexOf(m_ratesTab), tr("Rates table"));
    m_tabs->setAccessibleName(tr("Cost calculator pages"));
    nameTabBar(m_tabs->tabBar(), tr("Cost calculator pages"));
    announceProvenance(); // the status line in the new language
}

void CostPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_model->retranslate(); // the built-in classes' names, when they are what is in use
        retranslate();
    }
    LabPanel::changeEvent(event);
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

QJsonObject CostPanel::saveState() const
{
    return toJson(costLabState(*m_model, CostTab(m_tabs->currentIndex())));
}

QString CostPanel::restoreState(const QJsonObject &state)
{
    QString why;
    // A key the state leaves out takes the lab's default (README, "Lab state files").
    const std::optional<CostLabState> next = costLabStateFromJson(state, defaultCostLabState(), &why);
    if (!next)
        return why;
    applyCostLabState(*m_model, *next);
    m_tabs->setCurrentIndex(int(next->tab));
    return {};
}

} // namespace gpulab::labs
