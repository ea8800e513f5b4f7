/// One lexical unit of a template: a run of literal text, or one tag with what surrounds it on its line.
struct Token: Sendable {
    /// What a token is, from the sigil after the opening delimiter.
    enum Kind: Sendable, Equatable {
        /// Literal text between tags.
        case text
        /// `{{name}}`: an HTML-escaped interpolation.
        case variable
        /// `{{{name}}}` or `{{&name}}`: an unescaped interpolation.
        case unescapedVariable
        /// `{{#name}}`
        case section
        /// `{{^name}}`
        case invertedSection
        /// `{{/name}}`
        case close
        /// `{{! … }}`
        case comment
        /// `{{>name}}`
        case partial
        /// `{{<name}}`
        case parent
        /// `{{$name}}`
        case block
        /// `{{=<% %>=}}`
        case delimiters

        /// Whether the tag may be standalone (alone on its line, which then disappears from the output).
        var canStandAlone: Bool { self != .text && self != .variable && self != .unescapedVariable }
    }

    var kind: Kind
    /// The byte range of the whole token in the source: the text, or the tag from its opening delimiter to the end
    /// of its closing delimiter.
    var range: Range<Int>
    /// The tag's content without sigil and surrounding whitespace (a name); empty for text.
    var content: String
    /// Where the tag's line begins when only spaces and tabs precede the tag on it ("clears on the left").
    var lineStart: Int?
    /// Just past the tag's line ending (or the end of the source) when only spaces and tabs follow the tag on its
    /// line ("clears on the right").
    var lineEnd: Int?

    /// Whether the tag is alone on its line.
    var isStandalone: Bool { lineStart != nil && lineEnd != nil }
}
