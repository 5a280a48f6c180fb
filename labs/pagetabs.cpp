#include "labs/pagetabs.h"

#include <QStyle>
#include <QStyleOptionTabWidgetFrame>
#include <QVariant>

#include <algorithm>

namespace gpulab::labs {
namespace {
// Where a page's own size policy is kept while it is hidden.
constexpr const char *kOwnPolicy = "gpulabOwnSizePolicy";
} // namespace

PageTabs::PageTabs(QWidget *parent) : QTabWidget(parent)
{
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
