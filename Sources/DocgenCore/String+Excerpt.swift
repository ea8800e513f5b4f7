extension String {
    /// The longest source text a message quotes, in characters.
    public static let maximumExcerptLength = 80

    /// The text as a message quotes it: whole when it is at most `maximumLength` characters long, else its
    /// first `maximumLength - 1` characters and `…` (a message that echoes a million-character line helps
    /// nobody and floods the terminal).
    public func excerpt(maximumLength: Int = maximumExcerptLength) -> String {
        guard maximumLength > 0 else { return "" }
        var end = startIndex
        var length = 0
        while end < endIndex {
            guard length < maximumLength else { return self[..<index(before: end)] + "…" }
            formIndex(after: &end)
            length += 1
        }
        return self
    }
}

extension String {
    /// The text around `range` as a report quotes it: whole when it is at most `maximumLength` characters
    /// long, else a window of that many characters that keeps the range (its start, when the range is longer)
    /// near its middle, with `…` on each side where text is cut off.
    public func excerpt(around range: Range<Index>, maximumLength: Int = maximumExcerptLength) -> String {
        guard maximumLength >= 3 else { return excerpt(maximumLength: maximumLength) }
        let total = count
        guard total > maximumLength else { return self }
        let lower = distance(from: startIndex, to: range.lowerBound)
        let upper = distance(from: startIndex, to: range.upperBound)
        // Between two ellipses: the text of the range, and as much before it as after it.
        let inner = maximumLength - 2
        let start = max(0, lower - max(0, (inner - (upper - lower)) / 2))
        if start == 0 { return excerpt(maximumLength: maximumLength) }
        if start + inner >= total - 1 { return "…" + suffix(maximumLength - 1) }
        let from = index(startIndex, offsetBy: start)
        return "…" + self[from..<index(from, offsetBy: inner)] + "…"
    }
}
