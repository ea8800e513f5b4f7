import DocgenCore
import Testing

@testable import ExampleExtraction

/// A translation's plain-Swift listing whose tokens are the original's (comments aside) is the original's
/// example: one example with both sources, compiled once, and the translation's claims about output kept
/// at its own lines.
@Suite struct SharedListingsTests {
    static let english = """
        # Greeting

        ```swift
        let greeting = "Hello"
        print(greeting) // Prints "Hello"
        ```

        # Counting

        ```swift
        print(greeting.count)
        // Prints "5"
        ```

        """

    static func chinese(greeting: String = "Hello") -> String {
        """
        # 问候

        ```swift
        let greeting = "\(greeting)"
        print(greeting)   // 打印“\(greeting)”
        ```

        # 计数

        ```swift
        // 字符数
        print(greeting.count)
        // 打印“5”
        ```

        """
    }

    @Test func tokensIgnoreCommentsAndLayoutButNotLiterals() {
        let signature = SwiftTokens.signature(of: "let a = [1, 2] // Prints \"x\"")
        #expect(SwiftTokens.signature(of: "// 打印\nlet a = [\n  1,\n  2\n]") == signature)
        #expect(SwiftTokens.signature(of: "let a = [1, 3]") != signature)
        #expect(SwiftTokens.signature(of: "print(\"Hello\")") != SwiftTokens.signature(of: "print(\"你好\")"))
    }

    @Test func aTranslatedListingWithTheSameCodeIsTheOriginalsExample() throws {
        let (set, _) = extract([("Docs/g.en.md", Self.english), ("Docs/g.zh-Hans.md", Self.chinese())])
        #expect(set.examples.count == 2)
        for example in set.examples {
            #expect(example.sources.map(\.file) == ["Docs/g.en.md", "Docs/g.zh-Hans.md"])
        }
        // Compiled once: the original's script; the translation's script has no listing of its own.
        #expect(set.scripts.map(\.file) == ["Docs/g.en.md"])
        // The translation's claims, at its lines.
        let counting = try #require(set.examples.last)
        #expect(
            counting.otherClaims?.map(\.location) == [SourceLocation(file: "Docs/g.zh-Hans.md", line: 13, column: 1)])
        #expect(counting.otherClaims?.first?.readings == ["5"])
        #expect(set.examples.first?.otherClaims?.first?.location.line == 5)
    }

    @Test func aTranslatedStringLiteralMakesAnotherExample() {
        let (set, _) = extract([("Docs/g.en.md", Self.english), ("Docs/g.zh-Hans.md", Self.chinese(greeting: "你好"))])
        #expect(set.examples.map { $0.sources.count }.sorted() == [1, 1, 2])
        // The translation's script holds its own greeting, and the count listing that is the original's.
        #expect(set.scripts.map(\.file) == ["Docs/g.en.md", "Docs/g.zh-Hans.md"])
        #expect(set.scripts.last?.exampleIDs.count == 2)
    }

    /// A listing shown again in its document is run again where it stands (the program's state changed in
    /// between): two examples, in the script twice; a translation's second showing is the original's second.
    @Test func aListingShownAgainIsRunAgainWhereItStands() throws {
        let twice = """
            # State

            ```swift
            var count = 0
            ```

            ```swift
            print(count)
            ```

            ```swift
            count = 2
            ```

            ```swift
            print(count)
            ```

            """
        let (set, _) = extract([("Docs/s.en.md", twice), ("Docs/s.zh-Hans.md", twice)])
        let shown = set.examples.filter { $0.ownProgram.text.contains("print(count)") }
        #expect(shown.count == 2)
        #expect(
            shown.map { $0.sources.map { "\($0.file):\($0.location.line)" } } == [
                ["Docs/s.en.md:8", "Docs/s.zh-Hans.md:8"], ["Docs/s.en.md:16", "Docs/s.zh-Hans.md:16"],
            ])
        #expect(set.scripts.map(\.exampleIDs.count) == [4])
    }
}
