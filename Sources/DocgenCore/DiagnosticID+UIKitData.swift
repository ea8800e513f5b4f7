// MARK: - Apple's UIKit surface (DG0901–DG0909)

extension DiagnosticID {
    /// The bundled UIKit surface (`docgen_AppleUIKitAPI.resources/UIKitSurface.tsv`) is not next to the
    /// executable; docgen cannot tell Apple's API from a doc error without it.
    public static let uikitSurfaceMissing = DiagnosticID("DG0901")
    /// The bundled UIKit surface cannot be read (permissions, not UTF-8).
    public static let uikitSurfaceUnreadable = DiagnosticID("DG0902")
    /// The bundled UIKit surface breaks its format (a header field, a column count, a kind).
    public static let uikitSurfaceCorrupt = DiagnosticID("DG0903")
}
