/// What the layout logged when required constraints could not all hold: Apple logs "Unable to
/// simultaneously satisfy constraints." with the conflicting constraints and "Will attempt to recover by
/// breaking constraint …", then lays out without the broken one. Headless, the log is kept here for tests
/// and the driver to read (nothing is printed). Items are numbered in order of mention (`UIView:#1`) instead
/// of by address, so a report reads the same on every run. Each broken constraint is reported once, when the
/// layout first breaks it, as Apple's engine does.
@_spi(Testing) public struct UnsatisfiableConstraintReport: Equatable, Sendable, CustomStringConvertible {
    /// The conflicting constraints as Apple lists them, the broken one included.
    public var constraints: [String]
    /// The constraint the layout broke (left unsatisfied): the one added last.
    public var brokenConstraint: String

    /// The whole message, in Apple's words.
    public var description: String {
        """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the \
        documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
        (
        \(constraints.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint
        \(brokenConstraint)
        """
    }

    /// Every report so far, oldest first.
    @MainActor public static var log: [UnsatisfiableConstraintReport] = []
}
