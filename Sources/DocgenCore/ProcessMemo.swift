import Synchronization

/// Values of a pure function, remembered for the life of the process, safe to share between threads.
///
/// For work a single command repeats on the same input (parsing an example's program in extraction, in
/// generation, for the cache keys and for the site): the key must be everything the value is computed
/// from, so that a remembered value is always the one a fresh computation gives. Past `limit` entries the
/// memo starts again empty, so a long-running `docgen watch` does not grow without bound.
public final class ProcessMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage = Mutex<[Key: Value]>([:])
    /// The most entries kept.
    public let limit: Int

    public init(limit: Int = 10_000) { self.limit = max(1, limit) }

    /// The value for `key`: the remembered one, or `compute()` (run outside the lock, then remembered).
    public func value(for key: Key, _ compute: () throws -> Value) rethrows -> Value {
        if let known = storage.withLock({ $0[key] }) { return known }
        let value = try compute()
        storage.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
        return value
    }

    /// The remembered value for `key`, if any (nothing is computed).
    public subscript(key: Key) -> Value? { storage.withLock { $0[key] } }

    /// How many values are remembered.
    public var count: Int { storage.withLock { $0.count } }

    /// Forgets every value.
    public func removeAll() { storage.withLock { $0.removeAll() } }
}
