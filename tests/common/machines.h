#pragma once

// Other machines, for the suites that look at what the panels show: the
// probe reports one of these instead of the CPU the suite runs on
// (core::standInCpuForTests), so a check that passes here also passes on a
// long Intel name, an ARM board, 1 or 64 cores, 2 GB of RAM or no AVX-512 —
// the machines nobody built on. What runs is unchanged: oneDNN still
// multiplies on the real CPU.
//
// addMachineRows() makes one row per lab and machine ("device@intel-long"),
// the real machine first ("device@this"; under the sanitizers two stand-ins,
// not eight); StandIn puts a row's machine in
// place for the test and takes it away again.

#include "core/deviceprobe.h"
#include "labs/labregistry.h"

#include <QList>
#include <QString>
#include <QTest>

#include <optional>

namespace gpulab::testing {

struct Machine {
    const char *key; // the row's suffix
    core::CpuReport cpu;
};

inline core::CpuReport cpu(const char *model, int cores, const char *simd, double peakGflops, const char *isa,
                           double ramGb, double availableGb)
{
    core::CpuReport c;
    c.model = QString::fromUtf8(model);
    c.modelKnown = !c.model.isEmpty();
    if (!c.modelKnown)
        c.model = QStringLiteral("unknown CPU"); // what the probe words, in English here
    c.cores = cores;
    c.simd = QString::fromUtf8(simd);
    c.peakGflops = peakGflops;
    c.peakMethod = QStringLiteral("%1 FMA loop").arg(c.simd);
    c.onednnVersion = QStringLiteral("2.7.3");
    c.onednnIsa = QString::fromUtf8(isa);
    c.totalRamBytes = qint64(ramGb * 1e9);
    c.availableRamBytes = qint64(availableGb * 1e9);
    return c;
}

// The machines the suites are also run as (issue 23): names as /proc/cpuinfo
// writes them, with "(R)", "(TM)" and "CPU @ 2.10GHz"; an ARM board whose
// SIMD the app does not know; a CPU that names no model at all.
inline const QList<Machine> &otherMachines()
{
    static const QList<Machine> machines{
        {"intel-long",
         cpu("Intel(R) Xeon(R) Gold 6230R CPU @ 2.10GHz", 52, "AVX-512", 3494.4, "avx512_core_vnni", 384, 350)},
        {"amd", cpu("AMD Ryzen 7 5800X 8-Core Processor", 16, "AVX2+FMA", 1164.8, "avx2", 32, 27.5)},
        {"arm", cpu("Raspberry Pi 4 Model B Rev 1.4", 4, "scalar", 12.0, "all", 4, 3.1)},
        {"unnamed", cpu("", 8, "scalar", 30.0, "all", 16, 12)},
        {"one-core", cpu("Intel(R) Celeron(R) CPU N3050 @ 1.60GHz", 1, "SSE2", 6.4, "sse41", 4, 2.2)},
        {"64-cores", cpu("AMD EPYC 9554 64-Core Processor", 64, "AVX-512", 11468.8, "avx512_core_bf16", 768, 700)},
        {"2gb-ram", cpu("Intel(R) Atom(TM) x5-Z8350  CPU @ 1.44GHz", 4, "SSE2", 23.0, "sse41", 2, 0.6)},
        {"no-avx512", cpu("Intel(R) Core(TM) i5-8250U CPU @ 1.60GHz", 8, "AVX2+FMA", 409.6, "avx2", 8, 5.2)},
    };
    return machines;
}

inline std::optional<core::CpuReport> machineNamed(const QString &key)
{
    for (const Machine &m : otherMachines())
        if (key == QLatin1String(m.key))
            return m.cpu;
    return std::nullopt;
}

enum class ThisMachine { Too, Not };

// Columns "id" (the lab) and "machine" ("this" or a key above).
inline void addMachineRows(ThisMachine self = ThisMachine::Too, const QStringList &labIds = labs::labIds())
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("machine");
    QStringList keys;
    if (self == ThisMachine::Too)
        keys << QStringLiteral("this");
    for (const Machine &m : otherMachines()) {
#if defined(GPULAB_SANITIZED)
        // Under the sanitizers, two of the eight: the long name and the one
        // with no name (what differs for memory is the length of the words,
        // not which machine it is). The Release suites run all eight.
        if (qstrcmp(m.key, "intel-long") != 0 && qstrcmp(m.key, "unnamed") != 0)
            continue;
#endif
        keys << QString::fromLatin1(m.key);
    }
    for (const QString &key : keys)
        for (const QString &id : labIds)
            QTest::newRow(qPrintable(id + u'@' + key)) << id << key;
}

// The row's machine in place for as long as this lives; "this" is the real one.
class StandIn {
public:
    explicit StandIn(const QString &key) { core::standInCpuForTests(machineNamed(key)); }
    ~StandIn() { core::standInCpuForTests(std::nullopt); }
    StandIn(const StandIn &) = delete;
    StandIn &operator=(const StandIn &) = delete;
};

} // namespace gpulab::testing
