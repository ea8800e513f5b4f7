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
