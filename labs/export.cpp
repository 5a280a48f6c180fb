#include "labs/export.h"

#include "labs/chartview.h"
#include "labs/labpanel.h"

#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QCalendarWidget>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QGroupBox>
#include <QHash>
#include <QHeaderView>
#include <QImage>
#include <QMessageBox>
#include <QPainter>
#include <QSaveFile>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QTableView>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QTreeView>

#include <algorithm>

namespace gpulab::labs::exports {
namespace {

constexpr char kFolderKey[] = "export/folder";
constexpr int kMenuTitleChars = 60;
constexpr int kFileTitleChars = 60;
constexpr qreal kMinPixelRatio = 2.0;
constexpr int kMinRenderSide = 16; // smaller than this, a chart has not been laid out yet

QString plainText(const QString &text)
{
    QString t = Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    // A mnemonic ("&Capacity") is no part of the title; "&&" is a literal "&".
    t.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    t.remove(QLatin1Char('&'));
    t.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return t.simplified();
}

// Views that belong to another control (a combo box's list, a calendar's grid).
bool insideCompositeControl(const QWidget *w)
{
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        if (qobject_cast<const QComboBox *>(p) || qobject_cast<const QCalendarWidget *>(p))
            return true;
    return false;
}

QString kindWord(Kind kind)
{
    return kind == Kind::Chart ? ExportActions::tr("Chart") : ExportActions::tr("Table");
}

// The title discover() gives `w` among the exportables of its panel.
QString exportTitle(QWidget *w)
{
    QWidget *root = w->window();
    for (QWidget *p = w; p; p = p->parentWidget())
        if (qobject_cast<LabPanel *>(p)) {
            root = p;
            break;
        }
    for (const Exportable &e : discover(root))
        if (e.widget == w)
            return e.title;
    const QString own = titleOf(w);
    return own.isEmpty() ? kindWord(isTable(w) ? Kind::Table : Kind::Chart) : own;
}

// ---- Rendering ---------------------------------------------------------------

struct ChartParts {
    QWidget *chart = nullptr;
    QWidget *legend = nullptr; // a ChartView's legend below it, when shown
    QSize chartSize;
    QSize total;
};

ChartParts partsOf(QWidget *chart)
{
    ChartParts parts;
    parts.chart = chart;
    const auto *view = qobject_cast<const QGraphicsView *>(chart);
    parts.chartSize = view ? view->viewport()->size() : chart->size();
    parts.total = parts.chartSize;
    if (const auto *own = qobject_cast<const ChartView *>(chart)) {
        if (const ChartLegend *legend = own->legendIfShown(); legend && legend->isVisible()) {
            // render() draws and changes nothing; it is only not declared const.
            parts.legend = const_cast<ChartLegend *>(legend);
            parts.total =
                QSize(std::max(parts.chartSize.width(), legend->width()), parts.chartSize.height() + legend->height());
        }
    }
    return parts;
}

bool renderable(const ChartParts &parts)
{
    return parts.chart->isVisible() && parts.chartSize.width() >= kMinRenderSide &&
           parts.chartSize.height() >= kMinRenderSide;
}

void paintChart(QPainter &p, const ChartParts &parts)
{
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    p.fillRect(QRect(QPoint(), parts.total), parts.chart->palette().color(QPalette::Window));
    constexpr QWidget::RenderFlags flags = QWidget::DrawWindowBackground | QWidget::DrawChildren;
    if (auto *view = qobject_cast<QGraphicsView *>(parts.chart))
        view->render(&p, QRectF(QPointF(0, 0), QSizeF(parts.chartSize)), view->viewport()->rect());
    else
        parts.chart->render(&p, QPoint(), QRegion(), flags);
    if (parts.legend)
        parts.legend->render(&p, QPoint(0, parts.chartSize.height()), QRegion(), flags);
}

QString notShown()
{
    return ExportActions::tr("The chart is not on screen yet, so there is nothing to draw; show it and try again.");
}

QString cannotWrite(const QString &path, const QString &why)
{
    return ExportActions::tr("%1 could not be written (%2). Nothing was saved.")
        .arg(QDir::toNativeSeparators(path), why);
}

// ---- Tables ------------------------------------------------------------------

QString cellText(const QAbstractItemModel &model, const QModelIndex &index, const QAbstractItemDelegate *delegate,
                 const QLocale &locale)
{
    static const QStyledItemDelegate plainDelegate; // what a view shows by default
    const QVariant value = model.data(index, Qt::DisplayRole);
    if (!value.isValid())
        return {};
    const auto *styled = qobject_cast<const QStyledItemDelegate *>(delegate);
    QString text = (styled ? styled : &plainDelegate)->displayText(value, locale);
    // The delegate shows a line break as U+2028; the file gets the break itself.
    text.replace(QChar::LineSeparator, QLatin1Char('\n'));
    return text;
}

bool rightAligned(const QAbstractItemModel &model, const QModelIndex &index)
{
    const QVariant a = model.data(index, Qt::TextAlignmentRole);
    return a.isValid() && (Qt::Alignment(a.toInt()) & Qt::AlignRight);
}

void addTreeRows(const QTreeView &view, const QModelIndex &parent, const QList<int> &columns, TableText &out)
{
    const QAbstractItemModel &model = *view.model();
    for (int r = 0; r < model.rowCount(parent); ++r) {
        if (view.isRowHidden(r, parent))
            continue;
        QStringList row;
        for (int c : columns) {
            const QModelIndex index = model.index(r, c, parent);
            row << cellText(model, index, view.itemDelegateForIndex(index), view.locale());
        }
        out.rows << row;
        const QModelIndex first = model.index(r, 0, parent);
        if (view.isExpanded(first))
            addTreeRows(view, first, columns, out);
    }
}

// ---- Installing -----------------------------------------------------------------

constexpr char kInstalledProperty[] = "gpulabExportInstalled";

// Gives the exportables made after install() their actions too, each time
// the panel is shown.
class Installer : public QObject {
public:
    explicit Installer(QWidget *panel) : QObject(panel), m_panel(panel) { panel->installEventFilter(this); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_panel && event->type() == QEvent::Show)
            install(m_panel);
        return QObject::eventFilter(watched, event);
    }

private:
    QWidget *m_panel;
};

} // namespace

// ---- Discovery ---------------------------------------------------------------------

const QStringList &paintedChartClasses()
{
    // The charts the labs draw with QPainter: the race's two matrices and the
    // timing lab's host/device timeline.
    static const QStringList classes{QStringLiteral("gpulab::labs::RaceWidget"),
                                     QStringLiteral("gpulab::labs::TimelineView")};
    return classes;
}

bool isChart(const QWidget *w)
{
    if (!w)
        return false;
    if (qobject_cast<const QChartView *>(w) || w->property(kChartProperty).toBool())
        return true;
    return std::any_of(paintedChartClasses().cbegin(), paintedChartClasses().cend(),
                       [w](const QString &name) { return w->inherits(name.toLatin1().constData()); });
}

bool isTable(const QWidget *w)
{
    const auto *view = qobject_cast<const QAbstractItemView *>(w);
    if (!view || !view->model())
        return false;
    return (qobject_cast<const QTableView *>(w) || qobject_cast<const QTreeView *>(w)) && !insideCompositeControl(w);
}

QString titleOf(const QWidget *w)
{
    if (const auto *view = qobject_cast<const QChartView *>(w); view && view->chart())
        if (QString t = plainText(view->chart()->title()); !t.isEmpty())
            return t;
    if (QString t = plainText(w->accessibleName()); !t.isEmpty())
        return t;
    // The nearest group box or tab page that has a title, inside the panel.
    const QWidget *child = w;
    const QWidget *page = nullptr;
    for (const QWidget *p = w->parentWidget(); p && !qobject_cast<const LabPanel *>(p); p = p->parentWidget()) {
        if (const auto *box = qobject_cast<const QGroupBox *>(p))
            if (QString t = plainText(box->title()); !t.isEmpty())
                return t;
        if (qobject_cast<const QStackedWidget *>(p))
            page = child; // a tab widget's pages sit in its stack
        if (const auto *tabs = qobject_cast<const QTabWidget *>(p); tabs && page)
            if (const int i = tabs->indexOf(page); i >= 0)
                if (QString t = plainText(tabs->tabText(i)); !t.isEmpty())
                    return t;
        child = p;
    }
    return {};
}

QList<Exportable> discover(QWidget *root)
{
    QList<Exportable> out;
    if (!root)
        return out;
    int charts = 0;
    int tables = 0;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        const bool chart = isChart(w);
        if (!chart && !isTable(w))
            continue;
        // A chart drawn inside another chart widget is part of it.
        bool nested = false;
        for (QWidget *p = w->parentWidget(); p && p != root; p = p->parentWidget())
            nested = nested || isChart(p);
        if (nested)
            continue;
        const Kind kind = chart ? Kind::Chart : Kind::Table;
        QString title = titleOf(w);
        if (title.isEmpty())
            title = chart ? ExportActions::tr("Chart %1").arg(++charts) : ExportActions::tr("Table %1").arg(++tables);
        out.append({w, kind, title});
    }
    // Two with one title (two charts in one group box) are numbered.
    QHash<QString, int> seen;
    for (const Exportable &e : std::as_const(out))
        ++seen[e.title];
    QHash<QString, int> numbered;
    for (Exportable &e : out)
        if (seen.value(e.title) > 1)
            e.title = ExportActions::tr("%1 (%2)").arg(e.title).arg(++numbered[e.title]);
    return out;
}

QString labIdOf(const QWidget *w)
{
    for (const QWidget *p = w; p; p = p->parentWidget())
        if (qobject_cast<const LabPanel *>(p))
            return p->objectName();
    return {};
}

QString defaultFileName(const QString &labId, const QString &title, const QString &suffix)
{
    QString slug;
    bool gap = false;
    for (const QChar c : title.toLower()) {
        // Marks too: a Devanagari vowel sign is part of its word.
        if (c.isLetterOrNumber() || c.isMark()) {
            if (gap && !slug.isEmpty())
                slug += QLatin1Char('-');
            gap = false;
            slug += c;
        } else {
            gap = true;
        }
    }
    slug.truncate(kFileTitleChars);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    QStringList parts;
    if (!labId.isEmpty())
        parts << labId;
    if (!slug.isEmpty())
        parts << slug;
    if (parts.isEmpty())
        parts << QStringLiteral("gpulab");
    return parts.join(QLatin1Char('-')) + QLatin1Char('.') + suffix;
}

// ---- Tables ------------------------------------------------------------------------

TableText tableText(const QAbstractItemModel &model)
{
    const QLocale locale;
    return core::tableText(model,
                           [&model, &locale](const QModelIndex &i) { return cellText(model, i, nullptr, locale); });
}

TableText tableText(const QAbstractItemView &view)
{
    TableText out;
    const QAbstractItemModel *model = view.model();
    if (!model)
        return out;
    const auto *table = qobject_cast<const QTableView *>(&view);
    const auto *tree = qobject_cast<const QTreeView *>(&view);
    const QHeaderView *header = table ? table->horizontalHeader() : tree ? tree->header() : nullptr;
    QList<int> columns;
    for (int v = 0; v < model->columnCount(); ++v) {
        const int logical = header ? header->logicalIndex(v) : v;
        if (logical >= 0 && !(header && header->isSectionHidden(logical)))
            columns << logical;
    }
    for (int c : std::as_const(columns)) {
        out.header << model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        out.rightAligned << (model->rowCount() > 0 && rightAligned(*model, model->index(0, c)));
    }
    if (tree) {
        addTreeRows(*tree, view.rootIndex(), columns, out);
        return out;
    }
    for (int r = 0; r < model->rowCount(view.rootIndex()); ++r) {
        if (table && table->isRowHidden(r))
            continue;
        QStringList row;
        for (int c : std::as_const(columns)) {
            const QModelIndex index = model->index(r, c, view.rootIndex());
            row << cellText(*model, index, view.itemDelegateForIndex(index), view.locale());
        }
        out.rows << row;
    }
    return out;
}

// ---- Charts ------------------------------------------------------------------------

qreal imagePixelRatio(const QWidget *chart)
{
    return std::max(kMinPixelRatio, chart ? chart->devicePixelRatioF() : 1.0);
}

QImage chartImage(QWidget *chart)
{
    const ChartParts parts = partsOf(chart);
    if (!renderable(parts))
        return {};
    const qreal ratio = imagePixelRatio(chart);
    QImage image((QSizeF(parts.total) * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    // Printed or placed in a document, it keeps the size it had on screen.
    const int dotsPerMetre = qRound(ratio * 96.0 / 0.0254);
    image.setDotsPerMeterX(dotsPerMetre);
    image.setDotsPerMeterY(dotsPerMetre);
    image.fill(Qt::transparent);
    QPainter p(&image);
    paintChart(p, parts);
    p.end();
    return image;
}

// Where the chart's figures came from, for the line under an exported chart:
// its lab's provenance, the application and the day.
QString sourceLine(const QWidget *chart)
{
    QString provenance;
    for (const QWidget *p = chart; p; p = p->parentWidget())
        if (const auto *panel = qobject_cast<const LabPanel *>(p)) {
            provenance = panel->provenance();
            break;
        }
    const QString version = QCoreApplication::applicationVersion();
    QString app = QStringLiteral("GPU Lab");
    if (!version.isEmpty())
        app.append(u' ').append(version);
    const QString day = QDate::currentDate().toString(Qt::ISODate);
    return provenance.isEmpty() ? ExportActions::tr("%1, %2", "application and version, date").arg(app, day)
                                : ExportActions::tr("%1 · %2, %3", "provenance · application and version, date")
                                      .arg(provenance, app, day);
}

QImage captionedChartImage(QWidget *chart)
{
    const QImage plain = chartImage(chart);
    if (plain.isNull())
        return {};
    const qreal ratio = plain.devicePixelRatio();
    const QSize chartSize = (QSizeF(plain.size()) / ratio).toSize();
    const QString title = exportTitle(chart);
    const QString source = sourceLine(chart);
    // A chart that draws its own title keeps just that one.
    const auto *view = qobject_cast<const QChartView *>(chart);
    const bool ownTitle = view && view->chart() && !view->chart()->title().isEmpty();
    const QString heading = ownTitle ? QString() : title;
    QFont titleFont = chart->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    QFont sourceFont = chart->font();
    sourceFont.setPointSizeF(sourceFont.pointSizeF() * 0.9);
    constexpr int kPad = 8;
    const int textWidth = std::max(1, chartSize.width() - 2 * kPad);
    constexpr int kTall = 100000;
    const QRect titleRect = heading.isEmpty() ? QRect()
                                              : QFontMetrics(titleFont).boundingRect(QRect(0, 0, textWidth, kTall),
                                                                                     Qt::TextWordWrap, heading);
    const QRect sourceRect =
        QFontMetrics(sourceFont).boundingRect(QRect(0, 0, textWidth, kTall), Qt::TextWordWrap, source);
    const int top = heading.isEmpty() ? 0 : titleRect.height() + 2 * kPad;
    const int bottom = sourceRect.height() + 2 * kPad;
    QImage image((QSizeF(chartSize.width(), top + chartSize.height() + bottom) * ratio).toSize(),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(chart->palette().color(QPalette::Base));
    QPainter p(&image);
    p.setPen(chart->palette().color(QPalette::Text));
    p.setFont(titleFont);
    if (!heading.isEmpty())
        p.drawText(QRect(kPad, kPad, textWidth, titleRect.height()), Qt::TextWordWrap | Qt::AlignLeft, heading);
    p.drawImage(QPoint(0, top), plain);
    p.setFont(sourceFont);
    p.drawText(QRect(kPad, top + chartSize.height() + kPad, textWidth, sourceRect.height()),
               Qt::TextWordWrap | Qt::AlignLeft, source);
    p.end();
    image.setDotsPerMeterX(plain.dotsPerMeterX());
    image.setDotsPerMeterY(plain.dotsPerMeterY());
    // Also as the PNG's own text, for a program that files it.
    image.setText(QStringLiteral("Title"), title);
    image.setText(QStringLiteral("Description"), source);
    image.setText(QStringLiteral("Software"), QStringLiteral("GPU Lab"));
    return image;
}

QByteArray chartSvg(QWidget *chart, const QString &title)
{
    const ChartParts parts = partsOf(chart);
    if (!renderable(parts))
        return {};
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(parts.total);
    svg.setViewBox(QRect(QPoint(), parts.total));
    svg.setResolution(96); // its width and height (in mm) are the size on a 96 dpi screen
    // QSvgGenerator writes both as they are, inside XML elements.
    svg.setTitle(title.toHtmlEscaped());
    svg.setDescription(ExportActions::tr("A chart exported from GPU Lab").toHtmlEscaped());
    QPainter p(&svg);
    paintChart(p, parts);
    p.end();
    return buffer.data();
}

// ---- Files and the clipboard ----------------------------------------------------------

QString writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return cannotWrite(path, why);
    }
    if (!file.commit())
        return cannotWrite(path, file.errorString());
    return {};
}

QString writeChartPng(QWidget *chart, const QString &path)
{
    const QImage image = captionedChartImage(chart);
    if (image.isNull())
        return notShown();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return cannotWrite(path, ExportActions::tr("the image could not be encoded as PNG"));
    return writeFile(path, bytes);
}

QString writeChartSvg(QWidget *chart, const QString &path, const QString &title)
{
    const QByteArray svg = chartSvg(chart, title);
    if (svg.isEmpty())
        return notShown();
    return writeFile(path, svg);
}

QString writeTableCsv(const QAbstractItemView *view, const QString &path)
{
    if (!view || !view->model())
        return cannotWrite(path, ExportActions::tr("the table has no data"));
    return writeFile(path, toCsv(tableText(*view)).toUtf8());
}

void copyChartImage(QWidget *chart)
{
    const QImage image = captionedChartImage(chart);
    if (!image.isNull())
        QGuiApplication::clipboard()->setImage(image);
}

void copyTableMarkdown(const QAbstractItemView *view)
{
    if (view && view->model())
        QGuiApplication::clipboard()->setText(toMarkdown(tableText(*view)));
}

QString lastFolder()
{
    QString stored = QSettings().value(QLatin1String(kFolderKey)).toString();
    if (!stored.isEmpty() && QFileInfo(stored).isDir())
        return stored;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString saveTo(QWidget *exportable, Format format, const QString &path)
{
    QString why;
    switch (format) {
    case Format::Png: why = writeChartPng(exportable, path); break;
    case Format::Svg: why = writeChartSvg(exportable, path, exportTitle(exportable)); break;
    case Format::Csv: why = writeTableCsv(qobject_cast<QAbstractItemView *>(exportable), path); break;
    }
    if (why.isEmpty()) {
        QSettings().setValue(QLatin1String(kFolderKey), QFileInfo(path).absolutePath());
        return why;
    }
    auto *box =
        new QMessageBox(QMessageBox::Warning, ExportActions::tr("Export"), why, QMessageBox::Ok, exportable->window());
    box->setObjectName(QStringLiteral("exportError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return why;
}

QFileDialog *saveAs(QWidget *exportable, Format format)
{
    QString caption;
    QString filter;
    QString suffix;
    switch (format) {
    case Format::Png:
        caption = ExportActions::tr("Save chart as PNG");
        filter = ExportActions::tr("PNG image (*.png)");
        suffix = QStringLiteral("png");
        break;
    case Format::Svg:
        caption = ExportActions::tr("Save chart as SVG");
        filter = ExportActions::tr("SVG drawing (*.svg)");
        suffix = QStringLiteral("svg");
        break;
    case Format::Csv:
        caption = ExportActions::tr("Save table as CSV");
        filter = ExportActions::tr("CSV table (*.csv)");
        suffix = QStringLiteral("csv");
        break;
    }
    auto *dialog = new QFileDialog(exportable->window(), caption, lastFolder(), filter);
    dialog->setObjectName(QStringLiteral("exportFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setFileMode(QFileDialog::AnyFile);
    dialog->setDefaultSuffix(suffix);
    dialog->selectFile(defaultFileName(labIdOf(exportable), exportTitle(exportable), suffix));
    QObject::connect(dialog, &QFileDialog::fileSelected, exportable,
                     [exportable, format](const QString &path) { saveTo(exportable, format, path); });
    dialog->open();
    return dialog;
}

void install(QWidget *panel)
{
    if (!panel)
        return;
    if (!panel->property(kInstalledProperty).toBool()) {
        panel->setProperty(kInstalledProperty, true);
        new Installer(panel);
    }
    for (const Exportable &e : discover(panel))
        ExportActions::of(e.widget);
}

// ---- ExportActions -----------------------------------------------------------------------

ExportActions::ExportActions(QWidget *target, Kind kind) : QObject(target), m_target(target), m_kind(kind)
{
    setObjectName(QStringLiteral("exportActions"));
    const auto make = [this](const char *name, auto slot) {
        auto *a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        connect(a, &QAction::triggered, this, slot);
        m_target->addAction(a);
        return a;
    };
    if (kind == Kind::Chart) {
        m_savePng = make("exportSavePng", [this] { saveAs(m_target, Format::Png); });
        m_saveSvg = make("exportSaveSvg", [this] { saveAs(m_target, Format::Svg); });
        m_copyImage = make("exportCopyImage", [this] { copyChartImage(m_target); });
    } else {
        m_saveCsv = make("exportSaveCsv", [this] { saveAs(m_target, Format::Csv); });
        m_copyMarkdown =
            make("exportCopyMarkdown", [this] { copyTableMarkdown(qobject_cast<QAbstractItemView *>(m_target)); });
    }
    // A right click (or the menu key) on the chart or table lists them.
    m_target->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_target->installEventFilter(this);
    retranslate();
}

ExportActions *ExportActions::of(QWidget *target)
{
    if (auto *existing = target->findChild<ExportActions *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new ExportActions(target, isTable(target) ? Kind::Table : Kind::Chart);
}

QList<QAction *> ExportActions::actions() const
{
    QList<QAction *> out;
    for (QAction *a : {m_savePng, m_saveSvg, m_copyImage, m_saveCsv, m_copyMarkdown})
        if (a)
            out << a;
    return out;
}

QAction *ExportActions::action(const QString &objectName) const
{
    for (QAction *a : actions())
        if (a->objectName() == objectName)
            return a;
    return nullptr;
}

bool ExportActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_target && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void ExportActions::retranslate()
{
    if (m_savePng) {
        m_savePng->setText(tr("Save chart as &PNG…"));
        m_savePng->setStatusTip(tr("A picture at twice the size on screen, sharp on a projector or in a report"));
    }
    if (m_saveSvg) {
        m_saveSvg->setText(tr("Save chart as &SVG…"));
        m_saveSvg->setStatusTip(tr("A drawing that stays sharp at any size"));
    }
    if (m_copyImage) {
        m_copyImage->setText(tr("&Copy chart image"));
        m_copyImage->setStatusTip(tr("The chart as a picture on the clipboard, to paste into slides or a chat"));
    }
    if (m_saveCsv) {
        m_saveCsv->setText(tr("Save table as &CSV…"));
        m_saveCsv->setStatusTip(tr("The table as shown, for a spreadsheet or a script"));
    }
    if (m_copyMarkdown) {
        m_copyMarkdown->setText(tr("Copy table as &Markdown"));
        m_copyMarkdown->setStatusTip(tr("The table as text on the clipboard, ready for a README, an issue or a chat"));
    }
}

// ---- ExportMenu ----------------------------------------------------------------------------

ExportMenu::ExportMenu(std::function<QWidget *()> currentPanel, QWidget *parent)
    : QMenu(parent), m_currentPanel(std::move(currentPanel))
{
    setObjectName(QStringLiteral("exportMenu"));
    connect(this, &QMenu::aboutToShow, this, &ExportMenu::rebuild);
    retranslate();
}

QList<Exportable> ExportMenu::exportables() const
{
    QWidget *panel = m_currentPanel ? m_currentPanel() : nullptr;
    QList<Exportable> shown;
    if (!panel)
        return shown;
    for (const Exportable &e : discover(panel))
        if (e.widget->isVisibleTo(panel))
            shown << e;
    return shown;
}

void ExportMenu::rebuild()
{
    clear();
    for (QMenu *sub : findChildren<QMenu *>(QString(), Qt::FindDirectChildrenOnly))
        delete sub;
    const QList<Exportable> list = exportables();
    for (const Exportable &e : list) {
        QString title = QFontMetrics(font()).elidedText(e.title, Qt::ElideRight,
                                                        QFontMetrics(font()).averageCharWidth() * kMenuTitleChars);
        QMenu *sub = addMenu(title.replace(QLatin1Char('&'), QLatin1String("&&")));
        sub->addActions(ExportActions::of(e.widget)->actions());
    }
    if (list.isEmpty())
        addAction(tr("Nothing to export on this page"))->setEnabled(false);
}

void ExportMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void ExportMenu::retranslate()
{
    setTitle(tr("&Export"));
    menuAction()->setStatusTip(tr("Save or copy a chart or a table of this lab"));
    rebuild();
}

// ---- ExportButton -------------------------------------------------------------------------------

ExportButton::ExportButton(ExportMenu *menu, QWidget *parent) : QToolButton(parent)
{
    setObjectName(QStringLiteral("exportButton"));
    setDefaultAction(menu->menuAction());
    setPopupMode(QToolButton::InstantPopup);
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    setAutoRaise(true);
    retranslate();
}

QSize ExportButton::sizeHint() const
{
    QSize size = QToolButton::sizeHint();
    size.rwidth() += style()->pixelMetric(QStyle::PM_MenuButtonIndicator, nullptr, this);
    return size;
}

void ExportButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QToolButton::changeEvent(event);
}

void ExportButton::retranslate()
{
    // On the action: the button takes its tooltip from there whenever the action changes.
    defaultAction()->setToolTip(tr("Save or copy a chart or a table of this lab"));
    setAccessibleName(tr("Export"));
}

} // namespace gpulab::labs::exports
