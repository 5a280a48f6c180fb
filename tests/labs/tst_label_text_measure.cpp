// labeltextmeasure answers what QLabel itself answers: for each way a label
// is dressed (rich or selectable plain text, a frame, a style sheet's border
// and padding, margins, indents, alignments, a least size, a large bold font)
// and each text (tags, line breaks, long words, Devanagari, German compounds),
// the height at many widths and both size hints equal a real QLabel's.

#include "labs/labeltextmeasure.h"

#include <QApplication>
#include <QLabel>
#include <QTest>
#include <QVBoxLayout>

#include <functional>
#include <memory>

using namespace gpulab::labs;

namespace {

const QStringList &texts()
{
    static const QStringList all{
        u"<b>Why:</b> the wheel was built without CUDA, so <code>torch.cuda.is_available()</code> is False."_qs,
        u"<b style=\"color:#b00\">Error.</b> No NVIDIA driver was found.<br><b>Fix:</b> install the driver, "
        "then run <i>nvidia-smi</i> again."_qs,
        u"<i>Hidden until you reveal your prediction.</i>"_qs,
        u"Antwortzeitmessungsgenauigkeitsüberprüfung ist ein langes Wort, das nicht umbricht."_qs,
        u"<p>एक मैट्रिक्स गुणा अरबों स्वतंत्र योगों से बना है, इसलिए चौड़ी मशीन जीतती है।</p>"_qs,
        u"<p>First paragraph.</p><p>Second paragraph, a little longer than the first one.</p>"_qs,
        u"plain words that a learner can select and copy, no tags at all"_qs,
        u"x"_qs,
    };
    return all;
}

struct Dress {
    const char *name;
    std::function<void(QLabel *)> apply;
};

QList<Dress> dresses()
{
    return {
        {"rich", [](QLabel *l) { l->setTextFormat(Qt::RichText); }},
        {"auto", [](QLabel *) {}},
        {"selectable plain",
         [](QLabel *l) {
             l->setTextFormat(Qt::PlainText);
             l->setTextInteractionFlags(Qt::TextSelectableByMouse);
         }},
        {"frame",
         [](QLabel *l) {
             l->setTextFormat(Qt::RichText);
             l->setFrameStyle(QFrame::Box | QFrame::Plain);
             l->setLineWidth(2);
         }},
        {"style sheet border",
         [](QLabel *l) {
             l->setTextFormat(Qt::RichText);
             l->setStyleSheet(u"QLabel { border: 3px solid #c00; padding: 7px 11px; }"_qs);
         }},
        {"margin and indent",
         [](QLabel *l) {
             l->setTextFormat(Qt::RichText);
             l->setMargin(5);
             l->setIndent(13);
             l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
         }},
        {"centred",
         [](QLabel *l) {
             l->setTextFormat(Qt::RichText);
             l->setAlignment(Qt::AlignCenter);
         }},
        {"contents margins",
         [](QLabel *l) {
             l->setTextFormat(Qt::RichText);
             l->setContentsMargins(3, 4, 9, 6);
         }},
        {"least size",
         [](QLabel *l) {
             l->setTextFormat(Qt::RichText);
             l->setMinimumSize(140, 60);
         }},
        {"window style sheet",
         [](QLabel *l) {
             l->setTextFormat(Qt::RichText);
             l->parentWidget()->setStyleSheet(u"QLabel { border: 1px solid #06c; padding: 5px; font-size: 15pt; }"_qs);
         }},
        {"large bold",
         [](QLabel *l) {
             l->setTextFormat(Qt::RichText);
             QFont f = l->font();
             f.setPointSizeF(f.pointSizeF() * 1.8);
             f.setBold(true);
             l->setFont(f);
         }},
    };
}

} // namespace

class TestLabelTextMeasure : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sameAsQLabel_data();
    void sameAsQLabel();
    void notForPlainText();
    void keepsNothingBetweenDresses();
};

void TestLabelTextMeasure::sameAsQLabel_data()
{
    QTest::addColumn<int>("dress");
    QTest::addColumn<int>("text");
    const QList<Dress> all = dresses();
    for (int d = 0; d < all.size(); ++d)
        for (int t = 0; t < texts().size(); ++t)
            QTest::addRow("%s, text %d", all[d].name, t) << d << t;
}

void TestLabelTextMeasure::sameAsQLabel()
{
    QFETCH(int, dress);
    QFETCH(int, text);
    // Inside a window, as the labs' labels are (a style sheet reaches it from there).
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *real = new QLabel(&window);    // shows the text: QLabel's own answers
    auto *dressed = new QLabel(&window); // dressed alike, showing another text: the measure's
    for (QLabel *l : {real, dressed}) {
        l->setWordWrap(true);
        dresses()[dress].apply(l);
        layout->addWidget(l);
    }
    const QString shown = texts()[text];
    real->setText(shown);
    dressed->setText(texts()[(text + 1) % texts().size()]);
    real->ensurePolished();
    dressed->ensurePolished();
    // Plain text in a label that guesses the format is laid out by font
    // metrics, not a document: not the measure's to answer.
    const bool guessedPlain = dressed->textFormat() == Qt::AutoText && !Qt::mightBeRichText(shown);
    QCOMPARE(measuresLikeLabel(dressed, shown), !guessedPlain);
    if (guessedPlain)
        return;

    for (const int width : {0, 1, 37, 80, 117, 160, 240, 333, 500, 900, 2000}) {
        // A width asked twice (the second answer comes from what was kept).
        for (int ask = 0; ask < 2; ++ask)
            QCOMPARE(labelHeightForWidth(dressed, shown, width), real->heightForWidth(width));
    }
    QCOMPARE(labelSizeHint(dressed, shown), real->sizeHint());
    QCOMPARE(labelMinimumSizeHint(dressed, shown), real->minimumSizeHint());
}

void TestLabelTextMeasure::notForPlainText()
{
    QLabel label;
    label.setWordWrap(true);
    // Plain text QLabel measures with font metrics, not a document: not ours to answer.
    QVERIFY(!measuresLikeLabel(&label, u"plain words"_qs));
    QVERIFY(measuresLikeLabel(&label, u"<b>rich</b> words"_qs));
    QVERIFY(!measuresLikeLabel(&label, QString()));
    label.setTextInteractionFlags(Qt::TextSelectableByKeyboard);
    QVERIFY(measuresLikeLabel(&label, u"plain words"_qs));
    // A mnemonic for a buddy changes the text QLabel lays out.
    QLabel buddy;
    label.setBuddy(&buddy);
    QVERIFY(!measuresLikeLabel(&label, u"&Parameters <b>(billions)</b>"_qs));
}

void TestLabelTextMeasure::keepsNothingBetweenDresses()
{
    // The same text in a larger font is measured again, not taken from the smaller one's answers.
    QLabel small, large;
    for (QLabel *l : {&small, &large}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::RichText);
    }
    QFont f = large.font();
    f.setPointSizeF(f.pointSizeF() * 2);
    large.setFont(f);
    const QString text = texts().first();
    const int smallHeight = labelHeightForWidth(&small, text, 200);
    const int largeHeight = labelHeightForWidth(&large, text, 200);
    QVERIFY2(largeHeight > smallHeight, qPrintable(u"%1 vs %2"_qs.arg(largeHeight).arg(smallHeight)));
    large.setText(text);
    QCOMPARE(largeHeight, large.heightForWidth(200));
    // And a changed alignment (word wrap off) is its own dress too.
    small.setWordWrap(false);
    small.setText(text);
    QCOMPARE(labelSizeHint(&small, text), small.sizeHint());
}

QTEST_MAIN(TestLabelTextMeasure)
#include "tst_label_text_measure.moc"
