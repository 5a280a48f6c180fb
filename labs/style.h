#pragma once

// Shared look of the panels: large type for projectors, and colours that
// keep their meaning (green measured/ok, amber simulated/warning, red wrong).

#include <QString>

class QLabel;
class QWidget;

namespace gpulab::labs::style {

enum class Tone { Neutral, Good, Warning, Bad };

QLabel *heading(const QString &text, QWidget *parent);
void setBanner(QLabel *label, Tone tone);   // filled box with a border
void setTextTone(QLabel *label, Tone tone); // coloured text only

} // namespace gpulab::labs::style
