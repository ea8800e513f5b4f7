import DocgenCore
import Mustache

extension SiteRenderingError {
    /// The docgen diagnostic for this error: a template's own (`DG072x`, at `template:line:col`), a missing
    /// site template (`DG0730`) or an unwritable file (`DG0731`).
    public var diagnostic: Diagnostic {
        switch self {
        case .missingTemplate:
            return .error(.siteTemplateMissing, at: nil, description)
        case .template(let error):
            var diagnostic = error.diagnostic
            diagnostic.message = "cannot render the site: \(diagnostic.message)"
            return diagnostic
        case .unwritable:
            return .error(.siteUnwritable, at: nil, description)
        }
    }
}
