#include "labs/pagetabs.h"

#include "labs/style.h"

#include <QEvent>
#include <QStyle>
#include <QStyleOptionTab>
#include <QStyleOptionTabWidgetFrame>
#include <QTabBar>
#include <QVariant>

#include <algorithm>

namespace gpulab::labs {
namespace {
// Where a page's own size policy is kept while it is hidden.
constexpr const char *kOwnPolicy = "gpulabOwnSizePolicy";

// A tab bar that puts its titles on two lines when one line does not fit
// the tab widget's width.
class WrapTabBar : public QTabBar {
public:
    using QTabBar::QTabBar;

    // On two lines or one, as the width of the tab widget around it asks.
    void fit()
    {
        const QWidget *around = parentWidget();
        if (!around || m_fitting)
            return;
        m_fitting = true;
        int oneLine = 0;
        const int space = style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, this);
        for (int i = 0; i < count(); ++i)
            if (isTabVisible(i))
                oneLine += fontMetrics().horizontalAdvance(style::tabTitle(this, i)) + space;
        const bool two = oneLine > around->width();
        if (two != property(style::kTwoLineTitles).toBool()) {
            setProperty(style::kTwoLineTitles, two);
            setElideMode(elideMode()); // lays the tabs out again
            updateGeometry();
        }
        m_fitting = false;
    }

protected:
    [[nodiscard]] bool twoLines() const { return property(style::kTwoLineTitles).toBool(); }

    QSize tabSizeHint(int index) const override
    {
        QSize size = QTabBar::tabSizeHint(index);
        if (!twoLines())
            return size;
        const QFontMetrics fm = fontMetrics();
        const QString text = tabText(index);
        const int one = fm.size(Qt::TextShowMnemonic, text).width();
        const int two = fm.size(Qt::TextShowMnemonic, style::twoLineTitle(text)).width();
        size.setWidth(size.width() - one + two);
        size.setHeight(size.height() + fm.lineSpacing());
        return size;
    }

    void initStyleOption(QStyleOptionTab *option, int tabIndex) const override
    {
        QTabBar::initStyleOption(option, tabIndex);
        if (!twoLines())
            return;
        // Each line whole where it fits, shortened with "…" where even it does not.
        const QRect textRect = style()->subElementRect(QStyle::SE_TabBarTabText, option, this);
        QStringList lines = style::twoLineTitle(tabText(tabIndex)).split(u'\n');
        for (QString &line : lines)
            line = fontMetrics().elidedText(line, elideMode(), textRect.width(), Qt::TextShowMnemonic);
        option->text = lines.join(u'\n');
    }

    void tabLayoutChange() override
    {
        QTabBar::tabLayoutChange();
        fit(); // new titles (another language), another text size
    }

    void changeEvent(QEvent *event) override
    {
        QTabBar::changeEvent(event);
        if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
            fit();
    }

private:
    bool m_fitting = false;
};

} // namespace

PageTabs::PageTabs(QWidget *parent) : QTabWidget(parent)
{
    setTabBar(new WrapTabBar(this));
    connect(this, &QTabWidget::currentChanged, this, &PageTabs::sizeByCurrentPage);
}

void PageTabs::tabInserted(int index)
{
    QTabWidget::tabInserted(index);
    sizeByCurrentPage();
}

void PageTabs::tabRemoved(int index)
{
    QTabWidget::tabRemoved(index);
    sizeByCurrentPage();
}

void PageTabs::sizeByCurrentPage()
{
    // The stack's least and preferred sizes skip a page whose policy is
    // Ignored; the page on show gets its own policy back.
    for (int i = 0; i < count(); ++i) {
        QWidget *page = widget(i);
        if (!page->property(kOwnPolicy).isValid())
            page->setProperty(kOwnPolicy, QVariant::fromValue(page->sizePolicy()));
        const auto own = page->property(kOwnPolicy).value<QSizePolicy>();
        page->setSizePolicy(i == currentIndex() ? own : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored));
    }
    updateGeometry();
}

void PageTabs::resizeEvent(QResizeEvent *event)
{
    QTabWidget::resizeEvent(event);
    if (auto *bar = dynamic_cast<WrapTabBar *>(tabBar()))
        bar->fit();
}

int PageTabs::heightForWidth(int width) const
{
    // Qt's answer asks every page for its height at this width; the page on
    // show's height takes the place of the tallest one's.
    const int all = QTabWidget::heightForWidth(width);
    QWidget *page = currentWidget();
    QWidget *stack = page ? page->parentWidget() : nullptr;
    if (all < 0 || !stack || !stack->hasHeightForWidth() || tabPosition() == West || tabPosition() == East)
        return all;
    QStyleOptionTabWidgetFrame option;
    initStyleOption(&option);
    option.state = QStyle::State_None;
    const int frame = style()->sizeFromContents(QStyle::CT_TabWidget, &option, QSize(0, 0), this).width();
    const int pageWidth = width - frame;
    const int tallest = stack->heightForWidth(pageWidth);
    int own = page->hasHeightForWidth() ? page->heightForWidth(pageWidth) : page->sizeHint().height();
    own = std::max({own, page->minimumSizeHint().height(), page->minimumHeight()});
    return all - tallest + std::min(own, tallest);
}

} // namespace gpulab::labs
