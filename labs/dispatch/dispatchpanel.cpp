#include "labs/dispatch/dispatchpanel.h"

#include "core/deviceprobe.h"
#include "core/dispatch/dispatchlabstate.h"
#include "core/dispatch/scenarioloader.h"
#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/dispatch/quizbox.h"
#include "labs/dispatch/realrunbox.h"
#include "labs/dispatch/terminalview.h"
#include "labs/followinglist.h"
#include "labs/reflowgrid.h"
#include "labs/steadylabel.h"
#include "labs/style.h"
#include "labs/wraplabel.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace gpulab::labs {

using namespace core::dispatch;

namespace {
// The stretch of a terminal column that shows a table, against 1 for the others.
constexpr int kTableColumnStretch = 3;

// The script asks for kScriptRows rows (the current line is scrolled into
// view) and grows with the window beside the terminals (stretch 1 to 3):
// where the window is short, the terminals get the height first.
constexpr int kScriptRows = 3;
constexpr int kScriptStretch = 1;
constexpr int kTerminalStretch = 3;

class ScriptList : public FollowingList { // the current line follows the stepper
public:
    using FollowingList::FollowingList;
    [[nodiscard]] QSize sizeHint() const override { return {QListWidget::sizeHint().width(), rowsHeight()}; }
    [[nodiscard]] QSize minimumSizeHint() const override
    {
        return {QListWidget::minimumSizeHint().width(), rowsHeight()};
    }

private:
    [[nodiscard]] int rowsHeight() const
    {
        const int rows = std::clamp(int(count()), 1, kScriptRows);
        const int row =
            count() > 0 ? std::max(sizeHintForRow(0), fontMetrics().lineSpacing()) : fontMetrics().lineSpacing();
        const QScrollBar *sideways = horizontalScrollBar();
        return rows * row + 2 * frameWidth() + (sideways ? sideways->sizeHint().height() : 0);
    }
};

QPushButton *stepButton(const QString &name, QWidget *parent)
{
    auto *b = new QPushButton(parent);
    b->setObjectName(name);
    b->setFocusPolicy(Qt::TabFocus); // a click leaves the keyboard with the stepper
    return b;
}
} // namespace

DispatchPanel::DispatchPanel(const LabContext &context, QWidget *parent) : LabPanel(parent), m_context(context)
{
    setFocusPolicy(Qt::StrongFocus);
    const LoadResult loaded = loadScenarios();
    m_scenarios = loaded.scenarios;
    m_loadErrors = loaded.errors;
    m_host = HostFacts::fromReport(m_context.deviceReport());

    auto *root = new QVBoxLayout(this);
    // Tighter than the other labs: at 1280×720 in projector mode every pixel
    // of height goes to the four terminals.
    root->setContentsMargins(24, 6, 24, 6);
    root->setSpacing(4);

    // The two choices side by side, or one under the other in a narrow window.
    auto *headerRow = new AdaptiveRow(this);
    QBoxLayout *header = headerRow->columns();
    m_heading = style::heading(QString(), this);
    root->addWidget(m_heading);
    auto *scenarioRow = new QVBoxLayout; // each name above its choice
    m_scenarioLabel = new QLabel(this);
    scenarioRow->addWidget(m_scenarioLabel);
    m_scenarioBox = new QComboBox(this);
    m_scenarioLabel->setBuddy(m_scenarioBox);
    m_scenarioBox->setObjectName(u"scenarioBox"_qs);
    m_scenarioBox->setFocusPolicy(Qt::TabFocus);
    for (const Scenario &s : m_scenarios)
        m_scenarioBox->addItem(s.tr(s.title), s.id);
    // Wide enough to read the choice whole; the row stacks before these cut it.
    m_scenarioBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scenarioBox->setMinimumContentsLength(22);
    scenarioRow->addWidget(m_scenarioBox, 1);
    header->addLayout(scenarioRow, 2);
    auto *buildRow = new QVBoxLayout;
    auto *buildLabel = m_buildLabel = new QLabel(this);
    buildLabel->setWordWrap(true);
    buildRow->addWidget(buildLabel);
    m_buildBox = new QComboBox(this);
    m_buildBox->setObjectName(u"buildBox"_qs);
    m_buildBox->setFocusPolicy(Qt::TabFocus);
    buildLabel->setBuddy(m_buildBox);
    m_buildBox->addItem(QString(), int(WheelBuild::Cuda));
    m_buildBox->addItem(QString(), int(WheelBuild::CpuOnly));
    m_buildBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_buildBox->setMinimumContentsLength(24);
    buildRow->addWidget(m_buildBox);
    header->addLayout(buildRow, 2);
    root->addWidget(headerRow);

    m_summary = new WrapLabel(this);
    m_summary->setWordWrap(true);
    root->addWidget(m_summary);
    m_errors = new WrapLabel(this);
    m_errors->setWordWrap(true);
    style::setBanner(m_errors, style::Tone::Bad);
    m_errors->setVisible(!m_loadErrors.isEmpty());
    root->addWidget(m_errors);

    // The script and its note; the note goes under the script when narrow.
    // The quiz sits under the terminals, so that in a short window (1280×720,
    // projector mode) the terminals still start on screen.
    auto *middleRow = new AdaptiveRow(this);
    QBoxLayout *middle = middleRow->columns();
    auto *scriptColumn = new QVBoxLayout;
    m_script = new ScriptList(this);
    m_script->setObjectName(u"script"_qs);
    m_script->setFocusPolicy(Qt::NoFocus);
    style::setRelativeMonoFont(m_script, 1.1);
    restyle();
    // The stepper's buttons sit above the script: whatever grows below (the
    // note, the terminals), repeated clicks in one place keep hitting Step.
    auto *buttons = new QHBoxLayout;
    m_start = stepButton(u"startButton"_qs, this);
    m_back = stepButton(u"backButton"_qs, this);
    m_forward = stepButton(u"forwardButton"_qs, this);
    m_end = stepButton(u"endButton"_qs, this);
    m_position = new QLabel(this);
    for (QPushButton *b : {m_start, m_back, m_forward, m_end}) {
        b->setAutoDefault(true); // Return works a focused step button, as Space does
        b->installEventFilter(this);
        buttons->addWidget(b);
    }
    buttons->addWidget(m_position, 1);
    scriptColumn->addLayout(buttons);
    scriptColumn->addWidget(m_script, 1);
    // The note gets the wider share (it sets the row's height; the terminals
    // repeat every line of the script whole).
    middle->addLayout(scriptColumn, 2);
    // As tall as the scenario's longest note, so stepping moves nothing below it.
    m_note = new SteadyLabel(this);
    m_note->setObjectName(u"note"_qs);
    m_note->setWordWrap(true);
    m_note->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // Prose, not a verdict, a step smaller than the panel: a line or two shorter
    // than bold at full size, which the terminals below get back.
    style::setRelativeFont(m_note, 0.9, false);
    style::setBanner(m_note, style::Tone::Neutral);
    middle->addWidget(m_note, 3, Qt::AlignTop);
    root->addWidget(middleRow, kScriptStretch);

    // Four columns, or two rows of two, or one column: never sideways.
    m_terminalGrid = new ReflowGrid(this);
    markKeyFigure(m_terminalGrid);
    for (const Machine m : allMachines()) {
        auto *t = new TerminalView(m_terminalGrid);
        t->setObjectName(u"machine%1"_qs.arg(int(m)));
        m_terminals << t;
        m_terminalGrid->addCell(t);
    }
    root->addWidget(m_terminalGrid, kTerminalStretch);

    // Under the terminals, read after them: the guess, and the fine print.
    auto *bottomRow = new AdaptiveRow(this);
    QBoxLayout *bottom = bottomRow->columns();
    m_quizBox = new QuizBox(this);
    bottom->addWidget(m_quizBox, 3);
    auto *versions = m_versions = new QLabel(this);
    versions->setWordWrap(true);
    versions->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    style::setTextTone(versions, style::Tone::Neutral);
    bottom->addWidget(versions, 2);
    root->addWidget(bottomRow);
    // Last, read after the lab's own answer: the same lines in the learner's PyTorch.
    if (m_context.torch) {
        m_realRun = new RealRunBox(m_context.torch, this);
        root->addWidget(m_realRun);
    }

    connect(m_scenarioBox, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0 && i < m_scenarios.size() && i != m_index) {
            m_index = i;
            loadScript();
        }
    });
    connect(m_buildBox, &QComboBox::currentIndexChanged, this,
            [this] { setBuild(WheelBuild(m_buildBox->currentData().toInt())); });
    connect(m_start, &QPushButton::clicked, this, &DispatchPanel::stepToStart);
    connect(m_back, &QPushButton::clicked, this, &DispatchPanel::stepBack);
    connect(m_forward, &QPushButton::clicked, this, &DispatchPanel::stepForward);
    connect(m_end, &QPushButton::clicked, this, &DispatchPanel::stepToEnd);
    connect(m_script, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        if (m_stepper.jumpTo(m_script->row(item)))
            lineChanged();
        else
            refresh();
    });
    connect(m_quizBox, &QuizBox::predictToggled, this, &DispatchPanel::lineChanged);
    connect(m_quizBox, &QuizBox::machineChanged, this, &DispatchPanel::lineChanged);
    connect(m_quizBox, &QuizBox::revealRequested, this, &DispatchPanel::reveal);

    if (!m_scenarios.isEmpty())
        loadScript();
    retranslate();
    // "This machine" is answered from the probe once the engine's worker has
    // made it (until then its column says it is still being measured).
    m_context.whenDeviceReportReady(this, [this] { retranslate(); });
}

void DispatchPanel::retranslate()
{
    m_heading->setText(tr("Same script, four machines"));
    m_scenarioLabel->setText(tr("Scenario:"));
    // The scenarios' prose comes from the translation files too (context "Dispatch/<id>").
    for (int i = 0; i < m_scenarios.size() && i < m_scenarioBox->count(); ++i)
        m_scenarioBox->setItemText(i, m_scenarios[i].tr(m_scenarios[i].title));
    m_buildLabel->setText(tr("PyTorch on the laptop and this machine:"));
    m_buildBox->setItemText(m_buildBox->findData(int(WheelBuild::Cuda)), tr("CUDA wheel (pip's default on Linux)"));
    m_buildBox->setItemText(m_buildBox->findData(int(WheelBuild::CpuOnly)), tr("CPU-only wheel"));
    m_buildBox->setToolTip(tr("A CUDA wheel on a machine without a driver answers differently from a CPU-only "
                              "wheel: torch.version.cuda is a version string, and device calls report the missing "
                              "driver instead of \"not compiled with CUDA\"."));
    m_versions->setText(tr("Outputs and errors are what recent PyTorch 2.x prints. The wording of messages "
                           "shifts between versions; the exception type and the meaning do not."));
    m_errors->setText(tr("Some scenario files could not be used:\n%1").arg(m_loadErrors.join(u'\n')));
    m_start->setText(tr("◀◀ Start"));
    m_start->setToolTip(tr("First line (Home)"));
    m_back->setText(tr("◀ Back"));
    m_back->setToolTip(tr("Previous line (Left or Up)"));
    m_forward->setText(tr("Step ▶"));
    m_forward->setToolTip(tr("Run the next line (Right, Down or Space)"));
    m_end->setText(tr("End ▶▶"));
    m_end->setToolTip(tr("Last line (End)"));
    m_script->setAccessibleName(tr("The script, one line per row"));
    // The panel takes the stepping keys when it has the focus: a Tab stop with a name.
    setAccessibleName(tr("Script stepper"));
    setAccessibleDescription(tr("Right, Down or Space runs the next line; Left or Up goes back; Home and End jump "
                                "to the first and the last line."));
    m_host = HostFacts::fromReport(m_context.deviceReport()); // its status line in the new language
    if (!m_scenarios.isEmpty()) {
        m_summary->setText(scenario().tr(scenario().summary));
        // A guess in progress keeps its choice; the choices are re-worded.
        if (m_hidden) {
            const int line = m_stepper.current();
            m_quizBox->relabel(quizChoices(scenario(), scenario().lines[line], m_build, m_host));
        }
        refresh(); // the note, the position, the terminals' titles and "why"
    }
    Q_EMIT provenanceChanged(provenance());
}

void DispatchPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        restyle();
    LabPanel::changeEvent(event);
}

QString DispatchPanel::provenance() const
{
    return tr("This machine column from the real probe: %1").arg(m_host.probeStatus);
}

core::ProvenanceKind DispatchPanel::provenanceKind() const
{
    return core::ProvenanceKind::Measured; // the host column is the real probe
}

bool DispatchPanel::setScenario(const QString &id)
{
    for (int i = 0; i < m_scenarios.size(); ++i)
        if (m_scenarios[i].id == id) {
            m_scenarioBox->setCurrentIndex(i); // loads through the signal when it changes
            if (i == m_index && m_stepper.lineCount() == 0)
                loadScript();
            return true;
        }
    return false;
}

void DispatchPanel::restyle()
{
    style::setStyleSheetIfChanged(
        // Every line has the current line's 4 px border, in no colour: with it on
        // the current line only, that line's text moved 4 px right as it was reached.
        m_script, u"QListWidget::item { padding: 3px; border-left: 4px solid transparent; } "
                  "QListWidget::item:selected { background: %1; color: %2; border-left: 4px solid %3; }"_qs.arg(
                      style::css(style::Ink::CurrentLineFill), style::css(style::Ink::CurrentLineText),
                      style::css(style::Ink::CurrentLineBorder)));
}

void DispatchPanel::loadScript()
{
    if (m_scenarios.isEmpty())
        return;
    const Scenario &s = scenario();
    m_summary->setText(s.tr(s.summary));
    m_script->clear();
    for (int i = 0; i < s.lines.size(); ++i)
        // Continuation lines line up under the code, not under the line number.
        m_script->addItem(
            QStringLiteral("%1  %2").arg(i + 1, 2).arg(QString(s.lines[i].code).replace(u'\n', u"\n    "_qs)));
    m_stepper.reset(int(s.lines.size()));
    lineChanged();
}

bool DispatchPanel::stepForward()
{
    const bool moved = m_stepper.forward();
    if (moved) {
        lineChanged();
        announce(this, lineSpoken());
    }
    return moved;
}

// The line just run and what each machine printed, for a screen reader;
// a line the quiz hides is said to be hidden.
QString DispatchPanel::lineSpoken() const
{
    const Scenario &s = scenario();
    const int cur = m_stepper.current();
    if (cur < 0 || cur >= s.lines.size())
        return tr("Before the first line.");
    QStringList said{tr("Line %1 of %2: %3.").arg(cur + 1).arg(s.lines.size()).arg(s.lines[cur].code)};
    if (m_hidden) {
        said << tr("The output is hidden until you answer the quiz below.");
    } else {
        for (const Machine m : allMachines()) {
            const Outcome o = outcomeFor(s, s.lines[cur], m, m_build, m_host);
            QString printed = o.terminalText().section(u'\n', 0, 0).trimmed();
            if (printed.isEmpty())
                printed = tr("nothing printed");
            said << tr("%1: %2.").arg(machineTitle(m), printed);
        }
    }
    return said.join(u' ');
}

bool DispatchPanel::stepBack()
{
    const bool moved = m_stepper.back();
    if (moved) {
        lineChanged();
        announce(this, lineSpoken());
    }
    return moved;
}

bool DispatchPanel::stepToStart()
{
    const bool moved = m_stepper.toStart();
    if (moved) {
        lineChanged();
        announce(this, lineSpoken());
    }
    return moved;
}

bool DispatchPanel::stepToEnd()
{
    const bool moved = m_stepper.toEnd();
    if (moved) {
        lineChanged();
        announce(this, lineSpoken());
    }
    return moved;
}

void DispatchPanel::setBuild(WheelBuild build)
{
    if (build == m_build)
        return;
    m_build = build;
    m_buildBox->setCurrentIndex(m_buildBox->findData(int(build)));
    lineChanged(); // the choices and this machine's answers both change
}

void DispatchPanel::armQuiz()
{
    m_hidden = false;
    const int line = m_stepper.current();
    if (line < 0) {
        m_quizBox->offer(0, {}, false);
        return;
    }
    const Scenario &s = scenario();
    const QStringList choices = quizChoices(s, s.lines[line], m_build, m_host);
    const Machine m = m_quizBox->machine();
    const bool done = m_quiz.answered(s.id, line, m);
    const Outcome o = outcomeFor(s, s.lines[line], m, m_build, m_host);
    m_hidden = m_quizBox->predicting() && choices.size() >= 2 && !done && o.kind != Outcome::Kind::Unknown;
    m_quizBox->offer(line, m_hidden ? choices : QStringList{}, done);
    m_quizBox->showScore(m_quiz);
}

void DispatchPanel::lineChanged()
{
    armQuiz();
    refresh();
}

void DispatchPanel::reveal()
{
    if (!m_hidden)
        return;
    const Scenario &s = scenario();
    const int line = m_stepper.current();
    const Machine m = m_quizBox->machine();
    const QString correct = outcomeFor(s, s.lines[line], m, m_build, m_host).quizLabel();
    const auto verdict = m_quiz.answer(s.id, line, m, m_quizBox->chosen(), correct);
    m_hidden = false;
    m_quizBox->showVerdict(verdict, correct, m_quiz);
    refresh();
    announce(this, m_quizBox->verdictText());
}

void DispatchPanel::refresh()
{
    if (m_scenarios.isEmpty())
        return;
    const Scenario &s = scenario();
    const int cur = m_stepper.current();
    m_script->setCurrentRow(cur);
    if (QListWidgetItem *item = m_script->item(cur))
        m_script->scrollToItem(item);
    m_position->setText(tr("line %1 of %2").arg(cur + 1).arg(s.lines.size()));
    if (m_realRun)
        m_realRun->follow(s, cur, m_host);
    // The keyboard stays on Step ▶ at the last line (Qt would hand it on).
    setAvailable(m_start, !m_stepper.atStart());
    setAvailable(m_back, !m_stepper.atStart());
    setAvailable(m_forward, !m_stepper.atEnd());
    setAvailable(m_end, !m_stepper.atEnd());
    const QString idle = tr("Step with the arrow keys, Space, Home and End. Each column shows what "
                            "that machine has printed so far.");
    QStringList notes{idle};
    for (const ScriptLine &line : s.lines)
        if (!line.note.isEmpty())
            notes << s.tr(line.note);
    m_note->setAlternatives(notes);
    const QString note = cur >= 0 ? s.tr(s.lines[cur].note) : QString();
    m_note->setText(note.isEmpty() ? idle : note);

    for (const Machine m : allMachines()) {
        QList<TerminalView::Entry> script;
        bool table = false;
        for (int i = 0; i < s.lines.size(); ++i) {
            TerminalView::Entry e;
            e.code = s.lines[i].code;
            e.kind = s.lines[i].kind;
            e.outcome = outcomeFor(s, s.lines[i], m, m_build, m_host);
            // Every column hides the line until the reveal: a neighbour's
            // output (often the same) would give the answer away.
            e.hidden = m_hidden && i == cur;
            table = table || TerminalView::isTable(e.outcome);
            script << e;
        }
        auto *t = m_terminals[int(m)];
        t->setTitle(machineTitle(m), machineSubtitle(m, m_build, m_host));
        t->setScript(script);
        t->setEntries(script.mid(0, cur + 1), m == Machine::Mac ? u"%"_qs : u"$"_qs);
        // A column whose script prints a table (nvidia-smi's, 91 characters
        // wide) gets the width for it from the first line on, so stepping
        // never reflows the columns.
        if (m_terminalGrid)
            m_terminalGrid->setCellStretch(int(m), table ? kTableColumnStretch : 1);
    }
}

void DispatchPanel::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Space: stepForward(); break;
    case Qt::Key_Left:
    case Qt::Key_Up: stepBack(); break;
    case Qt::Key_Home: stepToStart(); break;
    case Qt::Key_End: stepToEnd(); break;
    default: LabPanel::keyPressEvent(event); return;
    }
    event->accept();
}

bool DispatchPanel::eventFilter(QObject *watched, QEvent *event)
{
    // After Ctrl+5 the focus is on Step ▶: Left there stepped nowhere, it
    // moved the focus to ◀ Back (a push button's own use of the arrows).
    const bool stepButton = watched == m_start || watched == m_back || watched == m_forward || watched == m_end;
    if (stepButton && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        switch (key->key()) {
        case Qt::Key_Right:
        case Qt::Key_Down:
        case Qt::Key_Left:
        case Qt::Key_Up:
        case Qt::Key_Home:
        case Qt::Key_End:
            if (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier) {
                keyPressEvent(key);
                return true;
            }
            break;
        default: break;
        }
    }
    return LabPanel::eventFilter(watched, event);
}

QWidget *DispatchPanel::primaryControl() const
{
    if (m_forward && isAvailable(m_forward))
        return m_forward;
    return LabPanel::primaryControl();
}

void DispatchPanel::reset()
{
    setBuild(core::dispatch::WheelBuild::Cuda);
    if (!m_scenarios.isEmpty())
        setScenario(m_scenarios.first().id);
    stepToStart();
}

QStringList DispatchPanel::presets() const
{
    QStringList names{QStringLiteral("probe-script"), QStringLiteral("pick-device")};
    for (const auto &sc : m_scenarios)
        names << sc.id;
    return names;
}

bool DispatchPanel::applyPreset(const QString &name)
{
    // The lesson's names for two scenarios; every scenario id works as well.
    const QString id = name == u"probe-script"  ? QStringLiteral("probe")
                       : name == u"pick-device" ? QStringLiteral("pick")
                                                : name;
    if (!setScenario(id))
        return false;
    stepToStart();
    return true;
}

QJsonObject DispatchPanel::saveState() const
{
    if (m_scenarios.isEmpty())
        return {};
    return toJson(DispatchLabState{scenario().id, currentLine() + 1, m_build});
}

QString DispatchPanel::restoreState(const QJsonObject &state)
{
    if (m_scenarios.isEmpty())
        return tr("this lab has no scenarios to restore");
    QString why;
    // A key the state leaves out takes the lab's default (README, "Lab state files").
    const std::optional<DispatchLabState> next =
        dispatchLabStateFromJson(state, m_scenarios, defaultDispatchLabState(m_scenarios), &why);
    if (!next)
        return why;
    setBuild(next->build);
    setScenario(next->scenario);
    if (m_stepper.jumpTo(next->line - 1))
        lineChanged();
    return {};
}

} // namespace gpulab::labs
