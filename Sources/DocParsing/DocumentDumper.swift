/// A complete, deterministic text dump of a document model: every block with its exact range, inline
/// code spans with theirs, code blocks with language and attributes. Used by golden tests.
public enum DocumentDumper {
    public static func dump(_ document: Document) -> String {
        var out =
            "document \(document.path) name=\(document.name) language=\(document.declaredLanguage?.rawValue ?? "mixed")\n"
        for entry in document.frontMatter {
            out += "front-matter \(entry.location.line): \(entry.key) = \(quoted(entry.value))\n"
        }
        for section in document.sections {
            let parent = section.parent.map { " parent=\($0)" } ?? ""
            out +=
                "section \(section.index) level=\(section.level) line=\(section.line)\(parent) \(quoted(section.title))\n"
        }
        for block in document.blocks { dump(block, depth: 0, into: &out) }
        return out
    }

    private static func dump(_ block: Block, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        let range =
            "\(block.range.lowerBound.line):\(block.range.lowerBound.column)-\(block.range.upperBound.line):\(block.range.upperBound.column)"
        var line = "\(indent)\(block.kindName) \(range)"
        if case .heading(let level) = block.kind { line += " level=\(level)" }
        if let section = block.section { line += " section=\(section)" }
        if case .table(let columns) = block.kind {
            line += " columns=\(columns.map(\.rawValue).joined(separator: ","))"
        }
        if case .tableRow(true) = block.kind { line += " header" }
        if let checked = block.checked { line += " checked=\(checked)" }
        if let bullet = block.bullet {
            switch bullet {
            case .listMarker(let marker): line += " bullet=list(\(marker))"
            case .leadingCharacter(let character): line += " bullet=char(\(character))"
            }
        }
        if let code = block.codeBlock {
            line +=
                " language=\(code.language) fence=\(code.fenceLanguage ?? "-") inferred=\(code.inferredLanguage?.description ?? "-")"
            line +=
                " code=\(code.firstCodeLine)-\(code.lastCodeLine) column=\(code.codeColumn) fenced=\(code.isFenced) closed=\(code.isClosed)"
            if !code.attributes.isEmpty {
                line += " attributes=[\(code.attributes.map(\.description).joined(separator: " "))]"
            }
            line += " hash=\(code.contentHash)"
        }
        out += line + "\n"
        if !block.inlines.isEmpty, block.codeBlock == nil {
            out += "\(indent)  text \(quoted(block.plainText))\n"
            for inline in block.allInlines {
                if case .code(let code, let range) = inline {
                    let at =
                        range.map {
                            "\($0.lowerBound.line):\($0.lowerBound.column)-\($0.upperBound.line):\($0.upperBound.column)"
                        } ?? "?"
                    out += "\(indent)  code-span \(at) \(quoted(code))\n"
                }
                if case .link(let destination, _, _) = inline { out += "\(indent)  link \(quoted(destination))\n" }
            }
        }
        for child in block.children { dump(child, depth: depth + 1, into: &out) }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
