import DocgenCore

/// A searchable row of an example, read statically from its data literal.
public struct Entry: Hashable, Sendable, Codable {
    /// The text the row shows (`textLabel.text`).
    public var title: String
    /// The image name (`UIImage(named:)`), if the literal has one.
    public var image: String?
    /// Where the title's string literal is in the Markdown.
    public var location: SourceLocation?

    public init(title: String, image: String? = nil, location: SourceLocation? = nil) {
        self.title = title
        self.image = image
        self.location = location
    }
}
