#include "core/kerneltext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpulab::core {
namespace {

struct TrKernelText {
    Q_DECLARE_TR_FUNCTIONS(KernelText)
};

// The loop names of kernels/cpu/cpupeak.cpp and the naive backend, as they are there.
const char *const kNames[] = {
    QT_TRANSLATE_NOOP("KernelText", "AVX-512 FMA loop"),
    QT_TRANSLATE_NOOP("KernelText", "AVX2 FMA loop"),
    QT_TRANSLATE_NOOP("KernelText", "scalar loop"),
    QT_TRANSLATE_NOOP("KernelText", "AVX512-BF16 vdpbf16ps loop"),
};

QString name(const QString &english)
{
    for (const char *n : kNames)
        if (english == QLatin1String(n))
            return TrKernelText::tr(n);
    return english;
}

} // namespace

QString kernelText(const QString &english)
{
    // onednnbackend.cpp: "measured: " + method + ", " + "N thread(s)"
    static const QRegularExpression measured(QStringLiteral("^measured: (.+), (\\d+) threads?$"));
    // cpubandwidth.cpp: "STREAM triad a = b + s*c, 3 arrays x M MiB, N thread(s)"
    static const QRegularExpression triad(
        QStringLiteral("^STREAM triad a = b \\+ s\\*c, 3 arrays x (\\d+) MiB, (\\d+) threads?$"));
    // English keeps the kernel's "1 thread" / "N threads"; the plural is a numerus form.
    if (const auto m = measured.match(english); m.hasMatch()) {
        const int threads = m.captured(2).toInt();
        return (threads == 1 ? TrKernelText::tr("measured: %1, 1 thread")
                             : TrKernelText::tr("measured: %1, %n threads", nullptr, threads))
            .arg(name(m.captured(1)));
    }
    if (const auto m = triad.match(english); m.hasMatch()) {
        const int threads = m.captured(2).toInt();
        return (threads == 1
                    ? TrKernelText::tr("STREAM triad a = b + s*c, 3 arrays x %1 MiB, 1 thread")
                    : TrKernelText::tr("STREAM triad a = b + s*c, 3 arrays x %1 MiB, %n threads", nullptr, threads))
            .arg(m.captured(1));
    }
    return name(english);
}

} // namespace gpulab::core
