/// The name of a method, as Objective-C's `Selector` gives one (Apple: the `ObjectiveC` module, which
/// UIKit re-exports).
///
/// Linux has no Objective-C runtime, so `#selector(...)` does not compile there and a selector is only a
/// name: target–action pairs are recorded, never performed.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let name: String

    /// A selector with the given method name (Apple: `Selector(_:)`).
    public init(_ name: String) {
        self.name = name
    }

    /// A selector written as a string literal.
    public init(stringLiteral value: String) {
        self.name = value
    }

    public var description: String { name }
}
