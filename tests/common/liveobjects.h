#pragma once

// Every QObject alive in this process, through the hooks QtCore exports for
// debuggers and profilers (GammaRay, heaptrack): qtHookData, declared in
// Qt's private qhooks_p.h, stable since Qt 5.4. With it a test can ask "is
// there a QChart that nobody owns?" — a leak that LeakSanitizer reports —
// without a sanitizer build.

#include <QMutex>
#include <QObject>
#include <QSet>
#include <QtGlobal>

extern quintptr Q_CORE_EXPORT qtHookData[];

namespace gpulab::testing {

class LiveObjects {
public:
    LiveObjects()
    {
        s_instance = this;
        m_previousAdd = qtHookData[kAddQObject];
        m_previousRemove = qtHookData[kRemoveQObject];
        qtHookData[kAddQObject] = reinterpret_cast<quintptr>(&onAdd);
        qtHookData[kRemoveQObject] = reinterpret_cast<quintptr>(&onRemove);
    }
    ~LiveObjects()
    {
        qtHookData[kAddQObject] = m_previousAdd;
        qtHookData[kRemoveQObject] = m_previousRemove;
        s_instance = nullptr;
    }
    LiveObjects(const LiveObjects &) = delete;
    LiveObjects &operator=(const LiveObjects &) = delete;

    // Objects of type T made since construction, still alive, with no parent
    // and for which `owned` says no one else holds them either.
    template <typename T, typename Owned> int orphans(Owned owned) const
    {
        QMutexLocker lock(&m_mutex);
        int n = 0;
        for (QObject *o : m_alive)
            if (auto *t = qobject_cast<T *>(o); t && !t->parent() && !owned(t))
                ++n;
        return n;
    }

private:
    // QHooks::HookIndex of qhooks_p.h.
    static constexpr int kAddQObject = 3;
    static constexpr int kRemoveQObject = 4;
    using Callback = void (*)(QObject *);

    static void onAdd(QObject *o)
    {
        if (LiveObjects *self = s_instance) {
            QMutexLocker lock(&self->m_mutex);
            self->m_alive.insert(o);
            if (self->m_previousAdd)
                reinterpret_cast<Callback>(self->m_previousAdd)(o);
        }
    }
    static void onRemove(QObject *o)
    {
        if (LiveObjects *self = s_instance) {
            QMutexLocker lock(&self->m_mutex);
            self->m_alive.remove(o);
            if (self->m_previousRemove)
                reinterpret_cast<Callback>(self->m_previousRemove)(o);
        }
    }

    inline static LiveObjects *s_instance = nullptr;
    mutable QMutex m_mutex;
    QSet<QObject *> m_alive;
    quintptr m_previousAdd = 0;
    quintptr m_previousRemove = 0;
};

} // namespace gpulab::testing
