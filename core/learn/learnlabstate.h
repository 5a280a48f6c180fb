#pragma once

// The learn lab's state in a ".gpulab" file (version 2): the page shown and
// the chapter open, by name; and what the lab shows for them (`gpulab figures
// --lab learn`): the chapter's place in the lesson and the lab it opens.

#include "core/labcodec.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpulab::core::learn {

// The lab's pages, in the order of its tabs.
enum class LearnTab { Chapters, Quiz, Flashcards, Exercises };

struct LearnLabState {
    LearnTab tab = LearnTab::Chapters;
    QString chapter; // a chapter id ("timing")

    bool operator==(const LearnLabState &) const = default;
};

// "chapters", "quiz", "flashcards", "exercises" (also the lab's preset names).
[[nodiscard]] QStringList learnTabKeys();

// The chapters page on the first of `chapterIds`.
[[nodiscard]] LearnLabState defaultLearnLabState(const QStringList &chapterIds);
[[nodiscard]] QJsonObject toJson(const LearnLabState &state);
// The keys `json` names, applied over `base`; no value and the reason in
// *why for an unknown key, a wrong type, a page or a chapter the lesson lacks.
[[nodiscard]] std::optional<LearnLabState> learnLabStateFromJson(const QJsonObject &json, const QStringList &chapterIds,
                                                                 const LearnLabState &base, QString *why);

// The codec's parts (core/labcodec.h), on the built-in lesson.
[[nodiscard]] QJsonObject learnLabDefaults();
// Version 1 held the tab and the chapter list's row.
[[nodiscard]] std::optional<QJsonObject> learnLabFromV1(const QJsonObject &v1, QString *why);
[[nodiscard]] std::optional<LabFigures> learnLabFigures(const QJsonObject &state, QString *why);

} // namespace gpulab::core::learn
