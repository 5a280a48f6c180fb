#pragma once

// A mouse wheel turned over a page scrolls the page. Over a slider, spin box
// or combo box that does not have the keyboard focus it used to change the
// value instead: a lecturer scrolling down the race lab set the GPU rate to
// 47.96 TFLOP/s without noticing. With the guard such a control changes only
// once it has the focus (a click or Tab on it); until then the wheel goes on
// to the page around it. Scroll bars keep their wheel.

class QWidget;

namespace gpulab::labs {

// The controls the guard looks after: sliders (not scroll bars), spin boxes and combo boxes.
[[nodiscard]] bool isWheelGuarded(const QWidget *w);

// Installs the guard on the application (once; installFocusStyle() calls it).
void installWheelGuard();

} // namespace gpulab::labs
