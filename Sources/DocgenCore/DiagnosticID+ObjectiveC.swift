// MARK: - Type-checking Objective-C examples with clang (DG0670–DG0679)

extension DiagnosticID {
    /// Objective-C examples cannot be type-checked here: no clang beside `swift`, or no GNUstep Foundation
    /// headers; they are skipped, and the warning says what to install.
    public static let objectiveCCheckerUnavailable = DiagnosticID("DG0670")
    /// clang did not finish type-checking an example in time, or wrote more output than docgen keeps (a
    /// macro that expands without end, say); the example fails.
    public static let objectiveCCheckStopped = DiagnosticID("DG0671")
}
