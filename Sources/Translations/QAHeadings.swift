import DocParsing
import Foundation

/// The headings of every document, by document name (all its translations together), as a `doc:` link's
/// `#anchor` names them: a heading's words joined by `-` (DocC's form), compared ignoring case and all but
/// letters and digits — as the site resolves them.
struct QAHeadings: Sendable {
    private var byName: [String: Set<String>] = [:]
    private var nameOfPath: [String: String] = [:]

    init(_ documents: [Document]) {
        for document in documents {
            nameOfPath[document.path] = document.name
            byName[document.name, default: []].formUnion(document.sections.map { Self.loose($0.title) })
        }
    }

    /// For a link target with an anchor (`doc:Name#Anchor`, `<doc:Name#Anchor>`, `#Anchor` from the
    /// document at `path`): whether the anchor names no heading of that document in any of its languages.
    /// Nil when the target has no anchor or names no document docgen has read (another check's business).
    func isUnknownAnchor(_ target: String, from path: String) -> Bool? {
        var target = Substring(target)
        if target.hasPrefix("<"), target.hasSuffix(">") { target = target.dropFirst().dropLast() }
        guard let hash = target.firstIndex(of: "#") else { return nil }
        let document = target[..<hash]
        let anchor = String(target[target.index(after: hash)...])
        let name: String?
        if document.isEmpty {
            name = nameOfPath[path]
        } else if document.hasPrefix("doc:") {
            name = String(document.dropFirst("doc:".count).split(separator: "/").last ?? "")
        } else {
            return nil
        }
        guard let name, let headings = byName[name], !anchor.isEmpty else { return nil }
        return !headings.contains(Self.loose(anchor.removingPercentEncoding ?? anchor))
    }

    /// Lowercased letters and digits only.
    static func loose(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
