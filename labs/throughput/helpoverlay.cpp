#include "labs/throughput/helpoverlay.h"

#include "labs/style.h"

#include <QEvent>
#include <QKeyEvent>
#include <QPainter>

namespace gpulab::labs {

HelpOverlay::HelpOverlay(const QString &title, const QList<Entry> &entries, QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setContent(title, entries);
    hide();
    parent->installEventFilter(this); // follow the parent's size
}

void HelpOverlay::setContent(const QString &title, const QList<Entry> &entries)
{
    m_title = title;
    m_entries = entries;
    setAccessibleName(title);
    QStringList keys;
    for (const auto &e : entries)
        keys << tr("%1: %2").arg(e.first, e.second);
    setAccessibleDescription(keys.join(QStringLiteral("; ")));
    update();
}

void HelpOverlay::toggle()
{
    if (isVisible()) {
        hide();
        parentWidget()->setFocus();
        return;
    }
    setGeometry(parentWidget()->rect());
    raise();
    show();
    setFocus();
}

bool HelpOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void HelpOverlay::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), style::colour(style::Ink::OverlayVeil));
    QFont title = font();
    title.setPointSizeF(font().pointSizeF() * 2.0);
    title.setBold(true);
    QFont body = font();
    body.setPointSizeF(font().pointSizeF() * 1.6);
    const QFontMetricsF tm(title);
    const QFontMetricsF bm(body);
    const double lineHeight = bm.height() * 1.5;
    const double blockHeight = tm.height() * 2 + lineHeight * double(m_entries.size()) + bm.height() * 2;
    double y = std::max(20.0, (height() - blockHeight) / 2);
    p.setPen(style::colour(style::Ink::OverlayText));
    p.setFont(title);
    p.drawText(QRectF(0, y, width(), tm.height()), Qt::AlignHCenter, m_title);
    y += tm.height() * 2;
    p.setFont(body);
    const double keyRight = width() * 0.42;
    for (const auto &e : m_entries) {
        p.setPen(style::colour(style::Ink::OverlayKey));
        p.drawText(QRectF(0, y, keyRight, lineHeight), Qt::AlignRight | Qt::AlignVCenter, e.first);
        p.setPen(style::colour(style::Ink::OverlayText));
        p.drawText(QRectF(keyRight + 24, y, width() - keyRight - 40, lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                   e.second);
        y += lineHeight;
    }
    y += bm.height();
    p.setPen(style::colour(style::Ink::OverlayHint));
    p.drawText(QRectF(0, y, width(), lineHeight), Qt::AlignHCenter, tr("Press any key or click to close."));
}

void HelpOverlay::mousePressEvent(QMouseEvent *)
{
    toggle();
}

void HelpOverlay::keyPressEvent(QKeyEvent *)
{
    toggle();
}

} // namespace gpulab::labs
