import DocParsing
import DocgenCore
import Foundation

/// The `docgen extract` output: a summary of the document model with a stable JSON schema
/// (`schemaVersion` 1, documented in README.md). Fields are only ever added, never renamed or removed.
struct ExtractSummary: Encodable {
    struct DocumentSummary: Encodable {
        var path: String
        var name: String
        /// `en`, `ru`, `zh-Hans`, `zh-Hant`, or null for a mixed document.
        var language: String?
        var frontMatter: [String: String]
        var sections: [SectionSummary]
        var codeBlocks: [CodeBlockSummary]
        var passages: [PassageSummary]
    }

    struct SectionSummary: Encodable {
        var title: String
        var level: Int
        var line: Int
        var parent: Int?
    }

    struct CodeBlockSummary: Encodable {
        /// First and last line of the code (fences excluded).
        var firstLine: Int
        var lastLine: Int
        /// The language docgen uses (`swift`, `objc`, `search-session`, `text`, …).
        var language: String
        /// The fence's own word, null if none.
        var fenceLanguage: String?
        /// What the code looks like, null if it can't be told.
        var inferredLanguage: String?
        var attributes: [String]
        /// FNV-1a 64 of the code, hex.
        var hash: String
        var fenced: Bool
        var section: Int?
    }

    struct PassageSummary: Encodable {
        /// `heading`, `paragraph`, `listItem`, `blockQuote`.
        var kind: String
        var firstLine: Int
        var lastLine: Int
        /// The bullet (`-`, `1.`, `•`), null if none.
        var bullet: String?
        var section: Int?
    }

    struct DiagnosticSummary: Encodable {
        var severity: String
        var id: String
        var file: String?
        var line: Int?
        var column: Int?
        var message: String
    }

    var schemaVersion = 1
    var documents: [DocumentSummary]
    var diagnostics: [DiagnosticSummary]

    init(documents: [Document], diagnostics: [Diagnostic]) {
        self.documents = documents.map(Self.summary)
        self.diagnostics = diagnostics.map {
            DiagnosticSummary(
                severity: $0.severity.rawValue, id: $0.id.rawValue, file: $0.location?.file, line: $0.location?.line,
                column: $0.location?.column, message: $0.message)
        }
    }

    private static func summary(_ document: Document) -> DocumentSummary {
        DocumentSummary(
            path: document.path, name: document.name, language: document.declaredLanguage?.rawValue,
            frontMatter: Dictionary(document.frontMatter.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last }),
            sections: document.sections.map {
                SectionSummary(title: $0.title, level: $0.level, line: $0.line, parent: $0.parent)
            },
            codeBlocks: document.allBlocks.compactMap { block in
                block.codeBlock.map { code in
                    CodeBlockSummary(
                        firstLine: code.firstCodeLine, lastLine: code.lastCodeLine, language: code.language.description,
                        fenceLanguage: code.fenceLanguage, inferredLanguage: code.inferredLanguage?.description,
                        attributes: code.attributes.map(\.description), hash: code.contentHash, fenced: code.isFenced,
                        section: block.section)
                }
            },
            passages: document.passages.map { block in
                PassageSummary(
                    kind: block.kindName, firstLine: block.range.lowerBound.line, lastLine: block.range.upperBound.line,
                    bullet: block.bullet.map(Self.bulletText), section: block.section)
            })
    }

    private static func bulletText(_ bullet: Bullet) -> String {
        switch bullet {
        case .listMarker(let marker): return marker
        case .leadingCharacter(let character): return String(character)
        }
    }

    // MARK: - Rendering

    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    func text() -> String {
        var out = ""
        for document in documents {
            out += "\(document.path)  [\(document.language ?? "mixed")]  name: \(document.name)\n"
            out += "  sections: \(document.sections.count)\n"
            for section in document.sections {
                out += "    \(String(repeating: "#", count: section.level)) \(section.title)  (line \(section.line))\n"
            }
            out += "  code blocks: \(document.codeBlocks.count)\n"
            for code in document.codeBlocks {
                let attributes = code.attributes.isEmpty ? "" : " " + code.attributes.joined(separator: " ")
                let fence = code.fenceLanguage.map { $0 == code.language ? "" : " (fence: \($0))" } ?? " (inferred)"
                out += "    lines \(code.firstLine)-\(code.lastLine)  \(code.language)\(fence)\(attributes)  \(code.hash)\n"
            }
            out += "  passages: \(document.passages.count)\n"
            for passage in document.passages {
                let bullet = passage.bullet.map { " \($0)" } ?? ""
                out += "    \(passage.kind)\(bullet)  lines \(passage.firstLine)-\(passage.lastLine)\n"
            }
        }
        return out
    }
}
