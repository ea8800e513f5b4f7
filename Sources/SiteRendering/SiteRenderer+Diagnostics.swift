import DocParsing
import DocgenCore

extension SiteRenderer {
    /// What the site cannot show as the documents mean it, found before rendering: two documents with
    /// one page name, heading ids that collide with the site's own, and links to a Markdown file that is
    /// not among the documents.
    public static func diagnostics(documents: [Document]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let pages = PagePaths.documentPages(for: documents.map(\.path))
        var firstByPage: [String: String] = [:]
        for path in documents.map(\.path).sorted() {
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let stem = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
            let wanted = PagePaths.safeName(stem) + ".html"
            if let page = pages[path], page != wanted {
                let other = firstByPage[wanted].map { " (\($0) has it)" } ?? ""
                diagnostics.append(
                    .warning(
                        .pageNameCollision, at: SourceLocation(file: path, line: 1, column: 1),
                        "page name '\(wanted)' is taken\(other); this document's page is '\(page)' — links reach each by its folder, a bare file name only the first"
                    ))
            } else {
                firstByPage[wanted] = path
            }
        }
        let markdownNames = Set(documents.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path })
        for document in documents {
            diagnostics += HeadingIDs.ids(for: document).diagnostics
            for block in document.allBlocks {
                for inline in block.inlines.flatMap(Self.linkDestinations) {
                    guard !inline.contains(":") else { continue }
                    let path = inline.prefix { $0 != "#" && $0 != "?" }
                    let fileName = path.split(separator: "/").last.map(String.init) ?? String(path)
                    guard fileName.hasSuffix(".md"), !markdownNames.contains(fileName) else { continue }
                    diagnostics.append(
                        .warning(
                            .linkToUnknownDocument, at: block.range.lowerBound,
                            "link to '\(inline)' names no document of the site; the link is kept as written"))
                }
            }
        }
        return diagnostics
    }

    private static func linkDestinations(_ inline: Inline) -> [String] {
        var result: [String] = []
        if case .link(let destination, _, _) = inline { result.append(destination) }
        return result + inline.children.flatMap(linkDestinations)
    }
}
