import Foundation

/// Fixed-size storage that `DispatchQueue.concurrentPerform` iterations fill, one distinct index each.
///
/// Each index is written by exactly one iteration and read only after all of them finished, so the
/// slots need no lock; the lock guards the array's storage itself.
public final class ParallelResults<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    public init(count: Int) { storage = Array(repeating: nil, count: count) }

    public subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    /// Every slot's value, in index order; call after all iterations finished and filled their slot.
    public var values: [Value] { lock.withLock { storage.map { $0! } } }
}
