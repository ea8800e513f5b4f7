import DocgenCore
import Mustache

extension SiteRenderingError {
    /// The docgen diagnostic for this error: a template's own (`DG072x`, at `template:line:col`), or a missing
    /// site template (`DG0730`); the site's files are written by `GeneratedTree`, with its own diagnostics.
    public var diagnostic: Diagnostic {
        switch self {
        case .missingTemplate:
            return .error(.siteTemplateMissing, at: nil, description)
        case .template(let error):
            var diagnostic = error.diagnostic
            diagnostic.message = "cannot render the site: \(diagnostic.message)"
            return diagnostic
        }
    }
}
