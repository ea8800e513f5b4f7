/// A bag of strings: equal elements counted, order ignored.
struct Multiset: Hashable, Sendable {
    private(set) var counts: [String: Int] = [:]

    init<S: Sequence>(_ elements: S) where S.Element == String {
        for element in elements { counts[element, default: 0] += 1 }
    }

    var isEmpty: Bool { counts.isEmpty }

    /// Total number of elements.
    var count: Int { counts.values.reduce(0, +) }

    /// The elements, repeated by their count, sorted.
    var elements: [String] {
        counts.keys.sorted().flatMap { Array(repeating: $0, count: counts[$0]!) }
    }

    /// What is left of this bag after removing `other`'s elements.
    func subtracting(_ other: Multiset) -> Multiset {
        var result = self
        for (element, count) in other.counts {
            let remaining = (result.counts[element] ?? 0) - count
            result.counts[element] = remaining > 0 ? remaining : nil
        }
        return result
    }

    /// Elements in both bags, each as often as in the bag holding fewer.
    func intersectionCount(_ other: Multiset) -> Int {
        counts.reduce(0) { $0 + min($1.value, other.counts[$1.key] ?? 0) }
    }
}
