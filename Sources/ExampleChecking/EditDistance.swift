/// Levenshtein distance between names, case-sensitive, by characters.
enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `a` into `b`; any
    /// value above `limit` is returned as `limit + 1`.
    static func between(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), limit == .max ? .max : limit + 1) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if limit != .max, rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return limit == .max ? previous[b.count] : min(previous[b.count], limit + 1)
    }
}

extension EditDistance {
    /// As ``between(_:_:limit:)``, and swapping two adjacent characters is one edit too (`entreis`, `entries`):
    /// the optimal string alignment distance, the usual measure of typing slips.
    static func withTranspositions(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a), b = Array(b)
        let cap = limit == .max ? Int.max : limit + 1
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), cap) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                var distance = min(
                    previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, beforePrevious[j - 2] + 1)
                }
                current[j] = distance
                rowMinimum = min(rowMinimum, distance)
            }
            if rowMinimum >= cap { return cap }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return min(previous[b.count], cap)
    }
}
