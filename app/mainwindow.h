#pragma once

#include "core/labstate.h"

#include <QHash>
#include <QMainWindow>

class QAction;
class QDialog;
class QLabel;
class QMenu;
class QListWidget;
class QSplitter;
class QStackedWidget;

namespace gpulab::core {
class ComputeEngine;
namespace torch {
class TorchFinder;
}
} // namespace gpulab::core
namespace gpulab::labs {
class LabPanel;
}

namespace gpulab::app {

// The shell: a navigator built from the lab registry, the current panel,
// and a status line that always says "Measured on …" or "Simulated — …".
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows the lab with this registry id; false when there is none.
    bool showLab(const QString &id);
    // Shows the lab and puts it into the named preset (empty: as it is).
    bool openLab(const QString &id, const QString &preset);
    [[nodiscard]] QString currentLabId() const;
    [[nodiscard]] labs::LabPanel *panel(const QString &id); // creates it on first use
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] QListWidget *navigator() const { return m_navigator; }
    [[nodiscard]] core::ComputeEngine *engine() const { return m_engine; }
    [[nodiscard]] core::torch::TorchFinder *torchFinder() const { return m_torch; }

    // Asks the engine's worker for the device report (the CPU's FMA peak and
    // the CUDA probe). The window does it by itself once its first frame is
    // painted; gpulab screenshot calls it to wait for real figures.
    void startDeviceProbe();

    // ---- Reset and the key list (Labs menu, Alt+R; Help menu, F1 or ?) ---------
    [[nodiscard]] labs::LabPanel *currentPanel() const;
    void resetCurrentLab(); // Alt+R
    void resetAllLabs();    // Labs › Reset all labs: every panel opened so far
    void showKeys();        // the list of the current lab's keys and the window's
    [[nodiscard]] QDialog *keysDialog() const { return m_keysDialog; }

Q_SIGNALS:
    // The first frame of the window has been painted (once per window).
    void firstFramePainted();

public:
    // One factor for all text (View › Larger / Smaller / Normal text size);
    // remembered in QSettings. 1.0 is the projector-friendly default.
    void setTextScale(double scale);

    // View › Projector mode (F5), labs/style's projector palette and sizes;
    // remembered in QSettings under kProjectorSettingsKey when `remember`.
    void setProjectorMode(bool on, bool remember = true);
    [[nodiscard]] bool projectorMode() const;

    // The Language menu: every lab switches now (app/language.h's
    // switchLanguage), and the choice is stored for the next start. "" is the
    // system's language.
    void setLanguage(const QString &code);
    static constexpr char kProjectorSettingsKey[] = "view/projector";
    // Each lab's settings, remembered between runs under this prefix and the
    // lab's id, as the lab state's version-2 JSON; the version-1 prefix is
    // read once when the new one is absent, then removed.
    static constexpr char kRememberedStateKey[] = "labStateV2/";
    static constexpr char kRememberedStateV1Key[] = "labState/";

    // Restores geometry, projector mode and last lab from QSettings; saving happens on close.
    void restoreState();
    // A problem the whole app has (e.g. nothing can be saved), shown in the
    // status line before the current lab's provenance; "" for none.
    void setNotice(const QString &notice);
    // Off when the settings file could not be read: closing the window is not
    // the user changing a setting, so it must not rewrite that file.
    void setSaveStateOnClose(bool save) { m_saveStateOnClose = save; }

    // --- Lab state: File › Save / Open lab state…, Copy lab state as text ---
    // Every lab's sliders and choices (labs with none left out), naming the
    // current lab. Creates the panels not opened yet.
    [[nodiscard]] core::LabState labState();
    // All or nothing: when a lab refuses its part, the labs already changed
    // are put back, and the reason comes back ("" when applied).
    QString applyLabState(const core::LabState &state);
    // Reads or writes a .gpulab file; the reason for a failure, or "".
    QString openLabStateFile(const QString &path);
    QString saveLabStateFile(const QString &path);
    // The window of `gpulab` itself (not screenshot, not tests) keeps each
    // lab's state in QSettings: restored when a panel is made, stored on close.
    void setPersistLabStates(bool on) { m_persistLabStates = on; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showStatusWrapped();
    QString m_notice;
    bool m_saveStateOnClose = true;
    bool m_persistLabStates = false;
    void addLabStateActions(QMenu *file);
    // File › Export and the toolbar's Export button (labs/export.h).
    void addExportActions(QMenu *file);
    bool m_firstFramePainted = false;
    void buildMenus();
    // The window's own words in the language now in use (QEvent::LanguageChange).
    void retranslate();
    void retitleNavigator();
    void onNavigatorRow(int row);
    // The shown lab's primary control takes the focus (after a switch the user asked for).
    void focusCurrentLab();
    void updateStatus();
    void showAbout();
    // The navigator as wide as its longest title needs, at most a fifth of
    // the window, so a small window keeps its room for the panel.
    void fitNavigator();

    core::ComputeEngine *m_engine = nullptr;
    core::torch::TorchFinder *m_torch = nullptr; // the learner's PyTorch, looked for when a lab first shows it
    QListWidget *m_navigator = nullptr;
    QStackedWidget *m_stack = nullptr;
    QSplitter *m_splitter = nullptr;
    QLabel *m_status = nullptr;
    QAction *m_projectorAction = nullptr;
    QMenu *m_exportMenu = nullptr; // File › Export and the menu bar's Export button
    QString m_statusFull;          // the whole provenance line; m_status shows it elided to fit
    QHash<QString, labs::LabPanel *> m_panels;
    QDialog *m_keysDialog = nullptr;
};

} // namespace gpulab::app
