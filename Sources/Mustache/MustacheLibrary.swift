import DocgenCore
import Foundation

/// A set of compiled templates by name, from which templates take their partials and parents.
///
/// Load a directory of `*.mustache` files, optionally with an override directory whose files replace (or add to)
/// the defaults, then render any of them by name:
///
/// ```swift
/// let library = try MustacheLibrary(directory: templates, overrides: userTemplates)
/// try library.validate()
/// let manifest = try library.render("Package.swift", ["targets": targets])
/// ```
///
/// A template's name is its path below the directory without `.mustache` (`Package.swift`, `site/page`), which
/// is also how `{{>site/page}}` and `{{<site/page}}` refer to it.
public struct MustacheLibrary: Sendable {
    /// The templates by name.
    private var templates: [String: MustacheTemplate]
    /// Whether rendering a partial or parent the library lacks is an error (otherwise it renders as nothing).
    public var isStrict: Bool
    /// How much one render with this library's templates may write and do.
    public var limits = RenderLimits()

    /// A library of already compiled templates.
    public init(_ templates: [String: MustacheTemplate] = [:], isStrict: Bool = false) {
        self.templates = templates
        self.isStrict = isStrict
    }

    /// Compiles each source under its name (the name is also the template's name in errors).
    public init(sources: [String: String], isStrict: Bool = false) throws(MustacheError) {
        var templates: [String: MustacheTemplate] = [:]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            templates[name] = try MustacheTemplate(name: name, source: source)
        }
        self.init(templates, isStrict: isStrict)
    }

    /// Compiles every `*.mustache` file below `directory`, then those below `overrides`, which replace templates
    /// of the same name.
    ///
    /// Errors name files as `directory/relative/path.mustache`, with `directory` as given.
    /// - Throws: The first syntax error (files in name order) or an unreadable file.
    public init(directory: URL, overrides: URL? = nil, isStrict: Bool = false) throws(MustacheError) {
        var templates = try Self.loadTemplates(in: directory)
        if let overrides {
            templates.merge(try Self.loadTemplates(in: overrides)) { _, override in override }
        }
        self.init(templates, isStrict: isStrict)
    }

    // MARK: - Templates

    /// The template of this name, if any.
    public subscript(name: String) -> MustacheTemplate? {
        get { templates[name] }
        set { templates[name] = newValue }
    }

    /// Every template name, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// Renders the template `name` with this library's partials.
    /// - Throws: ``MustacheError/unknownTemplate(name:)`` or a rendering error.
    public func render(_ name: String, _ context: MustacheValue = [:]) throws(MustacheError) -> String {
        guard let template = templates[name] else { throw .unknownTemplate(name: name) }
        return try template.render(context, partials: self)
    }

    // MARK: - Validation

    /// Every partial or parent tag, in every template, that names a template this library lacks, in location order.
    public var unknownPartials: [MustacheError] {
        var errors: [MustacheError] = []
        for name in names {
            for reference in templates[name]!.partialReferences where templates[reference.name] == nil {
                errors.append(.unknownPartial(name: reference.name, at: reference.location))
            }
        }
        return errors.sorted { ($0.location?.description ?? "") < ($1.location?.description ?? "") }
    }

    /// Throws the first entry of ``unknownPartials``, if any: a strict check that every literal partial name resolves.
    public func validate() throws(MustacheError) {
        if let first = unknownPartials.first { throw first }
    }

    // MARK: - Loading

    private static let fileExtension = ".mustache"

    /// The largest template file read (16 MiB): a template is a page's frame, not its data.
    public static let maximumTemplateSize = 16 * 1_048_576

    /// The templates below `directory`, by name.
    ///
    /// A template is read only if it is a regular file inside `directory` once symbolic links are resolved:
    /// a link to another template of the folder is followed, one leading out of it (`/etc/passwd`,
    /// `/proc/self/environ`) or to a FIFO or a device is an error at the link. Linked folders are not entered.
    private static func loadTemplates(in directory: URL) throws(MustacheError) -> [String: MustacheTemplate] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let folder = RegularFile.resolvedPath(directory.path)
        else {
            throw .unreadableTemplate(path: directory.relativePath, reason: "no such directory")
        }
        let subpaths: [String]
        do {
            subpaths = try fileManager.subpathsOfDirectory(atPath: folder)
        } catch {
            throw .unreadableTemplate(path: directory.relativePath, reason: "cannot list the directory")
        }
        var templates: [String: MustacheTemplate] = [:]
        for subpath in subpaths.sorted() where subpath.hasSuffix(fileExtension) {
            let file = directory.appendingPathComponent(subpath)
            let displayPath = directory.relativePath + "/" + subpath
            let data: [UInt8]
            switch RegularFile.contents(of: file.path, inside: folder, limit: maximumTemplateSize) {
            case .success(let bytes):
                data = bytes
            case .failure(.outside(let resolved, _)):
                throw .templateOutsideFolder(path: displayPath, resolved: resolved, folder: directory.relativePath)
            case .failure(.notRegular(let kind)):
                // A folder named like a template is not one.
                if kind == RegularFile.kind(S_IFDIR) { continue }
                throw .notRegularTemplate(path: displayPath, kind: kind)
            case .failure(let refusal):
                throw .unreadableTemplate(path: displayPath, reason: refusal.reason)
            }
            guard let source = String(validating: data, as: UTF8.self) else {
                throw .unreadableTemplate(path: displayPath, reason: "not UTF-8")
            }
            let name = String(subpath.dropLast(fileExtension.count))
            templates[name] = try MustacheTemplate(name: displayPath, source: source)
        }
        return templates
    }
}
