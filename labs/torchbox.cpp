#include "labs/torchbox.h"

#include "core/torch/torchfinder.h"
#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/style.h"
#include "labs/wraplabel.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpulab::labs {

namespace torch = core::torch;

TorchBox::TorchBox(torch::TorchFinder *finder, bool listAll, QWidget *parent)
    : QGroupBox(parent), m_finder(finder), m_listAll(listAll)
{
    setObjectName(QStringLiteral("torchBox"));
    auto *outer = new QVBoxLayout(this);
    m_status = new WrapLabel(this);
    m_status->setObjectName(QStringLiteral("torchStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(m_status);
    // The lab's buttons, then what it found, then finding another Python:
    // each row stacks its buttons when the width cannot hold them side by side.
    auto *actions = new AdaptiveRow(this);
    actions->columns()->setContentsMargins(0, 0, 0, 0);
    actions->columns()->addStretch(1);
    m_row = actions;
    outer->addWidget(actions);
    m_result = new WrapLabel(this);
    m_result->setObjectName(QStringLiteral("torchResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setVisible(false);
    outer->addWidget(m_result);
    auto *finding = new AdaptiveRow(this);
    finding->columns()->setContentsMargins(0, 0, 0, 0);
    m_again = new QPushButton(this);
    m_again->setObjectName(QStringLiteral("torchLookAgain"));
    m_choose = new QPushButton(this);
    m_choose->setObjectName(QStringLiteral("torchChoose"));
    finding->columns()->addWidget(m_again);
    finding->columns()->addWidget(m_choose);
    finding->columns()->addStretch(1);
    outer->addWidget(finding);

    connect(m_choose, &QPushButton::clicked, this, &TorchBox::choose);
    connect(m_again, &QPushButton::clicked, this, [this] {
        if (m_finder)
            m_finder->look();
    });
    if (m_finder)
        connect(m_finder, &torch::TorchFinder::changed, this, [this] {
            refresh();
            Q_EMIT installChanged();
        });
    retranslate();
}

QPushButton *TorchBox::addAction(const QString &objectName)
{
    auto *b = addPlainButton(objectName);
    m_actions.append(b);
    refresh();
    return b;
}

QPushButton *TorchBox::addPlainButton(const QString &objectName)
{
    auto *b = new QPushButton(this);
    b->setObjectName(objectName);
    // In the order added, before the row's stretch.
    static_cast<AdaptiveRow *>(m_row)->columns()->insertWidget(m_inserted++, b);
    return b;
}

void TorchBox::setActionTip(QPushButton *action, const QString &tip)
{
    m_tips.insert(action, tip);
    refresh();
}

void TorchBox::setBusy(bool busy)
{
    m_busy = busy;
    refresh();
}

void TorchBox::setResult(const QString &html, const QString &spoken)
{
    m_result->setText(html);
    m_result->setVisible(!html.isEmpty());
    if (!spoken.isEmpty())
        announce(this, spoken);
}

void TorchBox::clearResult()
{
    setResult({});
}

const torch::TorchInstall *TorchBox::install() const
{
    return m_finder ? m_finder->preferred() : nullptr;
}

QString TorchBox::homePath(const QString &path)
{
    return torch::tildePath(path, QDir::homePath());
}

void TorchBox::showEvent(QShowEvent *event)
{
    QGroupBox::showEvent(event);
    // The first look when a learner first comes here, not at start-up: each
    // interpreter imports torch, seconds of CPU.
    if (m_finder && !m_finder->hasLooked() && !m_finder->isLooking())
        m_finder->look();
}

void TorchBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void TorchBox::retranslate()
{
    setTitle(tr("Your own PyTorch"));
    m_choose->setText(tr("Choose a Python…"));
    m_choose->setToolTip(tr("Pick the python of the environment where you installed PyTorch; GPU Lab remembers it."));
    m_again->setText(tr("Look again"));
    m_again->setToolTip(tr("Asks every Python found again which PyTorch it imports."));
    refresh();
}

void TorchBox::refresh()
{
    const torch::TorchInstall *use = install();
    QStringList lines;
    if (m_finder == nullptr) {
        lines << tr("Not available in this window.");
    } else if (m_finder->isLooking() && (m_finder->installs().isEmpty() || (!m_listAll && use == nullptr))) {
        lines << tr("Looking for your PyTorch…");
    } else if (m_listAll) {
        for (const torch::TorchInstall &t : m_finder->installs())
            lines << (t.hasTorch() ? tr("%1 (%2)").arg(t.summary(QDir::homePath()), t.buildSummary())
                                   : t.summary(QDir::homePath()));
        if (m_finder->isLooking())
            lines << tr("Looking further…");
        if (use == nullptr && !m_finder->isLooking())
            lines << tr("No PyTorch found. Install it into a Python environment with: pip install torch");
    } else if (use != nullptr) {
        lines << tr("Runs in %1 (%2). Only GPU Lab's own fixed scripts run; nothing is installed.")
                     .arg(use->summary(QDir::homePath()), use->buildSummary());
    } else {
        lines << tr("No PyTorch found on this machine (Python interpreters asked: %1). Install it into a Python "
                    "environment with: pip install torch — or choose the Python that has it.")
                     .arg(m_finder->installs().size());
    }
    m_status->setText(lines.join(u'\n'));
    const bool can = use != nullptr && !m_busy;
    for (QPushButton *b : m_actions) {
        b->setEnabled(can);
        b->setToolTip(use != nullptr ? m_tips.value(b)
                                     : tr("No PyTorch found: pip install torch, or choose a Python."));
    }
    m_choose->setEnabled(m_finder != nullptr && !m_busy);
    m_again->setEnabled(m_finder != nullptr && !m_finder->isLooking() && !m_busy);
}

void TorchBox::choose()
{
    if (m_finder == nullptr)
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("The Python that has PyTorch"), QDir::homePath(),
                                                      QString(), nullptr, QFileDialog::DontResolveSymlinks);
    if (!path.isEmpty())
        m_finder->addInterpreter(path);
}

} // namespace gpulab::labs
