// MARK: - Classification of check results (DG0620–DG0639) and the parser's language verdict (DG0202–DG0209)

extension DiagnosticID {
    /// An example uses names Apple's UIKit has and the headless UIKit does not model; it is skipped, each
    /// name reported at its first use.
    public static let unmodelledUIKitAPI = DiagnosticID("DG0620")
    /// An example uses a module that cannot be built here (an Apple-only framework such as `Combine` or
    /// `SwiftUI`, or a third-party package); it is skipped, not built.
    public static let unavailableModule = DiagnosticID("DG0621")
    /// A fragment needs declarations it never shows (`searchController`, `ResultsTableController`); it is
    /// `incomplete`, with a hidden part to paste.
    public static let incompleteFragment = DiagnosticID("DG0622")
    /// An example uses, on UIKit API the headless UIKit does not model (so the compiler cannot see it), a
    /// member, initializer or case that Apple's UIKit does not have (often a Swift 2 name): the doc's error,
    /// found in Apple's surface data.
    public static let notInAppleUIKit = DiagnosticID("DG0623")
    /// The runner that plays an example and runs its tests could not be started (docgen's or the machine's
    /// problem, not the doc's): the example is failed with the reason, never as an exit status it did not have.
    public static let exampleRunnerCannotRun = DiagnosticID("DG0624")

    /// A fence names Objective-C, but the code parses cleanly as Swift and has Swift-only syntax; it is built
    /// as Swift.
    public static let swiftInObjectiveCFence = DiagnosticID("DG0202")
}
