import DocgenCore

/// Why Apple's UIKit surface could not be loaded (DG0901–DG0903).
public typealias UIKitSurfaceError = ResourceFileError<UIKitSurfaceFile>

/// Apple's UIKit surface, as its errors name it.
public enum UIKitSurfaceFile: ResourceFileKind {
    public static let name = "Apple's UIKit surface"
    public static let isPlural = false
    public static let oneFile = "Apple's UIKit surface"
    public static var bundleName: String { UIKitSurface.bundleName }
    public static let missingID = DiagnosticID.uikitSurfaceMissing
    public static let unreadableID = DiagnosticID.uikitSurfaceUnreadable
    public static let corruptID = DiagnosticID.uikitSurfaceCorrupt

    public static func regeneration(of path: String) -> String {
        "regenerate it with python3 scripts/generate-uikit-surface.py"
    }
}
