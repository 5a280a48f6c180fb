// libFuzzer target: the learn-mode content files (core/learn/learncontent).
// The lesson ships in the resources, but a translator or a teacher edits these
// files by hand, so a broken one must give messages, not a crash. The first
// byte picks which file of a copy of the English content the rest replaces.

#include "core/labids.h"
#include "core/learn/learncontent.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>

using namespace gpulab::core::learn;

namespace {

struct Tree {
    QTemporaryDir root;
    QStringList files; // names under root/en
    QList<QByteArray> originals;
};

Tree &tree()
{
    static Tree *t = [] {
        auto *made = new Tree;
        if (!made->root.isValid() || !QDir(made->root.path()).mkpath(QStringLiteral("en")))
            std::abort();
        const QString from = learnResourceRoot() + QStringLiteral("/en");
        // Sorted, so the first byte of a corpus file always picks the same file.
        QStringList names;
        QDirIterator it(from, QDir::Files);
        while (it.hasNext()) {
            it.next();
            names << it.fileName();
        }
        names.sort();
        for (const QString &name : names) {
            QFile in(from + QLatin1Char('/') + name);
            if (!in.open(QIODevice::ReadOnly))
                std::abort();
            const QByteArray bytes = in.readAll();
            QFile out(made->root.filePath(QStringLiteral("en/") + name));
            if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size())
                std::abort();
            made->files << name;
            made->originals << bytes;
        }
        if (made->files.isEmpty())
            std::abort(); // the resources were not linked in
        return made;
    }();
    return *t;
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    Tree &t = tree();
    const auto which = static_cast<qsizetype>(data[0] % t.files.size());
    const QString path = t.root.filePath(QStringLiteral("en/") + t.files[which]);
    write(path, QByteArray(reinterpret_cast<const char *>(data + 1), static_cast<qsizetype>(size - 1)));
    const LearnLoadResult r = loadLearnContent(QStringLiteral("en"), gpulab::core::labIds(), t.root.path());
    (void)r;
    write(path, t.originals[which]);
    return 0;
}
