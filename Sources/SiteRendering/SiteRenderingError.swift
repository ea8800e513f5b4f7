import Mustache

/// Why the site could not be rendered or written.
public enum SiteRenderingError: Error, Sendable, CustomStringConvertible {
    /// A site template is missing from the library (`site/layout`, …).
    case missingTemplate(name: String)
    /// A template failed to render.
    case template(MustacheError)
    /// A file of the site could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingTemplate(let name):
            return "site template '\(name)' is missing; restore Templates/\(name).mustache"
        case .template(let error):
            return "site template failed: \(error)"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }
}
