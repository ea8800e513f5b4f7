/// A place in the docs: a Markdown file (`Docs/x.ru.md`, as docgen names it), a 1-based line and column.
///
/// The generated package writes these as values, so the runner and the tests never re-split a
/// `file:line` string (a Windows path or a file name with a colon would break that).
public struct DocLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `Docs/x.ru.md:42:5`, the form editors make clickable.
    public var description: String { "\(file):\(line):\(column)" }
}
