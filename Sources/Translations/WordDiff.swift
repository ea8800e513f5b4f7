/// A word-level difference between two texts: the longest common subsequence of their words, with the
/// words removed from the first and inserted in the second.
public struct WordDiff: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One word of the diff.
    public struct Change: Hashable, Sendable, Codable {
        public enum Kind: String, Hashable, Sendable, Codable { case same, removed, inserted }
        public var kind: Kind
        public var word: String

        public init(_ kind: Kind, _ word: String) {
            self.kind = kind
            self.word = word
        }
    }

    public var changes: [Change]

    public init(changes: [Change]) {
        self.changes = changes
    }

    /// Diffs word lists, comparing words by `key` (e.g. lowercased, punctuation stripped) and showing them
    /// as written.
    public init(from old: [String], to new: [String], key: (String) -> String = { $0 }) {
        let oldKeys = old.map(key), newKeys = new.map(key)
        let table = LongestCommonSubsequence(oldKeys, newKeys)
        var changes: [Change] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, oldKeys[i] == newKeys[j] {
                changes.append(Change(.same, new[j]))
                i += 1
                j += 1
            } else if j < new.count, i == old.count || table.length(i, j + 1) >= table.length(i + 1, j) {
                changes.append(Change(.inserted, new[j]))
                j += 1
            } else {
                changes.append(Change(.removed, old[i]))
                i += 1
            }
        }
        self.changes = changes
    }

    /// Whether the two texts have the same words.
    public var isEmpty: Bool { changes.allSatisfy { $0.kind == .same } }

    /// Words removed from the first text.
    public var removed: [String] { changes.filter { $0.kind == .removed }.map(\.word) }
    /// Words inserted in the second text.
    public var inserted: [String] { changes.filter { $0.kind == .inserted }.map(\.word) }

    /// Git's word-diff notation: `[-removed-]{+inserted+}` in context.
    public var description: String {
        rendered(context: .max)
    }

    /// The changes with at most `context` unchanged words around each, `…` where words are left out.
    public func rendered(context: Int) -> String {
        let changed = changes.indices.filter { changes[$0].kind != .same }
        var parts: [String] = []
        var skipped = false
        for (index, change) in changes.enumerated() {
            let near = changed.contains { abs($0 - index) <= context }
            guard change.kind != .same || near else {
                if !skipped { parts.append("…") }
                skipped = true
                continue
            }
            skipped = false
            switch change.kind {
            case .same: parts.append(change.word)
            case .removed: parts.append("[-\(change.word)-]")
            case .inserted: parts.append("{+\(change.word)+}")
            }
        }
        return parts.joined(separator: " ")
    }
}

/// The longest-common-subsequence table of two sequences: `length(i, j)` is the LCS length of their
/// suffixes from `i` and `j`.
struct LongestCommonSubsequence {
    private let columns: Int
    private var table: [Int]

    init(_ a: [String], _ b: [String]) {
        columns = b.count + 1
        table = Array(repeating: 0, count: (a.count + 1) * columns)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i * columns + j] =
                    a[i] == b[j]
                    ? table[(i + 1) * columns + j + 1] + 1
                    : max(table[(i + 1) * columns + j], table[i * columns + j + 1])
            }
        }
    }

    func length(_ i: Int, _ j: Int) -> Int { table[i * columns + j] }

    /// Index pairs of one longest common subsequence, in order.
    func matches(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                result.append((i, j))
                i += 1
                j += 1
            } else if length(i + 1, j) >= length(i, j + 1) {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
