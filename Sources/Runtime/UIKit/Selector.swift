/// The name of a method, as Objective-C's `Selector` gives one (Apple: the `ObjectiveC` module, which
/// UIKit re-exports), or, on Linux, the method itself.
///
/// Linux has no Objective-C runtime: `#selector(...)` does not compile there and a name cannot be
/// performed. docgen writes `#selector(addTodo)` in an example's generated copy as `_sel(Self.addTodo)`
/// (same columns): the selector then carries the method, and `perform(on:sender:)` calls it on the
/// target as target–action would. A selector made from a name (`Selector("addTodo")`) is only a name.
public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let name: String
    /// Calls the method on a target with a sender; nil for a selector made from a name.
    private let method: (@MainActor (Any, Any?) -> Bool)?

    /// A selector with the given method name (Apple: `Selector(_:)`).
    public init(_ name: String) {
        self.name = name
        method = nil
    }

    /// A selector written as a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A selector carrying its method; `name` says where it was written (a method reference has no name
    /// at run time).
    init(name: String, method: @escaping @MainActor (Any, Any?) -> Bool) {
        self.name = name
        self.method = method
    }

    public var description: String { name }

    /// Whether the selector can be performed (it carries its method).
    @_spi(Testing) public var isPerformable: Bool { method != nil }

    /// Calls the method on `target` with `sender` (when the method takes one), as UIKit sends an action;
    /// false when it carries no method or `target` is not of the method's type.
    @_spi(Testing) @MainActor @discardableResult public func perform(on target: Any, sender: Any?) -> Bool {
        method?(target, sender) ?? false
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

// MARK: - What docgen writes for `#selector`

/// `#selector(method)` of a method taking no argument, as docgen rewrites it (`_sel(Self.method)`).
public func _sel<Target>(
    _ method: @escaping @MainActor (Target) -> () -> Void, file: String = #fileID, line: Int = #line,
    column: Int = #column
) -> Selector {
    Selector(name: "\(file):\(line):\(column)") { target, _ in
        guard let target = target as? Target else { return false }
        method(target)()
        return true
    }
}

/// `#selector(method(_:))` of a method taking its sender.
public func _sel<Target, Sender>(
    _ method: @escaping @MainActor (Target) -> (Sender) -> Void, file: String = #fileID, line: Int = #line,
    column: Int = #column
) -> Selector {
    Selector(name: "\(file):\(line):\(column)") { target, sender in
        guard let target = target as? Target, let sender = sender as? Sender else { return false }
        method(target)(sender)
        return true
    }
}

/// `#selector(self.method)`: the method already bound to its target.
public func _sel(
    _ method: @escaping @MainActor () -> Void, file: String = #fileID, line: Int = #line, column: Int = #column
) -> Selector {
    Selector(name: "\(file):\(line):\(column)") { _, _ in
        method()
        return true
    }
}

/// `#selector(self.method(_:))`: bound, taking its sender.
public func _sel<Sender>(
    _ method: @escaping @MainActor (Sender) -> Void, file: String = #fileID, line: Int = #line,
    column: Int = #column
) -> Selector {
    Selector(name: "\(file):\(line):\(column)") { _, sender in
        guard let sender = sender as? Sender else { return false }
        method(sender)
        return true
    }
}
