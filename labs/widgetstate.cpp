#include "labs/widgetstate.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QListWidget>
#include <QLocale>
#include <QSpinBox>
#include <QTabWidget>
#include <QWidget>

#include <cmath>

namespace gpulab::labs {

namespace {

struct TrWidgetState {
    Q_DECLARE_TR_FUNCTIONS(LabState)
};

bool isKnownKind(const QWidget *w)
{
    return qobject_cast<const QComboBox *>(w) || qobject_cast<const QTabWidget *>(w) ||
           qobject_cast<const QAbstractSlider *>(w) || qobject_cast<const QSpinBox *>(w) ||
           qobject_cast<const QDoubleSpinBox *>(w) || qobject_cast<const QAbstractButton *>(w) ||
           qobject_cast<const QListWidget *>(w);
}

// The named control; a composite one (a labelled slider) stands for the one
// slider inside it.
QWidget *find(const QWidget *root, const QString &name)
{
    QWidget *w = root->findChild<QWidget *>(name);
    if (w && !isKnownKind(w)) {
        const auto inner = w->findChildren<QAbstractSlider *>();
        return inner.size() == 1 ? inner.first() : nullptr;
    }
    return w;
}

bool isWhole(const QJsonValue &v)
{
    return v.isDouble() && std::isfinite(v.toDouble()) && v.toDouble() == std::floor(v.toDouble()) &&
           std::abs(v.toDouble()) < 1e9;
}

QString outOfRange(const QString &name, double lo, double hi)
{
    const QLocale loc;
    return TrWidgetState::tr("its \"%1\" is outside %2 to %3").arg(name, loc.toString(lo), loc.toString(hi));
}

// Why `v` cannot go into `w`, or an empty string when it can.
QString check(QWidget *w, const QString &name, const QJsonValue &v)
{
    if (auto *l = qobject_cast<QListWidget *>(w)) {
        if (!isWhole(v))
            return TrWidgetState::tr("its \"%1\" should be a whole number (a row)").arg(name);
        if (v.toInt() < 0 || v.toInt() >= l->count())
            return outOfRange(name, 0, l->count() - 1);
    } else if (auto *c = qobject_cast<QComboBox *>(w)) {
        if (!isWhole(v))
            return TrWidgetState::tr("its \"%1\" should be a whole number (a choice)").arg(name);
        if (v.toInt() < 0 || v.toInt() >= c->count())
            return outOfRange(name, 0, c->count() - 1);
    } else if (auto *t = qobject_cast<QTabWidget *>(w)) {
        if (!isWhole(v))
            return TrWidgetState::tr("its \"%1\" should be a whole number (a page)").arg(name);
        if (v.toInt() < 0 || v.toInt() >= t->count())
            return outOfRange(name, 0, t->count() - 1);
    } else if (auto *s = qobject_cast<QAbstractSlider *>(w)) {
        if (!isWhole(v))
            return TrWidgetState::tr("its \"%1\" should be a whole number").arg(name);
        if (v.toInt() < s->minimum() || v.toInt() > s->maximum())
            return outOfRange(name, s->minimum(), s->maximum());
    } else if (auto *sp = qobject_cast<QSpinBox *>(w)) {
        if (!isWhole(v))
            return TrWidgetState::tr("its \"%1\" should be a whole number").arg(name);
        if (v.toInt() < sp->minimum() || v.toInt() > sp->maximum())
            return outOfRange(name, sp->minimum(), sp->maximum());
    } else if (auto *d = qobject_cast<QDoubleSpinBox *>(w)) {
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            return TrWidgetState::tr("its \"%1\" should be a number").arg(name);
        if (v.toDouble() < d->minimum() || v.toDouble() > d->maximum())
            return outOfRange(name, d->minimum(), d->maximum());
    } else if (qobject_cast<QAbstractButton *>(w)) {
        if (!v.isBool())
            return TrWidgetState::tr("its \"%1\" should be true or false").arg(name);
    }
    return {};
}

QJsonValue read(const QWidget *w)
{
    if (auto *l = qobject_cast<const QListWidget *>(w))
        return l->currentRow() >= 0 ? QJsonValue(l->currentRow()) : QJsonValue();
    if (auto *c = qobject_cast<const QComboBox *>(w))
        return c->currentIndex();
    if (auto *t = qobject_cast<const QTabWidget *>(w))
        return t->currentIndex();
    if (auto *s = qobject_cast<const QAbstractSlider *>(w))
        return s->value();
    if (auto *sp = qobject_cast<const QSpinBox *>(w))
        return sp->value();
    if (auto *d = qobject_cast<const QDoubleSpinBox *>(w))
        return d->value();
    if (auto *b = qobject_cast<const QAbstractButton *>(w))
        return b->isChecked();
    return {};
}

void write(QWidget *w, const QJsonValue &v)
{
    if (auto *l = qobject_cast<QListWidget *>(w))
        l->setCurrentRow(v.toInt());
    else if (auto *c = qobject_cast<QComboBox *>(w))
        c->setCurrentIndex(v.toInt());
    else if (auto *t = qobject_cast<QTabWidget *>(w))
        t->setCurrentIndex(v.toInt());
    else if (auto *s = qobject_cast<QAbstractSlider *>(w))
        s->setValue(v.toInt());
    else if (auto *sp = qobject_cast<QSpinBox *>(w))
        sp->setValue(v.toInt());
    else if (auto *d = qobject_cast<QDoubleSpinBox *>(w))
        d->setValue(v.toDouble());
    else if (auto *b = qobject_cast<QAbstractButton *>(w); b && b->isChecked() != v.toBool()) {
        if (b->isEnabled())
            b->click(); // as a person would: clicked() and toggled() both fire
        else
            b->setChecked(v.toBool());
    }
}

} // namespace

QJsonObject saveWidgetState(const QWidget *root, const QStringList &names)
{
    QJsonObject out;
    for (const QString &name : names) {
        const QWidget *w = find(root, name);
        if (!w)
            continue;
        const QJsonValue v = read(w);
        if (!v.isUndefined() && !v.isNull())
            out.insert(name, v);
    }
    return out;
}

QString restoreWidgetState(QWidget *root, const QStringList &names, const QJsonObject &state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        QWidget *w = names.contains(it.key()) ? find(root, it.key()) : nullptr;
        if (!w)
            return TrWidgetState::tr("it has a setting \"%1\" that this lab does not have").arg(it.key());
        if (QString why = check(w, it.key(), it.value()); !why.isEmpty())
            return why;
    }
    for (const QString &name : names) {
        if (state.contains(name))
            write(find(root, name), state.value(name));
    }
    return {};
}

} // namespace gpulab::labs
