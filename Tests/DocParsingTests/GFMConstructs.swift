import DocParsing
import Foundation

/// The GFM constructs of one rendering, in document order, as comparable lines: each table (alignments
/// and cell texts), each strikethrough's text, each link whose text is its destination (an autolink's
/// shape: `x`, `http://` + `x`, `mailto:` + `x`) and each task list checkbox. Texts are normalized:
/// entities decoded, tags dropped, white space collapsed; destinations percent-decoded.
enum GFMConstructs {
    // MARK: - From docgen's model

    static func of(_ document: Document) -> [String] {
        var lines: [String] = []
        for block in document.blocks { collect(block, into: &lines) }
        return lines
    }

    private static func collect(_ block: Block, into lines: inout [String]) {
        switch block.kind {
        case .table(let columns):
            var rows: [String] = []
            for row in block.children {
                let cells = row.children.map { cell -> String in
                    collect(cell.inlines, into: &lines)
                    return normalized(text(cell.inlines))
                }
                rows.append(cells.joined(separator: " | "))
            }
            lines.append(tableLine(alignments: columns.map(alignment), rows: rows))
        case .listItem:
            if let checked = block.checked { lines.append(checked ? "task [x]" : "task [ ]") }
            for child in block.children { collect(child, into: &lines) }
        default:
            collect(block.inlines, into: &lines)
            for child in block.children { collect(child, into: &lines) }
        }
    }

    private static func alignment(_ alignment: TableAlignment) -> String {
        switch alignment {
        case .left: return "left"
        case .center: return "center"
        case .right: return "right"
        case .none: return "-"
        }
    }

    private static func collect(_ inlines: [Inline], into lines: inout [String]) {
        for inline in inlines {
            switch inline {
            case .strikethrough(let children):
                collect(children, into: &lines)
                lines.append("del " + normalized(text(children)))
            case .link(let destination, _, let children):
                collect(children, into: &lines)
                if let line = autolinkLine(text: normalized(text(children)), destination: destination) {
                    lines.append(line)
                }
            default:
                collect(inline.children, into: &lines)
            }
        }
    }

    /// What a reader sees, raw HTML left out (cmark-gfm leaves it out too, unless `--unsafe`).
    private static func text(_ inlines: [Inline]) -> String {
        inlines.map { inline -> String in
            switch inline {
            case .text(let text): return text
            case .code(let code, _): return code
            case .html: return ""
            case .softBreak, .lineBreak: return " "
            case .image(_, _, let alt): return text(alt)
            default: return text(inline.children)
            }
        }.joined()
    }

    // MARK: - From cmark-gfm's HTML

    static func of(html: String) -> [String] {
        var lines: [String] = []
        var scanner = HTMLTokens(html)
        // Open constructs: text collected for each open `<del>` and `<a>`, and the table being read.
        var dels: [String] = []
        var anchors: [(href: String, text: String)] = []
        var table: (alignments: [String], rows: [[String]], cell: String?, isHeader: Bool)?
        func addText(_ text: String) {
            for index in dels.indices { dels[index] += text }
            for index in anchors.indices { anchors[index].text += text }
            if table?.cell != nil { table!.cell! += text }
        }
        while let token = scanner.next() {
            switch token {
            case .text(let text):
                addText(text)
            case .tag(let name, let attributes, let isClosing):
                switch (name, isClosing) {
                case ("del", false): dels.append("")
                case ("del", true): if let del = dels.popLast() { lines.append("del " + normalized(del)) }
                case ("a", false): anchors.append((attributes["href"] ?? "", ""))
                case ("a", true):
                    if let anchor = anchors.popLast(),
                        let line = autolinkLine(text: normalized(anchor.text), destination: anchor.href)
                    {
                        lines.append(line)
                    }
                case ("img", _): addText(attributes["alt"] ?? "")
                case ("br", _): addText(" ")
                case ("input", _):
                    if attributes["type"] == "checkbox" {
                        lines.append(attributes["checked"] != nil ? "task [x]" : "task [ ]")
                    }
                case ("table", false): table = ([], [], nil, false)
                case ("table", true):
                    if let done = table {
                        lines.append(
                            tableLine(
                                alignments: done.alignments, rows: done.rows.map { $0.joined(separator: " | ") }))
                    }
                    table = nil
                case ("tr", false): table?.rows.append([])
                case ("th", false), ("td", false):
                    table?.cell = ""
                    if name == "th" { table?.alignments.append(attributes["align"] ?? "-") }
                case ("th", true), ("td", true):
                    if let cell = table?.cell { table!.rows[table!.rows.count - 1].append(normalized(cell)) }
                    table?.cell = nil
                default:
                    break
                }
            }
        }
        return lines
    }

    // MARK: - Shared

    private static func tableLine(alignments: [String], rows: [String]) -> String {
        "table [" + alignments.joined(separator: ",") + "] " + rows.map { "(\($0))" }.joined(separator: " ")
    }

    private static func autolinkLine(text: String, destination: String) -> String? {
        let destination = percentDecoded(destination)
        guard !text.isEmpty, destination == text || destination == "http://" + text || destination == "mailto:" + text
        else { return nil }
        return "autolink " + destination
    }

    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    private static func percentDecoded(_ text: String) -> String {
        text.removingPercentEncoding ?? text
    }
}

/// The tags and texts of an HTML rendering, entities decoded (what cmark-gfm writes: no comments but
/// `<!-- raw HTML omitted -->`, attributes in double quotes).
struct HTMLTokens {
    enum Token {
        case text(String)
        case tag(name: String, attributes: [String: String], isClosing: Bool)
    }

    private let characters: [Character]
    private var index = 0

    init(_ html: String) { characters = Array(html) }

    mutating func next() -> Token? {
        guard index < characters.count else { return nil }
        if characters[index] == "<" {
            let start = index
            while index < characters.count, characters[index] != ">" { index += 1 }
            index = min(index + 1, characters.count)
            return tag(String(characters[(start + 1)..<max(start + 1, index - 1)]))
        }
        let start = index
        while index < characters.count, characters[index] != "<" { index += 1 }
        return .text(Self.decoded(String(characters[start..<index])))
    }

    private func tag(_ body: String) -> Token {
        if body.hasPrefix("!") { return .text("") }
        let isClosing = body.hasPrefix("/")
        let content = isClosing ? String(body.dropFirst()) : body
        let name = String(content.prefix { $0.isLetter || $0.isNumber }).lowercased()
        var attributes: [String: String] = [:]
        let pattern = /([a-zA-Z-]+)(?:="([^"]*)")?/
        for match in content.dropFirst(name.count).matches(of: pattern) {
            attributes[String(match.1)] = match.2.map { Self.decoded(String($0)) } ?? ""
        }
        return .tag(name: name, attributes: attributes, isClosing: isClosing)
    }

    static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result.replacingOccurrences(of: "&amp;", with: "&")
    }
}
