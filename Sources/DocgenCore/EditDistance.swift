/// Levenshtein distance between names, case-sensitive, by characters.
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `a` into `b`; any
    /// value above `limit` is returned as `limit + 1`.
    public static func between(_ a: String, _ b: String, limit: Int = .max) -> Int {
        distance(a, b, limit: limit, transpositions: false)
    }

    /// How far `name` is from `candidate` as a typo: 1 for a difference of case only or of a plural
    /// (`entry`/`entries`, `row`/`rows`), else the edit distance ignoring case; nil beyond 2 (beyond 1 for
    /// names of 4 characters or fewer, where 2 edits make another word). 0 for the same name.
    public static func typoDistance(_ name: String, _ candidate: String) -> Int? {
        if name == candidate { return 0 }
        let a = name.lowercased(), b = candidate.lowercased()
        if a == b || singular(a) == singular(b) { return 1 }
        let limit = min(name.count, candidate.count) <= 4 ? 1 : 2
        guard abs(a.count - b.count) <= limit else { return nil }
        let distance = between(a, b, limit: limit)
        return distance <= limit ? distance : nil
    }

    /// `entries` → `entry`, `boxes` → `box`, `rows` → `row`; other names as they are.
    static func singular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        for suffix in ["ches", "shes", "sses", "xes"] where word.hasSuffix(suffix) { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 2 { return String(word.dropLast()) }
        return word
    }
}

extension EditDistance {
    /// As ``between(_:_:limit:)``, and swapping two adjacent characters is one edit too (`entreis`, `entries`):
    /// the optimal string alignment distance, the usual measure of typing slips.
    public static func withTranspositions(_ a: String, _ b: String, limit: Int = .max) -> Int {
        distance(a, b, limit: limit, transpositions: true)
    }

    /// The dynamic programme of both, row by row; stops once a whole row is past `limit`.
    private static func distance(_ a: String, _ b: String, limit: Int, transpositions: Bool) -> Int {
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
                if transpositions, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
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
