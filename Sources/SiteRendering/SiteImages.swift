import DocParsing
import DocgenCore
import Foundation

/// The local images documents show (`![x](graph/addsearchbar.png)`, `<img src="a.png">`), found on disk
/// and given a path inside the site (`images/graph/addsearchbar.png`).
///
/// Only files inside the docs root are taken: a path is resolved (`..` and symbolic links) before it is
/// checked, so neither `../../etc/passwd` nor a link pointing out of the root is ever copied. A missing
/// image or one outside the root is a located warning and is shown as its alt text's broken image.
public struct SiteImages: Sendable {
    /// One image to copy: where it is (resolved) and where it goes in the site.
    public struct Image: Hashable, Sendable {
        public var file: URL
        public var sitePath: String
    }

    /// The images to copy, by site path.
    public var images: [Image] = []
    public var diagnostics: [Diagnostic] = []
    /// Site path by document path and the source as the document writes it.
    var sitePaths: [String: [String: String]] = [:]

    public init() {}

    /// The site path for `source` as written in the document at `path`, if it was found and copied.
    func sitePath(for source: String, in path: String) -> String? {
        sitePaths[path]?[source]
    }

    /// The largest image copied into the site (a sparse 500 MB file would otherwise be read and written
    /// whole); Markdown documents have their own limit (`DocumentLoader.maximumFileSize`).
    public static let maximumImageSize: Int64 = 64 * 1_048_576

    /// Finds the local images of `documents` below `root` (default: the folder holding all documents).
    public static func resolve(documents: [Document], root: URL? = nil) -> SiteImages {
        var result = SiteImages()
        let fileManager = FileManager.default
        // Without a folder below `/` there is no root to keep images inside.
        guard let root = (root ?? commonFolder(of: documents.map(\.path)))?.resolvingSymlinksInPath(),
            root.pathComponents.count > 1
        else { return result }
        var sitePathByFile: [String: String] = [:]
        var usedSitePaths: Set<String> = []
        for document in documents {
            let folder = URL(fileURLWithPath: document.path).deletingLastPathComponent()
            for (source, location) in references(in: document) where result.sitePaths[document.path]?[source] == nil {
                guard let relative = localPath(source) else { continue }
                let file = folder.appendingPathComponent(relative).standardizedFileURL
                guard fileManager.fileExists(atPath: file.path) else {
                    result.diagnostics.append(
                        .warning(
                            .imageNotFound, at: location,
                            "image '\(source)' not found at \(file.path); add the file or fix the path"))
                    continue
                }
                let resolved = file.resolvingSymlinksInPath()
                let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
                guard resolved.path.hasPrefix(rootPath) else {
                    result.diagnostics.append(
                        .warning(
                            .imageOutsideDocsRoot, at: location,
                            "image '\(source)' is outside the docs root \(root.path); it is not copied into the site — move it under the docs folder"
                        ))
                    continue
                }
                guard fileManager.isReadableFile(atPath: resolved.path) else {
                    result.diagnostics.append(
                        .warning(.imageUnreadable, at: location, "image '\(source)' cannot be read"))
                    continue
                }
                let attributes = try? fileManager.attributesOfItem(atPath: resolved.path)
                guard attributes?[.type] as? FileAttributeType == .typeRegular else {
                    result.diagnostics.append(
                        .warning(
                            .imageTooLarge, at: location,
                            "image '\(source)' is not a regular file; it is not copied into the site"))
                    continue
                }
                if let size = (attributes?[.size] as? NSNumber)?.int64Value, size > maximumImageSize {
                    result.diagnostics.append(
                        .warning(
                            .imageTooLarge, at: location,
                            "image '\(source)' is \(size / 1_048_576) MiB, more than the \(maximumImageSize / 1_048_576) MiB the site copies; it is not copied — make it smaller"
                        ))
                    continue
                }
                if sitePathByFile[resolved.path] == nil {
                    let inside = resolved.path.dropFirst(rootPath.count).split(separator: "/").map {
                        PagePaths.safeName(String($0))
                    }
                    var candidate = "images/" + inside.joined(separator: "/")
                    var counter = 2
                    while usedSitePaths.contains(candidate) {
                        candidate = "images/\(counter)/" + inside.joined(separator: "/")
                        counter += 1
                    }
                    usedSitePaths.insert(candidate)
                    sitePathByFile[resolved.path] = candidate
                    result.images.append(Image(file: resolved, sitePath: candidate))
                }
                result.sitePaths[document.path, default: [:]][source] = sitePathByFile[resolved.path]
            }
        }
        return result
    }

    /// The bytes of every image by site path, and a warning for each that cannot be read.
    public func contents() -> (files: [String: Data], diagnostics: [Diagnostic]) {
        var files: [String: Data] = [:]
        var diagnostics: [Diagnostic] = []
        for image in images {
            do {
                files[image.sitePath] = try Data(contentsOf: image.file)
            } catch {
                diagnostics.append(
                    .warning(
                        .imageUnreadable, at: SourceLocation(file: image.file.path, line: 1, column: 1),
                        "cannot read image: \(error.localizedDescription)"))
            }
        }
        return (files, diagnostics)
    }

    // MARK: - Finding images

    /// Every image source a document writes, with the location of its block: Markdown images and the
    /// `src` of raw HTML `img` tags.
    static func references(in document: Document) -> [(String, SourceLocation)] {
        var result: [(String, SourceLocation)] = []
        for block in document.allBlocks {
            let location = block.range.lowerBound
            for inline in block.allInlines {
                switch inline {
                case .image(let source, _, _):
                    result.append((source, location))
                case .html(let html):
                    for token in RawHTMLTokenizer.tokens(html) {
                        guard case .startTag("img", let attributes, _) = token,
                            let source = attributes.first(where: { $0.name == "src" })?.value
                        else { continue }
                        result.append((source, location))
                    }
                default:
                    break
                }
            }
        }
        return result
    }

    /// The file path of a relative URL (query and fragment dropped, percent-decoded); nil for a URL with a
    /// scheme, a root-relative or protocol-relative one, or a fragment.
    static func localPath(_ source: String) -> String? {
        let trimmed = source.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("/"), !trimmed.hasPrefix("#"), !trimmed.hasPrefix("\\") else {
            return nil
        }
        if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains(where: { "/?#".contains($0) }) {
            return nil
        }
        let path = trimmed.prefix { $0 != "?" && $0 != "#" }
        guard let decoded = String(path).removingPercentEncoding, !decoded.isEmpty, !decoded.contains("\0") else {
            return nil
        }
        return decoded
    }

    /// The deepest folder holding every path.
    static func commonFolder(of paths: [String]) -> URL? {
        let folders = paths.map {
            URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath()
                .pathComponents
        }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            var count = 0
            while count < min(common.count, folder.count), common[count] == folder[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        guard !common.isEmpty else { return nil }
        return URL(fileURLWithPath: NSString.path(withComponents: common))
    }
}
