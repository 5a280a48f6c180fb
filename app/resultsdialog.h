#pragma once

// File › Save my results… and File › Open results on the class board…:
// the learner's side and the instructor's side of the class board. The
// dialog says exactly what goes in the results file (the machine, each
// measurement of this session, the version and date) and what does not,
// and takes an optional nickname.

#include "core/board/resultsfile.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QMenu;

namespace gpulab::app {

class MainWindow;

class SaveResultsDialog : public QDialog {
    Q_OBJECT
public:
    // `file` is what would be written (its nickname is replaced by the one typed).
    SaveResultsDialog(const core::board::ResultsFile &file, QWidget *parent = nullptr);
    [[nodiscard]] core::board::ResultsFile results() const;
    [[nodiscard]] QLineEdit *nicknameEdit() const { return m_nickname; }
    // The list of contents, in words (the dialog's text; tests read it).
    [[nodiscard]] static QString contents(const core::board::ResultsFile &file);

private:
    core::board::ResultsFile m_file;
    QLabel *m_contents = nullptr;
    QLineEdit *m_nickname = nullptr;
};

// Adds the two actions (object names saveMyResults, openClassBoard) to `file`.
void addResultsActions(QMenu *file, MainWindow *window);

} // namespace gpulab::app
