#pragma once

// Text a panel shows exactly as the machine or a program wrote it: a CPU's
// or GPU's own model name, a driver or library version, a SIMD or kernel
// name, a path, Python's `False`. It is data, the same in every language, so
// it is never passed through tr(); the property tells the language checks
// (tst_live_language, tst_machines) that it is so on purpose.

#include <QWidget>

namespace gpulab::labs {

inline constexpr char kVerbatimProperty[] = "verbatim";

template <typename W> W *markVerbatim(W *widget)
{
    widget->setProperty(kVerbatimProperty, true);
    return widget;
}

} // namespace gpulab::labs
