import DocgenCore

/// One element of a compiled template; a template is an array of nodes.
///
/// Text is stored as UTF-8 bytes with line handling already applied (standalone lines removed, block content
/// outdented), so rendering text is a plain copy.
enum Node: Sendable {
    /// Literal text. `startsLine` says whether it begins a line of the template; `location` is where it begins.
    case text([UInt8], startsLine: Bool, location: SourceLocation)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
    case variable(TagName, escaped: Bool, location: SourceLocation)
    /// `{{#name}}…{{/name}}`, or with `inverted` `{{^name}}…{{/name}}`; `location` is the opening tag.
    case section(TagName, body: [Node], inverted: Bool, location: SourceLocation)
    /// `{{>name}}`: another template rendered in place, with the indentation of a standalone tag.
    case partial(TemplateReference, indentation: [UInt8]?, location: SourceLocation)
    /// `{{<name}}…{{/name}}`: another template rendered with some of its blocks replaced by `arguments`.
    case parent(
        TemplateReference, arguments: [String: Block], indentation: [UInt8]?, location: SourceLocation)
    /// `{{$name}}…{{/name}}`: a block that a template inheriting this one may replace.
    case block(Block)

    // MARK: - Blocks

    /// A block's name and content: a replaceable default where the block appears, an argument inside a parent.
    struct Block: Sendable {
        var name: String
        var body: [Node]
        /// The indentation added to each line of whichever content renders here, when the block is standalone.
        var indentation: [UInt8]?
        /// Whether the content's lines were outdented when compiled (they are then relative to the block itself).
        var isOutdented: Bool
        /// Where the opening tag is.
        var location: SourceLocation
    }

    // MARK: - Template references

    /// How a partial or parent tag names its template.
    enum TemplateReference: Sendable, CustomStringConvertible {
        /// `{{>name}}`: a fixed name.
        case named(String)
        /// `{{>*name}}`: the name is the string found in the context under a tag name.
        case dynamic(TagName)

        var description: String {
            switch self {
            case .named(let name): name
            case .dynamic(let name): "*\(name)"
            }
        }
    }
}
