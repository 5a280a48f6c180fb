#pragma once

// "Your own PyTorch": the box the dispatch and timing labs and the device
// report share. It says which PyTorch GPU Lab found (core/torch/torchfinder.h)
// or why none, lets the learner pick an interpreter (remembered), holds the
// lab's buttons that run something in it, and shows the result beside the
// lab's own answer. The first look starts when the box is first shown.

#include <QGroupBox>
#include <QHash>
#include <QList>

class QLabel;
class QPushButton;

namespace gpulab::core::torch {
class TorchFinder;
struct TorchInstall;
} // namespace gpulab::core::torch

namespace gpulab::labs {

class TorchBox : public QGroupBox {
    Q_OBJECT
public:
    // `listAll`: every interpreter found, with its PyTorch or why none (the device report).
    TorchBox(core::torch::TorchFinder *finder, bool listAll, QWidget *parent = nullptr);

    // A button of the lab's, in the box's row; enabled only while a PyTorch is known and nothing runs.
    QPushButton *addAction(const QString &objectName);
    // A button that works whatever was found (Copy as a report, Cancel).
    QPushButton *addPlainButton(const QString &objectName);
    // The tooltip of a lab's button while a PyTorch is there (without one it says how to get one).
    void setActionTip(QPushButton *action, const QString &tip);
    void setBusy(bool busy);
    [[nodiscard]] bool isBusy() const { return m_busy; }
    // What the lab's run found, as rich text under the buttons; spoken once.
    void setResult(const QString &html, const QString &spoken = {});
    void clearResult();
    [[nodiscard]] QLabel *resultLabel() const { return m_result; }
    [[nodiscard]] QLabel *statusLabel() const { return m_status; }

    // The PyTorch to run in (the first found), or nullptr.
    [[nodiscard]] const core::torch::TorchInstall *install() const;
    [[nodiscard]] core::torch::TorchFinder *finder() const { return m_finder; }
    // "~/venv/bin/python" for the user's home.
    [[nodiscard]] static QString homePath(const QString &path);

Q_SIGNALS:
    void installChanged();

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void choose();

    core::torch::TorchFinder *m_finder = nullptr;
    bool m_listAll = false;
    bool m_busy = false;
    QLabel *m_status = nullptr;
    QLabel *m_result = nullptr;
    QPushButton *m_choose = nullptr;
    QPushButton *m_again = nullptr;
    QList<QPushButton *> m_actions;
    QHash<QPushButton *, QString> m_tips;
    QWidget *m_row = nullptr;
    int m_inserted = 0; // the lab's buttons in the row so far
};

} // namespace gpulab::labs
