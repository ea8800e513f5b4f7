import Mustache

/// Why the site could not be rendered.
public enum SiteRenderingError: Error, Sendable, CustomStringConvertible {
    /// A site template is missing from the library (`site/layout`, …).
    case missingTemplate(name: String)
    /// A template failed to render.
    case template(MustacheError)

    public var description: String {
        switch self {
        case .missingTemplate(let name):
            return "site template '\(name)' is missing; restore Templates/\(name).mustache"
        case .template(let error):
            return "site template failed: \(error)"
        }
    }
}
