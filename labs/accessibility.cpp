#include "labs/accessibility.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAccessible>
#include <QAccessibleValueInterface>
#include <QAccessibleWidget>
#include <QApplication>
#include <QEvent>
#include <QHash>
#include <QKeyEvent>
#include <QPalette>
#include <QPointer>
#include <QSlider>
#include <QTimer>
#include <QVariant>
#include <QWidget>

#include <cmath>
#include <utility>

namespace gpulab::labs {
namespace {

constexpr char kChartProperty[] = "gpulab_chart";
constexpr char kPlainDescription[] = "gpulab_plainDescription";
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

// A chart or a drawn view: one node with a chart role, its name and its
// description; the scene's items and the scroll bars are not in the tree.
class ChartAccessible : public QAccessibleWidget {
public:
    explicit ChartAccessible(QWidget *view) : QAccessibleWidget(view, QAccessible::Chart) {}
    [[nodiscard]] int childCount() const override { return 0; }
    [[nodiscard]] QAccessibleInterface *child(int) const override { return nullptr; }
    [[nodiscard]] int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    [[nodiscard]] QAccessibleInterface *childAt(int, int) const override { return nullptr; }
};

QAccessibleInterface *factory(const QString &, QObject *object)
{
    auto *widget = qobject_cast<QWidget *>(object);
    if (!widget)
        return nullptr;
    if (widget->property(kChartProperty).toBool())
        return new ChartAccessible(widget);
    if (auto *slider = qobject_cast<QSlider *>(widget); slider && quantities().contains(slider))
        return new QuantitySliderAccessible(slider);
    return nullptr;
}

// An interface made before the widget was marked (an event sent while an
// assistive tool listened) is dropped, so the next question makes ours.
void forgetInterface(QWidget *widget)
{
    if (!QAccessible::isActive())
        return;
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    if (iface && !dynamic_cast<QuantitySliderAccessible *>(iface) && !dynamic_cast<ChartAccessible *>(iface))
        QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(iface));
}

// Gives a control its own description back when it loses the focus: a result
// spoken through it is its description only while it has the keyboard.
class DescriptionRestorer : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::FocusOut) {
            if (auto *w = qobject_cast<QWidget *>(watched); w && w->property(kPlainDescription).isValid()) {
                const QString plain = w->property(kPlainDescription).toString();
                w->setProperty(kPlainDescription, QVariant());
                w->setAccessibleDescription(plain);
                w->removeEventFilter(this);
            }
        }
        return false;
    }
};

DescriptionRestorer *restorer()
{
    static QPointer<DescriptionRestorer> r;
    if (!r)
        r = new DescriptionRestorer(qApp);
    return r;
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
    quantities().insert(slider, std::move(quantity));
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
    forgetInterface(view);
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
    QWidget *target = QApplication::focusWidget();
    if (!target || target->window() != origin->window())
        target = origin;
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    QAccessibleAnnouncementEvent event(target, text);
    QAccessible::updateAccessibility(&event);
#else
    // Orca speaks a new description of the object that has the focus.
    if (!target->property(kPlainDescription).isValid()) {
        target->setProperty(kPlainDescription, target->accessibleDescription());
        target->installEventFilter(restorer());
    }
    if (target->accessibleDescription() == text)
        target->setAccessibleDescription(QString()); // the same result again is spoken again
    target->setAccessibleDescription(text);
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
