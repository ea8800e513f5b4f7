import DocgenCore

/// Something a translation must keep, found in one side of a pair: a code span, a number, a link target…
struct QAItem: Hashable, Sendable {
    /// What is compared: equal keys on both sides are the same item (`3.5` for `3,5`, a link target without
    /// its language suffix).
    var key: String
    /// How it is written here, for the message.
    var text: String
    var location: SourceLocation
    /// Whether it is a code span (rather than an identifier in the prose).
    var isCodeSpan = false
    /// Markup only: the word the text runs on into, after one space outside the markup (`*lower* access`
    /// gives `access`; a code span its code in backticks), or nil when punctuation or the end follows.
    var nextWord: String?
}
