import DocgenCore

/// `--shard k/n`: a stable, hash-based share of the examples, so one docs corpus can be checked by a CI matrix.
///
/// An example belongs to shard `(FNV-1a 64 of its id) mod n + 1`. The assignment depends on nothing but the
/// id and `n`, so adding or removing an example never moves another one, every example is in exactly one
/// shard, and the union of shards `1/n … n/n` is all examples.
public struct ShardSelector: Hashable, Sendable, CustomStringConvertible {
    /// Why a `--shard` value was rejected; each message names the argument.
    public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Not of the form `k/n` with decimal numbers.
        case malformed(argument: String, value: String)
        /// `n` is 0.
        case zeroShardCount(argument: String, value: String)
        /// `k` is not in `1...n`.
        case indexOutOfRange(argument: String, value: String)

        public var description: String {
            switch self {
            case .malformed(let argument, let value):
                return "invalid value '\(value)' for \(argument): expected k/n, e.g. 2/4 for the second of four shards"
            case .zeroShardCount(let argument, let value):
                return "invalid value '\(value)' for \(argument): the number of shards must be at least 1"
            case .indexOutOfRange(let argument, let value):
                return "invalid value '\(value)' for \(argument): the shard number k must be between 1 and n"
            }
        }
    }

    /// 1-based shard number `k`.
    public let index: Int
    /// Number of shards `n`.
    public let count: Int

    /// The whole set: shard 1 of 1.
    public static let all = ShardSelector(validIndex: 1, count: 1)

    private init(validIndex: Int, count: Int) {
        self.index = validIndex
        self.count = count
    }

    /// Parses `k/n` (1 ≤ k ≤ n), as given to `argument` (for the error message).
    public init(parsing value: String, argument: String = "--shard") throws(ParseError) {
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else { throw .malformed(argument: argument, value: value) }
        guard count >= 1 else { throw .zeroShardCount(argument: argument, value: value) }
        guard (1...count).contains(index) else { throw .indexOutOfRange(argument: argument, value: value) }
        self.init(validIndex: index, count: count)
    }

    /// `k/n`.
    public var description: String { "\(index)/\(count)" }

    /// The 1-based shard `exampleID` belongs to among `count` shards.
    public static func shard(of exampleID: String, count: Int) -> Int {
        precondition(count >= 1, "a shard count is at least 1")
        let hash = UInt64(StableHash.fnv1a64Hex(exampleID), radix: 16) ?? 0
        // Fold the high half in: FNV's low bits alone mix less well for small moduli.
        let folded = hash ^ (hash >> 32)
        return Int(folded % UInt64(count)) + 1
    }

    /// Whether `exampleID` is in this shard.
    public func contains(_ exampleID: String) -> Bool {
        Self.shard(of: exampleID, count: count) == index
    }

    /// The ids of this shard, in the given order.
    public func select(_ exampleIDs: [String]) -> [String] {
        exampleIDs.filter(contains)
    }
}
