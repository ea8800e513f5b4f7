import DocgenCore
import Foundation

/// The `docgen extract` output: a summary of the document model, as text or JSON.
///
/// Its JSON form is a stable interface (`schemaVersion` 1, documented in README.md): fields are only ever
/// added, never renamed or removed, and come out in the order written here.
public enum DocumentSummary {
    // MARK: - JSON

    /// The whole JSON document, from each document's part (`jsonPart`) and the diagnostics.
    public static func json(parts: [String], diagnostics: [Diagnostic]) -> String {
        let documentsText = parts.isEmpty ? "[]" : "[\n    " + parts.joined(separator: ",\n    ") + "\n  ]"
        let diagnosticsText = JSONValue.array(diagnostics.map(\.json)).serialized(depth: 1)
        return
            "{\n  \"schemaVersion\": 1,\n  \"documents\": \(documentsText),\n  \"diagnostics\": \(diagnosticsText)\n}\n"
    }

    /// One document's entry of the `documents` array, indented for its place in the whole.
    public static func jsonPart(_ document: Document) -> String {
        json(document).serialized(depth: 2)
    }

    private static func json(_ document: Document) -> JSONValue {
        .object([
            ("path", .string(document.path)),
            ("name", .string(document.name)),
            ("language", .optional(document.declaredLanguage?.rawValue)),
            ("frontMatter", .object(document.frontMatter.map { ($0.key, .string($0.value)) })),
            (
                "sections",
                .array(
                    document.sections.map { section in
                        .object([
                            ("title", .string(section.title)), ("level", .int(section.level)),
                            ("line", .int(section.line)),
                            ("parent", .optional(section.parent)),
                        ])
                    })
            ),
            (
                "codeBlocks",
                .array(
                    document.allBlocks.compactMap { block in
                        block.codeBlock.map { code in
                            .object([
                                ("firstLine", .int(code.firstCodeLine)), ("lastLine", .int(code.lastCodeLine)),
                                ("language", .string(code.language.description)),
                                ("fenceLanguage", .optional(code.fenceLanguage)),
                                ("inferredLanguage", .optional(code.inferredLanguage?.description)),
                                ("attributes", .array(code.attributes.map { .string($0.description) })),
                                ("hash", .string(code.contentHash)), ("fenced", .bool(code.isFenced)),
                                ("section", .optional(block.section)),
                            ])
                        }
                    })
            ),
            (
                "passages",
                .array(
                    document.passages.map { block in
                        .object([
                            ("kind", .string(block.kindName)), ("firstLine", .int(block.range.lowerBound.line)),
                            ("lastLine", .int(block.range.upperBound.line)), ("bullet", .optional(block.bullet?.text)),
                            ("section", .optional(block.section)),
                        ])
                    })
            ),
        ])
    }

    // MARK: - Text

    /// One document's part of the text summary.
    public static func text(_ document: Document) -> String {
        var out = ""
        do {
            out +=
                "\(document.path)  [\(document.declaredLanguage?.rawValue ?? (document.declaresChineseWithoutVariant ? "zh" : "mixed"))]  name: \(document.name)\n"
            out += "  sections: \(document.sections.count)\n"
            for section in document.sections {
                out += "    \(String(repeating: "#", count: section.level)) \(section.title)  (line \(section.line))\n"
            }
            let codeBlocks = document.codeBlocks
            out += "  code blocks: \(codeBlocks.count)\n"
            for code in codeBlocks {
                let attributes =
                    code.attributes.isEmpty ? "" : " " + code.attributes.map(\.description).joined(separator: " ")
                let fence =
                    code.fenceLanguage.map { CodeLanguage(fenceWord: $0) == code.language ? "" : " (fence: \($0))" }
                    ?? " (inferred)"
                out +=
                    "    lines \(code.firstCodeLine)-\(code.lastCodeLine)  \(code.language)\(fence)\(attributes)  \(code.contentHash)\n"
            }
            let passages = document.passages
            out += "  passages: \(passages.count)\n"
            for passage in passages {
                let bullet = passage.bullet.map { " \($0.text)" } ?? ""
                out +=
                    "    \(passage.kindName)\(bullet)  lines \(passage.range.lowerBound.line)-\(passage.range.upperBound.line)\n"
            }
        }
        return out
    }
}

extension Bullet {
    /// The marker as written: `-`, `1.`, `•`.
    public var text: String {
        switch self {
        case .listMarker(let marker): return marker
        case .leadingCharacter(let character): return String(character)
        }
    }
}
