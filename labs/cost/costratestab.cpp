// The rates-table tab of the cost lab: edit, save (atomically), load, reset.
// A table that does not read or validate is refused and changes nothing.

#include "labs/cost/costratestab.h"

#include "core/cost/costlabmodel.h"
#include "core/cost/ratetablemodel.h"
#include "labs/adaptiverow.h"
#include "labs/cost/costwidgets.h"
#include "labs/style.h"

#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace gpulab::labs {

using namespace core::cost;

CostRatesTab::CostRatesTab(CostLabModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    auto *layout = new QVBoxLayout(this);
    m_label = costui::wrapLabel(this);
    m_label->setObjectName(QStringLiteral("ratesLabel"));
    layout->addWidget(m_label);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("ratesEditor"));
    // Tab leaves the table for the buttons below it (arrow keys move between
    // cells, F2 edits), so the keyboard never gets stuck in it.
    m_view->setTabKeyNavigation(false);
    m_view->setModel(m_model->rates());
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    layout->addWidget(m_view, 1);

    // The buttons side by side where they fit, one under another where not.
    auto *buttons = new AdaptiveRow(this);
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("addRate"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("removeRate"));
    m_save = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("saveRates"));
    m_load = new QPushButton(this);
    m_load->setObjectName(QStringLiteral("loadRates"));
    m_reset = new QPushButton(this);
    m_reset->setObjectName(QStringLiteral("resetRates"));
    QPushButton *add = m_add, *remove = m_remove, *save = m_save, *load = m_load, *reset = m_reset;
    for (QPushButton *b : {add, remove, save, load, reset})
        buttons->columns()->addWidget(b);
    buttons->columns()->addStretch();
    layout->addWidget(buttons);

    connect(add, &QPushButton::clicked, this, [this] {
        RateTableModel *rates = m_model->rates();
        const int row = rates->rowCount();
        if (rates->insertRows(row, 1))
            m_view->setCurrentIndex(rates->index(row, RateTableModel::Id));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (const QModelIndex current = m_view->currentIndex(); current.isValid())
            m_model->rates()->removeRows(current.row(), 1);
    });
    connect(save, &QPushButton::clicked, this, [this] { m_model->save(userRatesPath()); });
    connect(load, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Load a rates table"), QString(), tr("Rates (*.json)"));
        if (!path.isEmpty())
            m_model->load(path);
    });
    connect(reset, &QPushButton::clicked, m_model, &CostLabModel::reset);
    connect(m_model, &CostLabModel::statusChanged, this, &CostRatesTab::showStatus);
    retranslate();
}

void CostRatesTab::retranslate()
{
    m_add->setText(tr("Add a class"));
    m_remove->setText(tr("Remove the selected class"));
    m_save->setText(tr("Save as my table"));
    m_load->setText(tr("Load a table…"));
    m_reset->setText(tr("Reset to the built-in examples"));
    m_view->setAccessibleName(tr("Rates table"));
    m_model->rates()->retranslateHeaders(); // the view's column titles ask again
    showStatus();
}

void CostRatesTab::restyle()
{
    showStatus();
}

void CostRatesTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        restyle();
    QWidget::changeEvent(event);
}

void CostRatesTab::showStatus()
{
    QString text = tr("<b>In use:</b> %1.").arg(m_model->tableSource().toHtmlEscaped());
    // The built-in examples' wording already says what their note says
    // ("examples for teaching, not quotes" stood there twice).
    if (!m_model->table().note.isEmpty() && !m_model->builtinSource())
        text += QStringLiteral(" ") + m_model->table().note.toHtmlEscaped();
    if (!m_model->rateStatus().isEmpty())
        text += tr("<br><span style='color:%1'><b>%2</b></span>")
                    .arg(style::toneTextCss(style::Tone::Warning), m_model->rateStatus().toHtmlEscaped());
    m_label->setText(text);
}

} // namespace gpulab::labs
