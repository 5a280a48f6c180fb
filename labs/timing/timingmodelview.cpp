#include "labs/timing/timingmodelview.h"

#include "core/units.h"
#include "labs/adaptiverow.h"
#include "labs/labpanel.h"
#include "labs/steadylabel.h"
#include "labs/style.h"
#include "labs/timing/timelineview.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStringList>
#include <QVBoxLayout>

namespace gpulab::labs {
namespace {

namespace tm = core::timing;

SteadyLabel *bigNumber(const QString &name, QWidget *parent)
{
    auto *l = new SteadyLabel(parent);
    l->setObjectName(name);
    style::setRelativeFont(l, 3.0, true); // readable from the back row
    l->setAlignment(Qt::AlignCenter);
    return l;
}

} // namespace

QString speedupText(double s)
{
    // The user's decimal mark, no thousands separator: a big number reads "1000×".
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return QStringLiteral("%1×").arg(locale.toString(s, 'f', s >= 100.0 ? 0 : 1));
}

TimingModelView::TimingModelView(QWidget *parent) : QWidget(parent)
{
    auto *view = new QVBoxLayout(this);
    view->setContentsMargins(0, 0, 0, 0);
    // The two numbers side by side, or one above the other where even the
    // widest reading of each would not fit beside the other.
    auto *numbersRow = new AdaptiveRow(this);
    m_numbersBox = numbersRow;
    m_numbersBox->setObjectName(QStringLiteral("timingNumbers"));
    LabPanel::markKeyFigure(m_numbersBox);
    QBoxLayout *numbers = numbersRow->columns();
    m_numbers = numbers;
    auto *measuredBox = new QVBoxLayout;
    m_measuredCaption = new SteadyLabel(m_numbersBox);
    m_measuredCaption->setAlignment(Qt::AlignCenter);
    m_measuredCaption->setWordWrap(true);
    m_measuredNumber = bigNumber(QStringLiteral("measuredNumber"), m_numbersBox);
    measuredBox->addWidget(m_measuredCaption);
    measuredBox->addWidget(m_measuredNumber);
    auto *speedupBox = new QVBoxLayout;
    m_speedupCaption = new QLabel(m_numbersBox);
    m_speedupCaption->setObjectName(QStringLiteral("speedupCaption"));
    auto *speedupCaption = m_speedupCaption;
    speedupCaption->setAlignment(Qt::AlignCenter);
    speedupCaption->setWordWrap(true);
    m_speedupNumber = bigNumber(QStringLiteral("speedupNumber"), m_numbersBox);
    speedupBox->addWidget(speedupCaption);
    speedupBox->addWidget(m_speedupNumber);
    m_speedupVerdict = new SteadyLabel(m_numbersBox);
    m_speedupVerdict->setObjectName(QStringLiteral("speedupVerdict"));
    m_speedupVerdict->setAlignment(Qt::AlignCenter);
    m_speedupVerdict->setWordWrap(true);
    speedupBox->addWidget(m_speedupVerdict);
    numbers->addLayout(measuredBox, 1);
    numbers->addLayout(speedupBox, 1);
    // Both columns from the top: the captions side by side, the numbers on one line.
    measuredBox->addStretch(1);
    speedupBox->addStretch(1);
    m_simulatedLabel = new WrapLabel(this);
    m_simulatedLabel->setObjectName(QStringLiteral("simulatedLabel"));
    m_simulatedLabel->setWordWrap(true);
    style::setBanner(m_simulatedLabel, style::Tone::Warning);
    view->addWidget(m_simulatedLabel);
    m_timeline = new TimelineView(this);
    view->addWidget(m_timeline, 1);
    m_explanation = new SteadyLabel(this);
    m_explanation->setObjectName(QStringLiteral("explanation"));
    m_explanation->setWordWrap(true);
    view->addWidget(m_explanation);
    m_consequence = new SteadyLabel(this);
    m_consequence->setObjectName(QStringLiteral("consequence"));
    m_consequence->setWordWrap(true);
    style::setRelativeFont(m_consequence, 1.0, true);
    view->addWidget(m_consequence);
    retranslate();
    spaceNumbers();
}

void TimingModelView::spaceNumbers()
{
    m_numbers->setSpacing(fontMetrics().height()); // a line of text: about two letters
}

void TimingModelView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange && m_numbers)
        spaceNumbers();
    QWidget::changeEvent(event);
}

void TimingModelView::retranslate()
{
    m_speedupCaption->setText(tr("implied GPU speedup over the CPU"));
    // The figures again in the new words; the owner gives a new reason with its own retranslate().
    if (m_shown)
        show(m_settings, m_figures, m_reason);
}

void TimingModelView::show(const tm::TimingSettings &s, const tm::TimingFigures &f, const QString &simulatedReason)
{
    m_shown = true;
    m_settings = s;
    m_figures = f;
    m_reason = simulatedReason;
    m_measuredCaption->setText(s.clock == tm::Clock::DeviceEvents ? tr("the events read (simulated)")
                                                                  : tr("the stopwatch reads (simulated)"));
    m_measuredCaption->setAlternatives({tr("the events read (simulated)"), tr("the stopwatch reads (simulated)")});
    if (f.readingFailed) {
        m_measuredNumber->setText(tr("RuntimeError"));
        m_measuredNumber->setToolTip(f.readingError);
        m_speedupNumber->setText(tr("—"));
    } else {
        m_measuredNumber->setText(core::units::seconds(f.measuredSeconds));
        m_measuredNumber->setToolTip(QString());
        m_speedupNumber->setText(speedupText(f.impliedSpeedup));
    }
    // Each big number prefers the width of the widest it shows (an error's
    // name, a four-digit speedup), so a new reading never shifts the columns,
    // the toggles beside them or the captions' line breaks.
    m_measuredNumber->setAlternatives({tr("RuntimeError")});
    m_speedupNumber->setAlternatives({speedupText(1000.0), tr("—")});
    using SpeedupVerdict = tm::TimingFigures::Verdict;
    const bool misleading = f.misleading();
    style::setTextTone(m_speedupNumber, misleading ? style::Tone::Bad : style::Tone::Good);
    // Red or green says it at a glance; the words say it to everyone.
    // An understated reading says what slowed it, so the learner knows which toggle to fix.
    m_speedupVerdict->setText(
        f.verdict == SpeedupVerdict::NoReading     ? tr("✘ no reading: the program stopped with an error")
        : f.verdict == SpeedupVerdict::Overstated  ? tr("✘ overstated: not the real speedup")
        : f.verdict == SpeedupVerdict::Understated ? tr("✘ understated: %1").arg(tm::TimingModel::understatedWhy(f))
                                                   : tr("✔ close to the honest speedup"));
    QStringList verdicts{tr("✘ no reading: the program stopped with an error"),
                         tr("✘ overstated: not the real speedup"), tr("✔ close to the honest speedup")};
    for (const QString &why : tm::TimingModel::understatedWhyAlternatives())
        verdicts << tr("✘ understated: %1").arg(why);
    m_speedupVerdict->setAlternatives(verdicts);
    style::setTextTone(m_speedupVerdict, misleading ? style::Tone::Bad : style::Tone::Good);
    m_simulatedLabel->setText(tr("Simulated — %1. CPU %2 s, GPU kernel %3, per-call overhead %4; honest speedup %5, "
                                 "the missing barrier claims %6 "
                                 "(an illusion of %7).")
                                  .arg(simulatedReason, core::units::number(f.cpuSeconds, 2),
                                       core::units::seconds(f.kernelSeconds), core::units::seconds(f.launchSeconds),
                                       speedupText(f.honestSpeedup), speedupText(f.noBarrierSpeedup),
                                       speedupText(f.illusionFactor)));
    m_explanation->setText(tm::TimingModel::explanation(s, f));
    m_consequence->setText(tm::TimingModel::consequence(f));
    // Room for what every other setting of the four toggles would say, so a
    // toggle moves nothing below these lines.
    QStringList explanations;
    QStringList consequences;
    for (int toggles = 0; toggles < 16; ++toggles) {
        tm::TimingSettings other = s;
        other.barrierAfter = (toggles & 1) != 0;
        other.barrierBefore = (toggles & 2) != 0;
        other.warm = (toggles & 4) != 0;
        other.clock = (toggles & 8) != 0 ? tm::Clock::DeviceEvents : tm::Clock::Host;
        const tm::TimingFigures figures = tm::TimingModel::compute(other);
        explanations << tm::TimingModel::explanation(other, figures);
        consequences << tm::TimingModel::consequence(figures);
    }
    m_explanation->setAlternatives(explanations);
    m_consequence->setAlternatives(consequences);
    m_timeline->setFigures(f, tr("GPU stream"));
}

} // namespace gpulab::labs
