import Foundation

/// Calls UIKit made of an optional requirement that the app's type does not implement, though one of its
/// methods nearly matches it (`tableView(_:didSelectRowAtt:)` for `tableView(_:didSelectRowAt:)`): on iOS the
/// near miss is never called, so whatever it does never happens.
///
/// docgen's generated copy of an example gives such a type the requirement, in an extension that records
/// each call here (see `RequirementNearMiss` in docgen); the checks read the calls after each run and fail
/// the example at the near miss's line. Recording may happen on any thread; reading drains the record.
public enum NearMissedRequirement {
    /// One call: the requirement, the type it was called on, the near miss and where the docs write it.
    public struct Call: Equatable, Sendable, CustomStringConvertible {
        public var requirement: String
        public var type: String
        public var nearMiss: String
        public var file: String
        public var line: Int
        public var column: Int

        /// `UIKit called 'tableView(_:didSelectRowAt:)' on 'List', which does not implement it: …`.
        public var description: String {
            "UIKit called '\(requirement)' on '\(type)', which does not implement it: its '\(nearMiss)' nearly "
                + "matches the requirement and is never called"
        }
    }

    nonisolated(unsafe) private static var calls: [Call] = []
    private static let lock = NSLock()

    /// Records a call (what the generated requirement does).
    public static func called(
        _ requirement: String, on type: String, nearMiss: String, file: String, line: Int, column: Int
    ) {
        let call = Call(
            requirement: requirement, type: type, nearMiss: nearMiss, file: file, line: line, column: column)
        lock.lock()
        defer { lock.unlock() }
        if !calls.contains(call) { calls.append(call) }
    }

    /// The calls recorded since the last drain, each once, in the order first made; the record is emptied.
    public static func drain() -> [Call] {
        lock.lock()
        defer { lock.unlock() }
        let recorded = calls
        calls = []
        return recorded
    }
}
