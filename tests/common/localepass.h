#pragma once

// The locale passes (tests/run-isolated under GPULAB_TEST_LOCALE, CTest label
// lc_all) exist to catch code that reads or prints numbers, words or files
// through the C library's or Qt's system locale. A test slot that checks
// something no locale can change (a race on Ctrl+C, cancelling a multiply at
// n = 6000) runs once, in the English pass, and skips itself in the others.

#include <QTest>
#include <QtGlobal>

namespace gpulab::testing {

// True in a locale pass: run-isolated was told to use another locale.
inline bool inLocalePass()
{
    return qEnvironmentVariableIsSet("GPULAB_TEST_LOCALE");
}

} // namespace gpulab::testing

// Skips the current slot in a locale pass, saying why the locale cannot matter.
#define GPULAB_SKIP_IN_LOCALE_PASS(why)                                                                                \
    do {                                                                                                               \
        if (::gpulab::testing::inLocalePass())                                                                         \
            QSKIP("the locale cannot change this (" why "); it runs in the English pass");                             \
    } while (false)
