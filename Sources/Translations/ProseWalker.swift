import DocParsing

/// What a passage's prose is made of, in order, as `ProseWalker` reads it for `PassageContent` and
/// `SentenceSplitter`.
protocol ProseReader {
    /// Prose text, the translator's notes (`TranslatorNote`) left out; a space for inline HTML or a soft break.
    mutating func readText(_ text: String)
    mutating func codeSpan(_ code: String)
    /// A link's or an image's destination (never empty); for an autolink, the text it shows, which is its
    /// destination and no prose.
    mutating func destination(_ destination: String, autolinkText: String?)
    mutating func lineBreak()
    /// A block inside the passage begins (a list item's or a quote's next paragraph).
    mutating func childBlock()
}

/// Walks a passage block (heading, paragraph, list item, block quote) for a `ProseReader`: its inlines and
/// its child blocks in order; code blocks, thematic breaks and HTML blocks inside it are skipped.
struct ProseWalker<Reader: ProseReader> {
    var reader: Reader
    /// The parentheses open inside a translator's note being read; nil outside one.
    private var noteDepth: Int?

    init(_ reader: Reader) { self.reader = reader }

    mutating func add(_ block: Block) {
        switch block.kind {
        case .codeBlock, .thematicBreak, .htmlBlock:
            return
        default:
            add(block.inlines)
            for child in block.children {
                reader.childBlock()
                add(child)
            }
        }
    }

    mutating func add(_ inlines: [Inline]) {
        for inline in inlines {
            if noteDepth != nil {
                // Inside a note only its text is read, for the parenthesis that ends it.
                if case .text(let text) = inline {
                    reader.readText(TranslatorNote.outside(text, depth: &noteDepth))
                } else {
                    add(inline.children)
                }
                continue
            }
            switch inline {
            case .text(let text): reader.readText(TranslatorNote.outside(text, depth: &noteDepth))
            case .code(let code, _): reader.codeSpan(code)
            case .emphasis(let children), .strong(let children), .strikethrough(let children): add(children)
            case .link(let destination, _, let children):
                // An autolink's text is its destination: not prose.
                let shown = children.plainText
                let isAutolink =
                    shown == destination || "mailto:" + shown == destination || "http://" + shown == destination
                if !destination.isEmpty { reader.destination(destination, autolinkText: isAutolink ? shown : nil) }
                if !isAutolink { add(children) }
            case .image(let source, _, let alt):
                if !source.isEmpty { reader.destination(source, autolinkText: nil) }
                add(alt)
            case .html, .softBreak: reader.readText(" ")
            case .lineBreak: reader.lineBreak()
            }
        }
    }
}
