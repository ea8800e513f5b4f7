import Foundation

/// The entries and session docgen read from the docs, as written in the fixture.
public struct DocgenFixture: Decodable, Sendable {
    public struct Entry: Decodable, Equatable, Sendable {
        public var title: String
        public var image: String?

        public init(title: String, image: String?) {
            self.title = title
            self.image = image
        }
    }

    public var entries: [Entry]

    /// The fixture in the file at `url`.
    public static func load(from url: URL) throws -> DocgenFixture {
        try JSONDecoder().decode(DocgenFixture.self, from: Data(contentsOf: url))
    }
}

/// The fixture of an example: `Fixtures/<id>.json` in the generated package, found from the calling test
/// file's path (`Sources/ExampleRunner/Examples.swift`).
public func fixtureURL(_ id: String, filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/\(id).json")
}
