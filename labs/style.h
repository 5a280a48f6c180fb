#pragma once

// Shared look of the panels: large type for projectors, and colours that
// keep their meaning (green measured/ok, amber simulated/warning, red wrong).
// One include for a panel that needs several of its parts:
//   stylepalette.h  the inks by meaning, the light, dark and projector tables
//   styletext.h     text scale, projector mode, tone boxes and tone text
//   stylechart.h    charts' fonts, colours, lines and log axes
//   styleshrink.h   narrowing a panel without cutting anything

#include "labs/stylechart.h"
#include "labs/stylepalette.h"
#include "labs/styleshrink.h"
#include "labs/styletext.h"
