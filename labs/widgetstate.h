#pragma once

// Saving and restoring a panel's sliders and choices (labs::LabPanel's
// saveState/restoreState). A panel lists the object names of the controls
// that make up its lesson state, in the order they must be applied (a preset
// before the sliders it sets); each is stored by its kind: a combo box or a
// tab bar by index, a slider or spin box by value, a check box or radio button
// by whether it is checked. Setting the control emits the same signals as a
// person changing it, so the panel's model follows.

#include <QJsonObject>
#include <QString>
#include <QStringList>

class QWidget;

namespace gpulab::labs {

[[nodiscard]] QJsonObject saveWidgetState(const QWidget *root, const QStringList &names);

// Checks every entry of `state` first (a known control, the right type, in
// range) and changes nothing unless all pass; returns the reason for a
// refusal, or an empty string. Controls `state` does not mention keep their
// value.
[[nodiscard]] QString restoreWidgetState(QWidget *root, const QStringList &names, const QJsonObject &state);

} // namespace gpulab::labs
