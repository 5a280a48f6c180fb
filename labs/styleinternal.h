#pragma once

// What the style files share and no panel needs: the inks of a tone, and the
// switch behind projector mode (stylepalette.cpp keeps the flag, setProjector()
// in styletext.cpp sets it and restyles).

#include "labs/stylepalette.h"

#include <QPalette>

namespace gpulab::labs::style::detail {

struct ToneInks {
    Ink fill;
    Ink border;
    Ink text;
};
[[nodiscard]] ToneInks toneInks(Tone tone);

void setProjectorFlag(bool on);
// The application palette projector mode sets: white, black, strong blue.
[[nodiscard]] QPalette projectorQtPalette();

} // namespace gpulab::labs::style::detail
