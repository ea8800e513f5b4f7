/// A name that a tag looks up in the context stack: `.` (the top of the stack), `name` or a dotted `a.b.c`.
struct TagName: Sendable, Hashable, CustomStringConvertible {
    /// The dot-separated parts; empty for the implicit iterator `.`.
    let components: [String]

    /// Parses a name, or returns nil when it is empty, contains whitespace or has an empty dotted part.
    init?(_ text: String) {
        guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return nil }
        if text == "." {
            components = []
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        components = parts
    }

    /// Whether this is the implicit iterator `.`.
    var isImplicitIterator: Bool { components.isEmpty }

    var description: String { components.isEmpty ? "." : components.joined(separator: ".") }
}
