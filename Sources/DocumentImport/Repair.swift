/// One change `docgen import` made to the source text, with the evidence for it; listed in ERRATA.md.
package struct Repair: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case pageFurniture, noBreakSpaces, hyphenation, splitIdentifier, spacedIdentifier, arrow, lineWrap,
            indentation, escapedQuotes, paragraphReflow, ligatures, listingNumbers, typographicQuotes
    }

    package var kind: Kind
    /// First and last source lines the repair concerns.
    package var sourceLines: ClosedRange<Int>
    package var original: String
    package var replacement: String
    package var reason: String
    /// The line in the written Markdown, once rendered (nil for text that was removed or the whole text).
    package var outputLine: Int?

    package init(
        _ kind: Kind, lines: ClosedRange<Int>, original: String, replacement: String, reason: String,
        outputLine: Int? = nil
    ) {
        self.kind = kind
        self.sourceLines = lines
        self.original = original
        self.replacement = replacement
        self.reason = reason
        self.outputLine = outputLine
    }

    /// `seed:12` or `seed:12–14`.
    var sourceReference: String {
        sourceLines.count == 1
            ? "seed:\(sourceLines.lowerBound)" : "seed:\(sourceLines.lowerBound)–\(sourceLines.upperBound)"
    }
}
