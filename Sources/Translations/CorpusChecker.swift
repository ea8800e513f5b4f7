import DocParsing
import DocgenCore

/// Checks the set of documents as translations of each other: files that claim to be translations but
/// have no counterpart, two files of one name in the same language, declared languages the text
/// contradicts, and documents with nothing to translate.
struct CorpusChecker {
    /// Front-matter keys that mark a file as a translation of another document.
    static let translationKeys = ["translation-of", "translation_of", "translationOf", "covers"]

    let documents: [Document]
    let languages: [DocumentLanguages]
    /// Each document's multi-line code blocks, normalized (computed once: every document is compared
    /// with every other).
    private let multiLineCode: [Set<String>]

    init(documents: [Document], languages: [DocumentLanguages]) {
        self.documents = documents
        self.languages = languages
        multiLineCode = documents.map { document in
            Set(
                document.codeBlocks.map { AlignmentUnit.normalize($0.code) }.filter {
                    $0.split(separator: "\n").count >= 3
                })
        }
    }

    func diagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        for (document, tagged) in zip(documents, languages) {
            result += emptiness(document, tagged)
            result += contradiction(document, tagged)
        }
        result += duplicates()
        result += missingCounterparts()
        return result
    }

    // MARK: - One document

    private func emptiness(_ document: Document, _ tagged: DocumentLanguages) -> [Diagnostic] {
        let start = SourceLocation(file: document.path, line: 1, column: 1)
        if document.blocks.isEmpty {
            return [
                .warning(.emptyTranslationDocument, at: start, "document is empty; add its text or remove the file")
            ]
        }
        guard tagged.passages.allSatisfy({ $0.language == .neutral }) else { return [] }
        return [
            .warning(
                .emptyTranslationDocument, at: start,
                "document has no prose (only code, identifiers or numbers); nothing to translate or align")
        ]
    }

    private func contradiction(_ document: Document, _ tagged: DocumentLanguages) -> [Diagnostic] {
        guard let declared = document.declaredLanguage, let detected = tagged.dominantLanguage,
            tagged.profile.units >= 5
        else { return [] }
        let sameScript = declared.script == detected.script
        let variantContradicted =
            sameScript && declared.script == .han && tagged.detectedHanVariant != nil
            && tagged.detectedHanVariant != declared
        guard !sameScript || variantContradicted else { return [] }
        let text = variantContradicted ? tagged.detectedHanVariant! : detected
        return [
            .warning(
                .declaredLanguageContradicted, at: declarationLocation(document),
                "file declares '\(declared)' but its text is '\(text)'; passages are tagged by their text, except the Chinese variant, which follows the declaration — fix the file name or front matter"
            )
        ]
    }

    // MARK: - Documents of one name

    private var groups: [String: [Int]] {
        Dictionary(grouping: documents.indices, by: { documents[$0].name })
    }

    private func duplicates() -> [Diagnostic] {
        var result: [Diagnostic] = []
        for (_, members) in groups.sorted(by: { $0.key < $1.key }) where members.count > 1 {
            var claimed: [HumanLanguage: Int] = [:]
            for index in members.sorted(by: { documents[$0].path < documents[$1].path }) {
                guard let language = languages[index].language else { continue }
                if let first = claimed[language] {
                    result.append(
                        .error(
                            .duplicateTranslationLanguage, at: declarationLocation(documents[index]),
                            "'\(documents[index].path)' and '\(documents[first].path)' both claim '\(language)' for '\(documents[index].name)'; give each translation its own language",
                            notes: [
                                Diagnostic.Note(
                                    location: declarationLocation(documents[first]), message: "the other file is here")
                            ]))
                } else {
                    claimed[language] = index
                }
            }
        }
        return result
    }

    private func missingCounterparts() -> [Diagnostic] {
        var result: [Diagnostic] = []
        let groups = self.groups
        for (index, document) in documents.enumerated() where groups[document.name]?.count == 1 {
            if let entry = document.frontMatter.first(where: { Self.translationKeys.contains($0.key) }) {
                result.append(
                    .warning(
                        .translationWithoutCounterpart, at: entry.location,
                        "front matter '\(entry.key)' marks this file as a translation, but no other '\(document.name).*.md' exists; name it '<original name>.\(languages[index].language?.rawValue ?? "<lang>").md'",
                        notes: counterpartHint(for: entry.value)))
            } else if let (other, shared) = sharedExamples(index), document.declaredLanguage != nil {
                result.append(
                    .warning(
                        .translationWithoutCounterpart, at: SourceLocation(file: document.path, line: 1, column: 1),
                        "file shares \(shared) example\(shared == 1 ? "" : "s") with '\(documents[other].path)' but not its name; name it '\(documents[other].name).\(document.declaredLanguage!.rawValue).md' to pair the translations",
                        notes: [
                            Diagnostic.Note(
                                location: SourceLocation(file: documents[other].path, line: 1, column: 1),
                                message: "the document with the same examples")
                        ]))
            }
        }
        return result
    }

    /// A note pointing at the document a front-matter value names (`… of x.ru.md`), if it exists.
    private func counterpartHint(for value: String) -> [Diagnostic.Note] {
        let mentioned = value.split(whereSeparator: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "`" })
            .filter { $0.hasSuffix(".md") }
        return documents.filter { document in mentioned.contains { document.path.hasSuffix(String($0)) } }.map {
            Diagnostic.Note(
                location: SourceLocation(file: $0.path, line: 1, column: 1), message: "the original this file names")
        }
    }

    /// The other-named document sharing the most identical multi-line code blocks with this one.
    private func sharedExamples(_ index: Int) -> (Int, Int)? {
        let mine: Set<String> = multiLineCode[index]
        guard !mine.isEmpty else { return nil }
        // The most shared blocks; among equals, the first path.
        var best: (other: Int, shared: Int)?
        for other in documents.indices where documents[other].name != documents[index].name {
            let shared: Int = multiLineCode[other].intersection(mine).count
            guard shared > 0 else { continue }
            if let current = best {
                if shared < current.shared { continue }
                if shared == current.shared, documents[other].path > documents[current.other].path { continue }
            }
            best = (other, shared)
        }
        return best.map { ($0.other, $0.shared) }
    }

    /// The front-matter `lang:` line if the language came from there, else the file's first line.
    private func declarationLocation(_ document: Document) -> SourceLocation {
        document.frontMatter.first { $0.key == "lang" || $0.key == "language" }?.location
            ?? SourceLocation(file: document.path, line: 1, column: 1)
    }
}
