import DocParsing
import DocgenCore

extension SiteRenderer {
    /// What the site cannot show as the documents mean it, found before rendering: two documents with
    /// one page name, heading ids that collide with the site's own, links to a Markdown file that is
    /// not among the documents, and DocC Markdown the site cannot follow (`docCDiagnostics`).
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
        return diagnostics + docCDiagnostics(documents: documents)
    }

    /// DocC Markdown the site cannot follow: block directives never closed, entries of the root page's
    /// Topics that name no document or repeat one, and `<doc:…>` links that lead nowhere (outside the
    /// directives the site hides; a Topics entry is reported once, as an entry).
    static func docCDiagnostics(documents: [Document]) -> [Diagnostic] {
        let order = ReadingOrder(documents: documents)
        var diagnostics = order.diagnostics
        let reported = Set(order.diagnostics.compactMap(\.location))
        let links = DocLinks(documents: documents.sorted { $0.path < $1.path })
        for document in documents {
            let directives = BlockDirectives(of: document)
            diagnostics += directives.diagnostics
            func check(_ block: Block) {
                for (destination, location) in zip(block.inlines.linkDestinations, block.linkLocations)
                where !reported.contains(location) {
                    guard case .failure(let problem)? = links.resolve(destination, from: document.path) else {
                        continue
                    }
                    diagnostics.append(docLinkWarning(problem, destination: destination, at: location))
                }
                for child in block.children { check(child) }
            }
            for block in document.blocks where !directives.hiddenBlocks.contains(block.range.lowerBound) {
                check(block)
            }
        }
        return diagnostics
    }

    private static func docLinkWarning(_ problem: DocLinks.Problem, destination: String, at location: SourceLocation)
        -> Diagnostic
    {
        switch problem {
        case .empty:
            return .warning(
                .emptyDocLink, at: location,
                "'\(destination.excerpt())' names no document; it is shown as text — write <doc:Name>")
        case .unknownDocument(let name):
            return .warning(
                .docLinkToUnknownDocument, at: location,
                "'\(destination.excerpt())': no document is named '\(name.excerpt())'; the link is shown as text")
        case .unknownHeading(let name, let heading):
            return .warning(
                .docLinkToUnknownHeading, at: location,
                "'\(destination.excerpt())': '\(name.excerpt())' has no heading '\(heading.excerpt())'; the link is shown as text"
            )
        }
    }

    private static func linkDestinations(_ inline: Inline) -> [String] {
        var result: [String] = []
        if case .link(let destination, _, _) = inline { result.append(destination) }
        return result + inline.children.flatMap(linkDestinations)
    }
}
