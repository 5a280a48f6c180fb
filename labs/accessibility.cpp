#include "labs/accessibility.h"

#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAccessible>
#include <QAccessibleTextInterface>
#include <QAccessibleValueInterface>
#include <QAccessibleWidget>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHash>
#include <QKeyEvent>
#include <QLocale>
#include <QPalette>
#include <QPointer>
#include <QRegularExpression>
#include <QSlider>
#include <QTabBar>
#include <QTimer>
#include <QVariant>
#include <QWidget>
#include <QXYSeries>

#include <cmath>
#include <utility>

namespace gpulab::labs {
namespace {

constexpr char kChartProperty[] = "gpulab_chart";
constexpr char kRoleProperty[] = "gpulab_accessibleRole";
constexpr char kNoticeName[] = "gpulab_notice";
constexpr int kNoticeMs = 3000; // in view long enough to be read, then hidden for the next
constexpr char kDimmedPalette[] = "gpulab_dimmedPalette";

QHash<const QObject *, SpokenQuantity> &quantities()
{
    static QHash<const QObject *, SpokenQuantity> table;
    return table;
}

QString &lastText()
{
    static QString text;
    return text;
}

// A slider read as its quantity: the value interface reports the number the
// lab shows, in the unit its name says, over the quantity's own range.
class QuantitySliderAccessible : public QAccessibleWidget, public QAccessibleValueInterface {
public:
    explicit QuantitySliderAccessible(QSlider *slider) : QAccessibleWidget(slider, QAccessible::Slider) {}

    void *interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::ValueInterface)
            return static_cast<QAccessibleValueInterface *>(this);
        return QAccessibleWidget::interface_cast(type);
    }

    [[nodiscard]] QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Value) {
            const SpokenQuantity *q = quantity();
            return q && q->text ? q->text() : QString();
        }
        return QAccessibleWidget::text(t);
    }

    // No labelled-by relation: Orca reads a slider's label in place of its
    // name, and the label above the track has no unit ("CPU clock"), the
    // name has ("CPU clock, in GHz"). A mnemonic on the label still works.
    [[nodiscard]] QList<QPair<QAccessibleInterface *, QAccessible::Relation>>
    relations(QAccessible::Relation match) const override
    {
        auto all = QAccessibleWidget::relations(match);
        all.removeIf([](const auto &r) { return r.second & QAccessible::Label; });
        return all;
    }

    [[nodiscard]] QVariant currentValue() const override
    {
        const SpokenQuantity *q = quantity();
        return q && q->value ? QVariant(q->value()) : QVariant();
    }
    void setCurrentValue(const QVariant &value) override
    {
        const SpokenQuantity *q = quantity();
        if (q && q->setValue && slider()->isEnabled())
            q->setValue(value.toDouble());
    }
    [[nodiscard]] QVariant maximumValue() const override
    {
        const SpokenQuantity *q = quantity();
        return q ? QVariant(q->maximum) : QVariant();
    }
    [[nodiscard]] QVariant minimumValue() const override
    {
        const SpokenQuantity *q = quantity();
        return q ? QVariant(q->minimum) : QVariant();
    }
    [[nodiscard]] QVariant minimumStepSize() const override
    {
        const SpokenQuantity *q = quantity();
        return q ? QVariant(q->increment) : QVariant();
    }

private:
    [[nodiscard]] QSlider *slider() const { return static_cast<QSlider *>(widget()); }
    [[nodiscard]] const SpokenQuantity *quantity() const
    {
        const auto it = quantities().constFind(object());
        return it == quantities().constEnd() ? nullptr : &it.value();
    }
};

QString number(double v)
{
    return QLocale().toString(v, 'g', 4);
}

QString axisTitle(const QChart *chart, Qt::Orientation o, QAbstractSeries *series)
{
    const auto axes = chart->axes(o, series);
    return axes.isEmpty() ? QString() : axes.first()->titleText().remove(QRegularExpression(QStringLiteral("<[^>]*>")));
}

// One series of a chart, read as a list item: its name, and its points in
// words ("n 256: 1.2; n 512: 9.8; …") as the description.
class SeriesAccessible : public QAccessibleInterface {
public:
    SeriesAccessible(QAccessibleInterface *chart, QAbstractSeries *series) : m_chart(chart), m_series(series) {}
    [[nodiscard]] bool isValid() const override { return m_series && m_chart->isValid(); }
    [[nodiscard]] QObject *object() const override { return m_series; }
    [[nodiscard]] QAccessibleInterface *parent() const override { return m_chart; }
    [[nodiscard]] QAccessibleInterface *child(int) const override { return nullptr; }
    [[nodiscard]] int childCount() const override { return 0; }
    [[nodiscard]] int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    [[nodiscard]] QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    [[nodiscard]] QAccessible::Role role() const override { return QAccessible::ListItem; }
    [[nodiscard]] QAccessible::State state() const override { return {}; }
    [[nodiscard]] QRect rect() const override { return m_chart->rect(); }
    void setText(QAccessible::Text, const QString &) override {}
    [[nodiscard]] QString text(QAccessible::Text t) const override
    {
        if (!m_series)
            return {};
        if (t == QAccessible::Name)
            return m_series->name().isEmpty() ? QCoreApplication::translate("Accessibility", "Series")
                                              : m_series->name();
        if (t == QAccessible::Description)
            return points();
        return {};
    }

private:
    [[nodiscard]] QString points() const
    {
        constexpr int kMostPoints = 40; // a screen reader's sentence, not a file
        QStringList said;
        const QChart *chart = m_series->chart();
        if (auto *xy = qobject_cast<QXYSeries *>(m_series.data())) {
            const QList<QPointF> pts = xy->points();
            for (int i = 0; i < pts.size() && i < kMostPoints; ++i)
                said << QStringLiteral("%1: %2").arg(number(pts[i].x()), number(pts[i].y()));
            if (pts.size() > kMostPoints)
                said << QCoreApplication::translate("Accessibility", "%n more points", nullptr,
                                                    int(pts.size() - kMostPoints));
        } else if (auto *bars = qobject_cast<QAbstractBarSeries *>(m_series.data())) {
            QStringList categories;
            if (chart)
                for (QAbstractAxis *a : chart->axes(Qt::Horizontal, bars) + chart->axes(Qt::Vertical, bars))
                    if (auto *c = qobject_cast<QBarCategoryAxis *>(a))
                        categories = c->categories();
            for (const QBarSet *set : bars->barSets()) {
                QStringList values;
                for (int i = 0; i < set->count(); ++i)
                    values << QStringLiteral("%1 %2").arg(categories.value(i), number(set->at(i))).trimmed();
                said << QStringLiteral("%1: %2").arg(set->label(), values.join(QStringLiteral(", ")));
            }
        }
        if (said.isEmpty())
            return QCoreApplication::translate("Accessibility", "No points.");
        // The axes once, then "x: y" for each point.
        const QString x = chart ? axisTitle(chart, Qt::Horizontal, m_series) : QString();
        const QString y = chart ? axisTitle(chart, Qt::Vertical, m_series) : QString();
        const QString axes = x.isEmpty() || y.isEmpty()
                                 ? QString()
                                 : QCoreApplication::translate("Accessibility", "%1 against %2. ").arg(y, x);
        return axes + said.join(QStringLiteral("; "));
    }

    QAccessibleInterface *m_chart;
    QPointer<QAbstractSeries> m_series;
};

// A chart or a drawn view: a node with a chart role, its name and its
// description (the view keeps them up to date); a Qt Charts view has one
// child per series, its points in words, instead of the scene's items and
// the scroll bars.
class ChartAccessible : public QAccessibleWidget {
public:
    explicit ChartAccessible(QWidget *view) : QAccessibleWidget(view, QAccessible::Chart) {}
    ~ChartAccessible() override
    {
        for (const QAccessible::Id id : std::as_const(m_children))
            if (QAccessible::accessibleInterface(id))
                QAccessible::deleteAccessibleInterface(id);
    }
    ChartAccessible(const ChartAccessible &) = delete;
    ChartAccessible &operator=(const ChartAccessible &) = delete;

    [[nodiscard]] int childCount() const override { return int(series().size()); }
    [[nodiscard]] QAccessibleInterface *child(int index) const override
    {
        const QList<QAbstractSeries *> all = series();
        if (index < 0 || index >= all.size())
            return nullptr;
        // Kept by id: Qt drops a series' interface when the series goes.
        QAccessibleInterface *iface = QAccessible::accessibleInterface(m_children.value(all[index]));
        if (!iface) {
            iface = new SeriesAccessible(const_cast<ChartAccessible *>(this), all[index]);
            m_children.insert(all[index], QAccessible::registerAccessibleInterface(iface));
        }
        return iface;
    }
    [[nodiscard]] int indexOfChild(const QAccessibleInterface *child) const override
    {
        return child ? int(series().indexOf(qobject_cast<QAbstractSeries *>(child->object()))) : -1;
    }
    [[nodiscard]] QAccessibleInterface *childAt(int, int) const override { return nullptr; }

private:
    [[nodiscard]] QList<QAbstractSeries *> series() const
    {
        auto *view = qobject_cast<QChartView *>(widget());
        return view && view->chart() ? view->chart()->series() : QList<QAbstractSeries *>{};
    }
    mutable QHash<const QAbstractSeries *, QAccessible::Id> m_children;
};

// Qt's own interface for an object, with what Qt 6.4 leaves out:
// - the name the widget was given: Qt names a tab bar after its current tab
//   ("Race (simulated)"), not after what the tabs are ("Pages of the
//   throughput lab");
// - a combo box's current item as its text: Orca 43 reads a combo box's
//   value from its selection or its text, and Qt 6.4's combo box has
//   neither, so Orca said "Weights combo box" and never "fp16 (2 B)".
// Everything else is Qt's.
class NamedAccessible : public QAccessibleInterface, public QAccessibleTextInterface {
public:
    explicit NamedAccessible(QAccessibleInterface *inner) : m_inner(inner)
    {
        // A new item chosen with the arrows, the combo box closed: the text
        // changes (braille follows it), and the item is spoken, since Orca 43
        // says only "Optimizer combo box" again on a value change.
        if (QComboBox *c = combo()) {
            m_shown = c->currentText();
            m_watch = QObject::connect(c, &QComboBox::currentTextChanged, c, [this, c](const QString &now) {
                QAccessibleTextUpdateEvent event(c, 0, m_shown, now);
                m_shown = now;
                QAccessible::updateAccessibility(&event);
                if (c->hasFocus() && !c->view()->isVisible())
                    announce(c, now);
            });
        }
    }
    ~NamedAccessible() override
    {
        QObject::disconnect(m_watch);
        if (const QAccessible::Id id = QAccessible::uniqueId(m_inner); id && QAccessible::accessibleInterface(id))
            QAccessible::deleteAccessibleInterface(id);
    }
    NamedAccessible(const NamedAccessible &) = delete;
    NamedAccessible &operator=(const NamedAccessible &) = delete;

    [[nodiscard]] bool isValid() const override { return m_inner->isValid(); }
    [[nodiscard]] QObject *object() const override { return m_inner->object(); }
    [[nodiscard]] QWindow *window() const override { return m_inner->window(); }
    [[nodiscard]] QList<QPair<QAccessibleInterface *, QAccessible::Relation>>
    relations(QAccessible::Relation match) const override
    {
        return m_inner->relations(match);
    }
    [[nodiscard]] QAccessibleInterface *focusChild() const override { return m_inner->focusChild(); }
    [[nodiscard]] QAccessibleInterface *childAt(int x, int y) const override { return m_inner->childAt(x, y); }
    [[nodiscard]] QAccessibleInterface *parent() const override { return m_inner->parent(); }
    [[nodiscard]] QAccessibleInterface *child(int index) const override { return m_inner->child(index); }
    [[nodiscard]] int childCount() const override { return m_inner->childCount(); }
    [[nodiscard]] int indexOfChild(const QAccessibleInterface *c) const override
    {
        // Qt's tab bar answers only for tabs whose parent is itself, and their parent is now this.
        const int inner = m_inner->indexOfChild(c);
        if (inner >= 0)
            return inner;
        for (int i = 0; i < m_inner->childCount(); ++i)
            if (m_inner->child(i) == c)
                return i;
        return -1;
    }
    [[nodiscard]] QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            if (auto *w = qobject_cast<QWidget *>(object()); w && !w->accessibleName().isEmpty())
                return w->accessibleName();
        return m_inner->text(t);
    }
    void setText(QAccessible::Text t, const QString &text) override { m_inner->setText(t, text); }
    [[nodiscard]] QRect rect() const override { return m_inner->rect(); }
    [[nodiscard]] QAccessible::Role role() const override { return m_inner->role(); }
    [[nodiscard]] QAccessible::State state() const override { return m_inner->state(); }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TextInterface && combo())
            return static_cast<QAccessibleTextInterface *>(this);
        return m_inner->interface_cast(type);
    }

    // The text interface: a combo box's current item, read-only.
    void selection(int, int *startOffset, int *endOffset) const override { *startOffset = *endOffset = 0; }
    [[nodiscard]] int selectionCount() const override { return 0; }
    void addSelection(int, int) override {}
    void removeSelection(int) override {}
    void setSelection(int, int, int) override {}
    [[nodiscard]] int cursorPosition() const override { return 0; }
    void setCursorPosition(int) override {}
    [[nodiscard]] QString text(int startOffset, int endOffset) const override
    {
        return shown().mid(startOffset, endOffset < 0 ? -1 : endOffset - startOffset);
    }
    [[nodiscard]] int characterCount() const override { return int(shown().size()); }
    [[nodiscard]] QRect characterRect(int) const override { return {}; }
    [[nodiscard]] int offsetAtPoint(const QPoint &) const override { return -1; }
    void scrollToSubstring(int, int) override {}
    [[nodiscard]] QString attributes(int, int *startOffset, int *endOffset) const override
    {
        *startOffset = *endOffset = 0;
        return {};
    }

private:
    [[nodiscard]] QComboBox *combo() const { return qobject_cast<QComboBox *>(m_inner->object()); }
    [[nodiscard]] QString shown() const { return combo() ? combo()->currentText() : QString(); }

    QAccessibleInterface *m_inner;
    QString m_shown; // a combo box's item, as last said
    QMetaObject::Connection m_watch;
};

bool g_makingInner = false; // the factory is asking Qt for its own interface

QAccessibleInterface *factory(const QString &key, QObject *object)
{
    if (g_makingInner)
        return nullptr;
    const auto *bar = qobject_cast<QTabBar *>(object);
    const auto *combo = qobject_cast<QComboBox *>(object);
    if ((bar && key == u"QTabBar" && !bar->accessibleName().isEmpty()) ||
        (combo && key == u"QComboBox" && !combo->isEditable())) {
        g_makingInner = true;
        QAccessibleInterface *inner = QAccessible::queryAccessibleInterface(object); // Qt's, kept in its cache
        g_makingInner = false;
        return inner ? new NamedAccessible(inner) : nullptr;
    }
    auto *widget = qobject_cast<QWidget *>(object);
    if (!widget)
        return nullptr;
    if (widget->property(kChartProperty).toBool())
        return new ChartAccessible(widget);
    if (auto *slider = qobject_cast<QSlider *>(widget); slider && quantities().contains(slider))
        return new QuantitySliderAccessible(slider);
    if (const QVariant role = widget->property(kRoleProperty); role.isValid())
        return new QAccessibleWidget(widget, QAccessible::Role(role.toInt()));
    return nullptr;
}

// An interface made before the widget was marked (an event sent while an
// assistive tool listened) is dropped, so the next question makes ours.
void forgetInterface(QWidget *widget)
{
    if (!QAccessible::isActive())
        return;
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    if (iface && !dynamic_cast<QuantitySliderAccessible *>(iface) && !dynamic_cast<ChartAccessible *>(iface) &&
        !dynamic_cast<NamedAccessible *>(iface))
        QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(iface));
}

// Disables a control that only looked disabled once the keyboard leaves it.
class FocusKeeper : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::FocusOut) {
            auto *w = qobject_cast<QWidget *>(watched);
            if (w && w->property(kDimmedPalette).isValid()) {
                const QPalette saved = w->property(kDimmedPalette).value<QPalette>();
                w->setProperty(kDimmedPalette, QVariant());
                w->setPalette(saved);
                w->setEnabled(false);
            }
            if (w)
                w->removeEventFilter(this);
        }
        return false;
    }
};

FocusKeeper *focusKeeper()
{
    static QPointer<FocusKeeper> k;
    if (!k)
        k = new FocusKeeper(qApp);
    return k;
}

// Repaints a chart when it gains or loses the keyboard: its focus ring
// (a chart view paints on its viewport).
class RingRepaint : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut) {
            if (auto *area = qobject_cast<QAbstractScrollArea *>(watched))
                area->viewport()->update();
            else if (auto *w = qobject_cast<QWidget *>(watched))
                w->update();
        }
        return false;
    }
};

RingRepaint *ringRepaint()
{
    static QPointer<RingRepaint> r;
    if (!r)
        r = new RingRepaint(qApp);
    return r;
}

// Claims a key for the focused control before a shortcut takes it.
class ControlKeys : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::ShortcutOverride)
            return false;
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() != Qt::NoModifier)
            return false;
        const bool button = qobject_cast<QAbstractButton *>(watched) && key->key() == Qt::Key_Space;
        const bool slider =
            qobject_cast<QAbstractSlider *>(watched) && (key->key() == Qt::Key_Home || key->key() == Qt::Key_End);
        if (button || slider)
            event->accept(); // delivered to the control as a key press
        return false;
    }
};

} // namespace

void installAccessibility()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    // Installed after QApplication's own widget factory, so asked first.
    QAccessible::installFactory(factory);
}

void speakAsQuantity(QSlider *slider, SpokenQuantity quantity)
{
    const bool fresh = !quantities().contains(slider);
    quantities()[slider] = std::move(quantity);
    if (fresh) {
        QObject::connect(slider, &QObject::destroyed, [slider] { quantities().remove(slider); });
        forgetInterface(slider);
    }
}

void markAsChart(QWidget *view)
{
    if (isMarkedAsChart(view))
        return;
    view->setProperty(kChartProperty, true);
    view->setFocusPolicy(Qt::StrongFocus);
    view->installEventFilter(ringRepaint());
    forgetInterface(view);
}

void nameTabBar(QTabBar *bar, const QString &name)
{
    const bool fresh = bar->accessibleName().isEmpty();
    bar->setAccessibleName(name);
    if (fresh)
        forgetInterface(bar);
}

void setAccessibleRole(QWidget *widget, QAccessible::Role role)
{
    widget->setProperty(kRoleProperty, int(role));
    forgetInterface(widget);
}

bool isMarkedAsChart(const QWidget *view)
{
    return view->property(kChartProperty).toBool();
}

void announce(QWidget *origin, const QString &text)
{
    if (!origin || text.isEmpty())
        return;
    lastText() = text;
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    QWidget *target = QApplication::focusWidget();
    if (!target || target->window() != origin->window())
        target = origin;
    QAccessibleAnnouncementEvent event(target, text);
    QAccessible::updateAccessibility(&event);
#else
    // Qt 6.4's AT-SPI bridge sends a name or description change with the
    // object where the text belongs, and Orca 43 fails on it (checked in its
    // debug log). What it does speak is a notification coming into view:
    // "Notification. <text>". The notice is a 1×1 transparent child of the
    // window, shown for the moment it is read.
    QWidget *window = origin->window();
    auto *notice = window->findChild<QWidget *>(QString::fromLatin1(kNoticeName), Qt::FindDirectChildrenOnly);
    if (!notice) {
        notice = new QWidget(window);
        notice->setObjectName(QString::fromLatin1(kNoticeName));
        notice->setAttribute(Qt::WA_TransparentForMouseEvents);
        notice->setFocusPolicy(Qt::NoFocus);
        notice->setGeometry(0, 0, 1, 1);
        setAccessibleRole(notice, QAccessible::Notification);
        auto *hide = new QTimer(notice);
        hide->setObjectName(QStringLiteral("hideNotice"));
        hide->setSingleShot(true);
        hide->setInterval(kNoticeMs);
        QObject::connect(hide, &QTimer::timeout, notice, &QWidget::hide);
    }
    notice->hide(); // a new one comes into view again
    notice->setAccessibleName(text);
    notice->show();
    notice->raise();
    notice->findChild<QTimer *>(QStringLiteral("hideNotice"))->start();
#endif
}

void setAvailable(QWidget *control, bool available)
{
    if (available) {
        if (control->property(kDimmedPalette).isValid()) {
            const QPalette saved = control->property(kDimmedPalette).value<QPalette>();
            control->setProperty(kDimmedPalette, QVariant());
            control->setPalette(saved);
        }
        control->setEnabled(true);
        return;
    }
    if (!isAvailable(control))
        return;
    if (!control->hasFocus()) {
        control->setEnabled(false);
        return;
    }
    control->setProperty(kDimmedPalette, QVariant::fromValue(control->palette()));
    QPalette look = control->palette();
    for (const auto role : {QPalette::ButtonText, QPalette::Button, QPalette::WindowText, QPalette::Text})
        for (const auto group : {QPalette::Active, QPalette::Inactive})
            look.setColor(group, role, look.color(QPalette::Disabled, role));
    control->setPalette(look);
    control->installEventFilter(focusKeeper());
}

bool isAvailable(const QWidget *control)
{
    return control->isEnabled() && !control->property(kDimmedPalette).isValid();
}

void announceSoon(QWidget *origin, std::function<QString()> text)
{
    constexpr int kRestMs = 700;
    static const QString name = QStringLiteral("gpulab_announcer");
    auto *timer = origin->findChild<QTimer *>(name, Qt::FindDirectChildrenOnly);
    if (!timer) {
        timer = new QTimer(origin);
        timer->setObjectName(name);
        timer->setSingleShot(true);
    }
    QObject::disconnect(timer, &QTimer::timeout, nullptr, nullptr);
    QObject::connect(timer, &QTimer::timeout, origin, [origin, text = std::move(text)] { announce(origin, text()); });
    timer->start(kRestMs);
}

void keepControlKeys(QWidget *scope)
{
    auto *keys = new ControlKeys(scope);
    for (QWidget *w : scope->findChildren<QWidget *>())
        if (qobject_cast<QAbstractButton *>(w) || qobject_cast<QAbstractSlider *>(w))
            w->installEventFilter(keys);
}

QString lastAnnouncement()
{
    return lastText();
}

} // namespace gpulab::labs
