import UIKitDriver

/// One step of a session: what the user does, and the rows the table must then show (nil: not asserted).
public struct DocgenSessionStep: Sendable {
    public var action: SessionAction
    public var expected: [String]?
    /// The step as written in the docs.
    public var quoted: String
    /// Where the step is written (the docs' `search-session` line, or the example for a default session).
    public var location: DocLocation

    public init(_ action: SessionAction, expected: [String]?, quoted: String, at location: DocLocation) {
        self.action = action
        self.expected = expected
        self.quoted = quoted
        self.location = location
    }
}
