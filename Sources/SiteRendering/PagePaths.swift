import DocParsing
import DocgenCore

/// Where things live in the site: page file names, asset paths and block anchors.
///
/// Every page sits at the site's root, so links between pages and to `assets/` are plain relative
/// paths that work from `file://`.
enum PagePaths {
    static let index = "index.html"
    static let stylesheet = "assets/site.css"
    static let script = "assets/site.js"
    static let searchIndex = "assets/search-index.js"
    static let hanScript = "assets/han-script.js"

    /// The anchor of a block on its document's page: `L<first line of the block>`.
    static func anchor(of block: Block) -> String { "L\(block.range.lowerBound.line)" }

    /// The anchor of the block starting at `line`.
    static func anchor(line: Int) -> String { "L\(line)" }

    /// Page file names for documents, by path: the Markdown file name with `.html` for `.md`
    /// (`Docs/x.ru.md` → `x.ru.html`), made unique with a counter when two folders hold the same name.
    static func documentPages(for paths: [String]) -> [String: String] {
        var used: Set<String> = [index]
        var result: [String: String] = [:]
        for path in paths.sorted() {
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let stem = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
            var candidate = safeName(stem) + ".html"
            var counter = 2
            while used.contains(candidate) {
                candidate = safeName(stem) + "-\(counter).html"
                counter += 1
            }
            used.insert(candidate)
            result[path] = candidate
        }
        return result
    }

    /// The side-by-side page of two translations: `<name>.<source language>-<target language>.html`.
    static func comparePage(name: String, source: HumanLanguage?, target: HumanLanguage?) -> String {
        safeName(name) + ".\(source?.rawValue ?? "mixed")-\(target?.rawValue ?? "mixed").html"
    }

    /// A file name with anything but letters, digits, `.`, `-` and `_` replaced by `-`.
    static func safeName(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}

extension PagePaths {
    /// The side-by-side page of an alignment.
    static func comparePage(for alignment: SiteTranslations.Alignment) -> String {
        comparePage(name: alignment.name, source: alignment.sourceLanguage, target: alignment.targetLanguage)
    }
}
