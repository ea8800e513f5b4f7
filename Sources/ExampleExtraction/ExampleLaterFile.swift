import DocgenCore

/// A later program of an example's document that the example is compiled with, as one app's files are: it
/// declares types the example uses (`FirstViewController` of an `AppDelegate.swift` block, shown in the next
/// section). Its lines are not the example's: another example (`exampleID`) checks them on its own.
public struct ExampleLaterFile: Hashable, Sendable, Codable {
    /// The document, as in every location.
    public var file: String
    /// Its code blocks, in document order.
    public var blocks: [ExampleSourceBlock]
    /// The names the example uses that it declares (or nearly: a typo of one of them).
    public var names: [String]
    /// The example that checks these blocks on its own.
    public var exampleID: String

    public init(file: String, blocks: [ExampleSourceBlock], names: [String], exampleID: String) {
        self.file = file
        self.blocks = blocks
        self.names = names
        self.exampleID = exampleID
    }

    /// Whether `location` is on one of its code lines.
    public func covers(_ location: SourceLocation) -> Bool {
        location.file == file && blocks.contains { $0.codeLines.contains(location.line) }
    }

    /// `Docs/a.md:183` (its first code line), as a note names it.
    public var description: String { "\(file):\(blocks.first?.firstCodeLine ?? 1)" }
}
