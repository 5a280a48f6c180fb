#pragma once

// Lets a panel narrow to a small window or a large text size without
// cutting or hiding anything: wrapping labels, shortened combo choices and tab
// titles (whole on hover), tables whose columns fit their cells.

#include <QString>

class QTabBar;
class QWidget;

namespace gpulab::labs::style {

// Lets a panel narrow to a small window: long one-line labels wrap, combo
// boxes may show their choice shortened (the list shows it whole), tab titles
// are shortened with "…" rather than scrolled out of view (whole on hover).
// Run on a panel after it is built; labels that must stay on one line set
// the property "noWrap".
void letShrink(QWidget *root);
// A tab's title as shown, without its mnemonic '&'; and whether the bar has
// had to shorten it to fit.
[[nodiscard]] QString tabTitle(const QTabBar *bar, int index);
[[nodiscard]] bool tabTitleShortened(const QTabBar *bar, int index);
// A title on two lines, broken at the space nearest its middle (the later
// of two as near; one line when it has no space): how a bar whose titles do
// not fit on one line (PageTabs at a large text size) shows them before it
// shortens any, and how a long card name stands under its bar.
[[nodiscard]] QString twoLineTitle(const QString &title);
// The property a tab bar sets while it shows its titles on two lines.
inline constexpr const char *kTwoLineTitles = "twoLineTitles";

} // namespace gpulab::labs::style
