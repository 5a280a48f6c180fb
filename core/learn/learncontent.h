#pragma once

#include "core/learn/learntypes.h"

#include <QLocale>
#include <QString>
#include <QStringList>

namespace gpulab::core::learn {

// The resource folder that holds the built-in lesson: ":/learn".
QString learnResourceRoot();

// The language folder to use for this locale: the first of the locale's UI
// languages ("de-CH", "de") that has a folder under `root`, else "en".
QString learnLanguage(const QLocale &locale, const QString &root = learnResourceRoot());

// Reads <root>/<language>/{chapters,quiz,glossary,exercises}.json and the
// chapter Markdown files, then validates the whole (see validateLearnContent)
// against the lab ids the caller knows. A file that cannot be read or parsed
// is reported in errors, with its name; whatever could be read is kept.
LearnLoadResult loadLearnContent(const QString &language, const QStringList &knownLabIds,
                                 const QString &root = learnResourceRoot());

// The content rules, one message per broken rule:
//  - every chapter has a title, a page and a lab link naming a known lab id
//    (the preset is optional; when given it is a lower-case-dash name);
//  - every term: link names a card, every lab: link a known lab;
//  - every quiz question has a prompt, exactly kChoicesPerQuestion choices
//    with text, exactly one of them correct, and an explanation;
//  - the cards are exactly the lesson's glossary (kGlossaryIds): every
//    glossary term has a card and every card is a glossary term;
//  - each card's pattern is a valid expression that matches its own term;
//    every card is linked from some chapter, and in every chapter that uses
//    a term, its first use in the prose is a link to its card;
//  - every exercise has a title, a task, a "try first" and a worked answer.
QStringList validateLearnContent(const LearnContent &content, const QStringList &knownLabIds);

} // namespace gpulab::core::learn
