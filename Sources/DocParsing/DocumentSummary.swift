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
        var bytes: [UInt8] = []
        writeJSON(parts: parts.map { Array($0.utf8) }, diagnostics: diagnostics) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same JSON document as UTF-8, handed to `write` in pieces (a document's part, `jsonPartBytes`, is
    /// one piece), so that a large corpus's output is never built as one string.
    public static func writeJSON(parts: [[UInt8]], diagnostics: [Diagnostic], to write: ([UInt8]) -> Void) {
        write(Array("{\n  \"schemaVersion\": 1,\n  \"documents\": ".utf8))
        if parts.isEmpty {
            write(Array("[]".utf8))
        } else {
            for (index, part) in parts.enumerated() {
                write(Array((index == 0 ? "[\n    " : ",\n    ").utf8))
                write(part)
            }
            write(Array("\n  ]".utf8))
        }
        let diagnosticsText = JSONValue.array(diagnostics.map(\.json)).serialized(depth: 1)
        write(Array(",\n  \"diagnostics\": \(diagnosticsText)\n}\n".utf8))
    }

    /// One document's entry of the `documents` array, indented for its place in the whole: written as it
    /// goes (`JSONWriter`), in `JSONValue`'s layout.
    public static func jsonPart(_ document: Document) -> String {
        String(decoding: jsonPartBytes(document), as: UTF8.self)
    }

    /// `jsonPart` as UTF-8, as `writeJSON` takes it.
    public static func jsonPartBytes(_ document: Document) -> [UInt8] {
        var json = JSONWriter(depth: 2, capacity: 4096)
        json.beginObject()
        json.key("path")
        json.string(document.path)
        json.key("name")
        json.string(document.name)
        json.key("language")
        json.string(document.declaredLanguage?.rawValue)
        json.key("frontMatter")
        json.beginObject()
        for entry in document.frontMatter {
            json.key(entry.key)
            json.string(entry.value)
        }
        json.endObject()
        json.key("sections")
        json.beginArray()
        for section in document.sections { write(section, to: &json) }
        json.endArray()
        json.key("codeBlocks")
        json.beginArray()
        document.forEachBlock { block in
            if case .codeBlock(let code) = block.kind { write(code, section: block.section, to: &json) }
        }
        json.endArray()
        json.key("passages")
        json.beginArray()
        document.forEachPassage { writePassage($0, to: &json) }
        json.endArray()
        json.endObject()
        return json.bytes
    }

    private static func write(_ section: Section, to json: inout JSONWriter) {
        json.beginObject()
        json.key("title")
        json.string(section.title)
        json.key("level")
        json.int(section.level)
        json.key("line")
        json.int(section.line)
        json.key("parent")
        json.int(section.parent)
        json.endObject()
    }

    private static func write(_ code: CodeBlock, section: Int?, to json: inout JSONWriter) {
        json.beginObject()
        json.key("firstLine")
        json.int(code.firstCodeLine)
        json.key("lastLine")
        json.int(code.lastCodeLine)
        json.key("language")
        json.string(code.language.description)
        json.key("fenceLanguage")
        json.string(code.fenceLanguage)
        json.key("inferredLanguage")
        json.string(code.inferredLanguage?.description)
        json.key("attributes")
        json.beginArray()
        for attribute in code.attributes { json.string(attribute.description) }
        json.endArray()
        json.key("hash")
        json.string(code.contentHash)
        json.key("fenced")
        json.bool(code.isFenced)
        json.key("section")
        json.int(section)
        json.endObject()
    }

    private static func writePassage(_ block: Block, to json: inout JSONWriter) {
        json.beginObject()
        json.key("kind")
        json.string(block.kindName)
        json.key("firstLine")
        json.int(block.range.lowerBound.line)
        json.key("lastLine")
        json.int(block.range.upperBound.line)
        json.key("bullet")
        json.string(block.bullet?.text)
        json.key("section")
        json.int(block.section)
        json.endObject()
    }

    // MARK: - Text

    /// One document's part of the text summary.
    ///
    /// Each line is shown through ``DiagnosticRenderer/printableFile(_:)``: a control character of a path, a
    /// title or a fence word (a line feed in a file name) is `�` and never starts a line.
    public static func text(_ document: Document) -> String {
        var lines: [String] = []
        let language =
            document.declaredLanguage?.rawValue ?? (document.declaresChineseWithoutVariant ? "zh" : "mixed")
        lines.append("\(document.path)  [\(language)]  name: \(document.name)")
        lines.append("  sections: \(document.sections.count)")
        for section in document.sections {
            lines.append("    \(String(repeating: "#", count: section.level)) \(section.title)  (line \(section.line))")
        }
        let codeBlocks = document.codeBlocks
        lines.append("  code blocks: \(codeBlocks.count)")
        for code in codeBlocks {
            let attributes =
                code.attributes.isEmpty ? "" : " " + code.attributes.map(\.description).joined(separator: " ")
            let fence =
                code.fenceLanguage.map { CodeLanguage(fenceWord: $0) == code.language ? "" : " (fence: \($0))" }
                ?? " (inferred)"
            lines.append(
                "    lines \(code.firstCodeLine)-\(code.lastCodeLine)  \(code.language)\(fence)\(attributes)  \(code.contentHash)"
            )
        }
        let passages = document.passages
        lines.append("  passages: \(passages.count)")
        for passage in passages {
            let bullet = passage.bullet.map { " \($0.text)" } ?? ""
            lines.append(
                "    \(passage.kindName)\(bullet)  lines \(passage.range.lowerBound.line)-\(passage.range.upperBound.line)"
            )
        }
        return lines.map { DiagnosticRenderer.printableFile($0) + "\n" }.joined()
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
