import DocParsing
import DocgenCore

/// GitHub-style ids for a document's headings, so that `other.md#section` links written for GitHub
/// reach the heading on the generated page.
///
/// The slug of a title is its lowercased text with everything but letters, digits, spaces, `-` and `_`
/// removed and spaces turned into `-`; headings that repeat get `-1`, `-2`, … in document order (stable
/// while the headings before them stay). A slug that is an id the page itself uses (`search-results`,
/// `content`, …) is reported and numbered like a repeat, never shared.
enum HeadingIDs {
    /// Ids the page templates and the site's script use.
    static let reserved: Set<String> = [
        "content", "search-hits", "search-input", "search-results", "search-summary",
    ]

    /// The id of each heading by its start, and the collisions found.
    static func ids(for document: Document) -> (ids: [SourceLocation: String], diagnostics: [Diagnostic]) {
        var ids: [SourceLocation: String] = [:]
        var diagnostics: [Diagnostic] = []
        var used: Set<String> = []
        for block in document.allBlocks {
            guard case .heading = block.kind else { continue }
            let base = slug(block.plainText)
            var candidate = base
            var counter = 0
            if reserved.contains(base) || isLineAnchor(base) {
                counter = 1
                candidate = "\(base)-1"
                diagnostics.append(
                    .warning(
                        .headingIDCollision, spanning: block.range,
                        "heading id '\(base)' is an id the site uses itself; the heading's id is '\(candidate)' — links to '#\(base)' do not reach it"
                    ))
            }
            while used.contains(candidate) || reserved.contains(candidate) {
                counter += 1
                candidate = "\(base)-\(counter)"
            }
            used.insert(candidate)
            ids[block.range.lowerBound] = candidate
        }
        return (ids, diagnostics)
    }

    /// GitHub's slug of a heading's text.
    static func slug(_ title: String) -> String {
        var result = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                result.append(character)
            } else if character == " " {
                result.append("-")
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// Whether `id` looks like the site's own block anchors (`L12`), whatever its case.
    static func isLineAnchor(_ id: String) -> Bool {
        guard let first = id.first, first == "l" || first == "L" else { return false }
        let rest = id.dropFirst()
        return !rest.isEmpty && rest.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
