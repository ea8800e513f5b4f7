import DocgenCore

extension UIKitSurfaceError {
    /// The docgen diagnostic for this error, located at the file (and line, for a corrupt one): DG0901–DG0903.
    public var diagnostic: Diagnostic {
        switch self {
        case .missing: .error(.uikitSurfaceMissing, at: nil, description)
        case .unreadable: .error(.uikitSurfaceUnreadable, at: nil, description)
        case .malformed(let path, let line, let problem):
            .error(
                .uikitSurfaceCorrupt, at: SourceLocation(file: path, line: line, column: 1),
                "Apple's UIKit surface is corrupt: \(problem); regenerate it with "
                    + "python3 scripts/generate-uikit-surface.py")
        }
    }
}
