#pragma once

// Unit conventions used everywhere on screen:
//   GB  = 10⁹ bytes (what `total_memory / 1e9` prints; the lesson's capacity arithmetic)
//   GiB = 2³⁰ bytes = 1.0737·10⁹ bytes (what the driver and `free -h` count in, and
//         what a card's advertised "24 GB" means: 24 GiB, printed by PyTorch as 25.8)

#include <QString>

namespace gpulab::core::units {

inline constexpr double kGB = 1e9;
inline constexpr double kGiB = 1073741824.0;

// 2n³: one multiply and one add per term of every dot product.
inline double matmulFlops(int n)
{
    const double dn = n;
    return 2.0 * dn * dn * dn;
}

// Bytes of the three fp32 n×n matrices A, B and C.
inline double matmulBytes(int n)
{
    const double dn = n;
    return 3.0 * dn * dn * 4.0;
}

// A number as the user's locale writes it (QLocale(): "1.5" in English,
// "1,5" in German), with a fixed count of decimals. Every helper below uses it.
QString number(double v, int decimals);

QString gb(double bytes, int decimals = 1);  // "25.8 GB"
QString gib(double bytes, int decimals = 1); // "24.0 GiB"
QString gbAndGib(double bytes);              // "25.8 GB (24.0 GiB)"
QString bytes(double bytes);                 // "16.0 MB", "1.20 GB": decimal units, sized to fit
QString seconds(double s);                   // "1.23 s", "4.56 ms", "7.8 µs"
QString gflops(double g);                    // "205.3 GFLOP/s" or "1.25 TFLOP/s"

} // namespace gpulab::core::units
