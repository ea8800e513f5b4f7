import Foundation

/// Values of a pure function, remembered for the life of the process, safe to share between threads.
///
/// For work a single command repeats on the same input (parsing an example's program in extraction, in
/// generation, for the cache keys and for the site): the key must be everything the value is computed
/// from, so that a remembered value is always the one a fresh computation gives. Past `limit` entries the
/// memo starts again empty, so a long-running `docgen watch` does not grow without bound.
///
/// A lock guards the entries (`NSLock`, as in `ParallelResults`: `Synchronization.Mutex` would need macOS 15).
public final class ProcessMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var entries: [Key: Value] = [:]
    private let lock = NSLock()
    /// The most entries kept.
    public let limit: Int

    public init(limit: Int = 10_000) { self.limit = max(1, limit) }

    /// The value for `key`: the remembered one, or `compute()` (run outside the lock, then remembered).
    public func value(for key: Key, _ compute: () throws -> Value) rethrows -> Value {
        if let known = self[key] { return known }
        let value = try compute()
        lock.withLock {
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
        return value
    }

    /// The remembered value for `key`, if any (nothing is computed).
    public subscript(key: Key) -> Value? { lock.withLock { entries[key] } }

    /// How many values are remembered.
    public var count: Int { lock.withLock { entries.count } }

    /// Forgets every value.
    public func removeAll() { lock.withLock { entries.removeAll() } }
}
