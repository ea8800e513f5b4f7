import UIKitDriver

/// What one played step showed.
public struct DocgenStepResult: Sendable {
    public var step: DocgenSessionStep
    public var screen: Screen
    /// Why the user could not perform the step, if they could not.
    public var error: String?
    /// What no correct app shows that the screen showed after the step (`SimulatedUser.invariantViolations()`).
    public var violations: [InvariantViolation]

    public init(step: DocgenSessionStep, screen: Screen, error: String?, violations: [InvariantViolation] = []) {
        self.step = step
        self.screen = screen
        self.error = error
        self.violations = violations
    }

    /// Each invariant the step broke, as one line: `after type "in": the table shows …`.
    public var brokenInvariants: [String] {
        violations.map { "after \(step.quoted): \($0)" }
    }

    /// A mismatch with the step's expected rows, as one line, or nil.
    public var mismatch: String? {
        if let error { return "\(step.quoted): \(error)" }
        guard let expected = step.expected, expected != screen.rowTitles else { return nil }
        return
            "\(step.quoted): expected \(DocgenExample.rowList(expected)), the table shows \(DocgenExample.rowList(screen.rowTitles))"
    }
}
