#pragma once

// Export of what a lab shows: every chart to PNG (at least twice its size on
// screen, crisp on a projector) and SVG, or to the clipboard as an image;
// every table to CSV (RFC 4180) or to the clipboard as a Markdown table.
//
// Nothing in a panel has to know about it. The shell calls install() once per
// panel: it walks the panel's widgets, finds the charts (every QChartView,
// and the charts the labs paint themselves: the classes in paintedChartClasses()
// or a widget with the dynamic property kChartProperty set to true) and the
// tables (every QTableView and QTreeView with a model), and gives each a
// context menu with the choices. ExportMenu lists the current panel's charts
// and tables, by title, with the same choices (the Export button in the
// window's menu bar and File › Export).
//
// Files are written with QSaveFile: a failure writes nothing and leaves an
// existing file as it was. The write*() functions answer why they failed, or
// "", so tests drive them without a dialog; saveAs() is the dialog around them.

#include "core/tabletext.h"

#include <QList>
#include <QMenu>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QToolButton>

#include <functional>

class QAbstractItemModel;
class QAbstractItemView;
class QAction;
class QFileDialog;
class QImage;

namespace gpulab::labs::exports {

enum class Kind { Chart, Table };
enum class Format { Png, Svg, Csv };

// A widget that is set this dynamic property to true counts as a chart.
inline constexpr char kChartProperty[] = "gpulabExportChart";
// The lab-drawn chart widgets, by class name (QObject::inherits).
[[nodiscard]] const QStringList &paintedChartClasses();

[[nodiscard]] bool isChart(const QWidget *w);
[[nodiscard]] bool isTable(const QWidget *w);

struct Exportable {
    QPointer<QWidget> widget;
    Kind kind = Kind::Chart;
    QString title; // the chart's title, the widget's accessible name, its group box's or tab's title
};

// Every chart and table under `root`, in the order they were made; titles are
// unique within the list (a repeated one gets " (2)", " (3)").
[[nodiscard]] QList<Exportable> discover(QWidget *root);
// The title export uses for one widget (empty when it has none of its own).
[[nodiscard]] QString titleOf(const QWidget *w);
// "<labId>-<title as a file name>.<suffix>", e.g. "throughput-time-per-matmul.png".
[[nodiscard]] QString defaultFileName(const QString &labId, const QString &title, const QString &suffix);
// The id of the lab a widget belongs to (its LabPanel's object name), or "".
[[nodiscard]] QString labIdOf(const QWidget *w);

// ---- Tables --------------------------------------------------------------------
// What a table shows as text (core/tabletext.h: the same CSV and Markdown
// the command line prints): the horizontal header, then every row; cells
// are the DisplayRole text as the view's delegate would show it (numbers in
// the current locale). A view's hidden rows and columns are left out and its
// columns come in their on-screen order.
using core::TableText;
using core::toCsv;
using core::toMarkdown;
[[nodiscard]] TableText tableText(const QAbstractItemModel &model);
[[nodiscard]] TableText tableText(const QAbstractItemView &view);

// ---- Charts --------------------------------------------------------------------
// The pixel ratio images are rendered at: at least 2, more on a denser screen.
[[nodiscard]] qreal imagePixelRatio(const QWidget *chart);
// The chart as shown (with its legend below, where it has one) at
// imagePixelRatio(); a null image when the chart has no size yet (never shown).
[[nodiscard]] QImage chartImage(QWidget *chart);
// The same as an SVG document with `title` as its title; empty when not shown.
[[nodiscard]] QByteArray chartSvg(QWidget *chart, const QString &title);

// ---- Files and the clipboard ------------------------------------------------------
// Each answers "" or, after writing nothing, why it failed (one sentence).
QString writeFile(const QString &path, const QByteArray &bytes);
// The chart as the PNG file and the copied image carry it: its title above,
// a line below with where its figures came from (the lab's provenance), the
// application and the day; the same as the PNG's Title and Description text.
[[nodiscard]] QImage captionedChartImage(QWidget *chart);
[[nodiscard]] QString sourceLine(const QWidget *chart);
QString writeChartPng(QWidget *chart, const QString &path);
QString writeChartSvg(QWidget *chart, const QString &path, const QString &title);
QString writeTableCsv(const QAbstractItemView *view, const QString &path);
void copyChartImage(QWidget *chart);
void copyTableMarkdown(const QAbstractItemView *view);

// The folder the save dialog opens in: the last one used (QSettings
// "export/folder"), else Documents.
[[nodiscard]] QString lastFolder();
// Writes `exportable` as `format` to `path` and remembers the folder; a
// failure also shows a warning box (opened, not exec'd) over its window.
QString saveTo(QWidget *exportable, Format format, const QString &path);
// The save dialog (object name "exportFileDialog", opened window-modal, so a
// test can find it, select a file and accept) in lastFolder() with the
// default file name; choosing a file calls saveTo().
QFileDialog *saveAs(QWidget *exportable, Format format);

// Context menus on every chart and table under `panel` (again for the ones
// made since, each time the panel is shown). Safe to call more than once.
void install(QWidget *panel);

// The choices for one chart or table: its context menu, and what ExportMenu
// shows under its title. Made by install(), as a child of the widget;
// retranslated when the language changes.
class ExportActions : public QObject {
    Q_OBJECT
public:
    ExportActions(QWidget *target, Kind kind);
    // The actions of `target`, made on first use.
    static ExportActions *of(QWidget *target);

    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] QList<QAction *> actions() const;
    // Object names: exportSavePng, exportSaveSvg, exportCopyImage (charts),
    // exportSaveCsv, exportCopyMarkdown (tables).
    [[nodiscard]] QAction *action(const QString &objectName) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    QWidget *m_target;
    Kind m_kind;
    QAction *m_savePng = nullptr;
    QAction *m_saveSvg = nullptr;
    QAction *m_copyImage = nullptr;
    QAction *m_saveCsv = nullptr;
    QAction *m_copyMarkdown = nullptr;
};

// File › Export and the menu bar's Export button: one submenu per chart and
// table shown in the current panel, rebuilt each time it opens.
class ExportMenu : public QMenu {
    Q_OBJECT
public:
    ExportMenu(std::function<QWidget *()> currentPanel, QWidget *parent = nullptr);
    // What the menu lists now (tests): the shown exportables of the current panel.
    [[nodiscard]] QList<Exportable> exportables() const;
    void rebuild();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    std::function<QWidget *()> m_currentPanel;
};

// The window's "Export" button (object name "exportButton"): the menu, one
// click away, in the menu bar's corner, where it costs no row of the lab's
// height at 1280×720.
class ExportButton : public QToolButton {
    Q_OBJECT
public:
    ExportButton(ExportMenu *menu, QWidget *parent = nullptr);
    // Room for the menu's arrow too: Qt sizes the button for its words, and
    // the arrow it draws beside them was cut at the window's right edge.
    [[nodiscard]] QSize sizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
};

} // namespace gpulab::labs::exports
