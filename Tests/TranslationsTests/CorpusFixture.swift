import DocParsing
import DocgenTestSupport
import Foundation
import Translations

/// The repository's `Docs/` corpus, and synthetic documents for small cases.
enum CorpusFixture {
    /// `Docs/*.md` (ERRATA.md excepted) parsed with the relative paths the CLI uses (`Docs/x.ru.md`).
    static func docs() throws -> [Document] {
        let directory = repositoryRoot.appendingPathComponent("Docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".md") && $0 != "ERRATA.md" }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            return DocumentParser.parse(text, path: "Docs/" + name).document
        }
    }

    /// The analysis of `Docs/`.
    static func docsReport() throws -> TranslationReport {
        TranslationAnalyzer().analyze(try docs())
    }

    /// Parses Markdown text as a file with the given path.
    static func document(_ path: String, _ markdown: String) -> Document {
        DocumentParser.parse(markdown, path: path).document
    }

    /// The tagged passages of one synthetic document.
    static func languages(_ path: String, _ markdown: String) -> DocumentLanguages {
        LanguageDetector().detect(document(path, markdown))
    }
}
