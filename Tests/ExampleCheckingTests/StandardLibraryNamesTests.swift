import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// The standard library's type names come from the toolchain's own interface, read by SwiftParser.
struct StandardLibraryNamesTests {
    @Test func theTopLevelPublicTypesOfAnInterface() {
        let interface = """
            @frozen public struct String {
              public struct Index {}
            }
            public enum Optional<Wrapped> {}
            public protocol Sequence {}
            public typealias Codable = Decodable & Encodable
            public struct _Internal {}
            public func print(_ items: Any...) {}
            """
        #expect(
            StandardLibraryNames.typeNames(inInterface: interface) == ["String", "Optional", "Sequence", "Codable"])
    }

    @Test func theInterfaceIsTheActiveToolchains() throws {
        let file = try #require(StandardLibraryNames.interfaceFile(besideSwift: "swift"))
        #expect(file.hasSuffix(".swiftinterface"))
        #expect(file.contains("/lib/swift/linux/Swift.swiftmodule/"))
    }

    /// A type the fragment cannot find that is a near miss of one of the library's is a typo of it; a short
    /// name is a need.
    @Test func aNearMissOfALibraryTypeIsATypo() throws {
        let markdown = "# Model\n\n```swift\nlet names: [Stirng] = []\nlet bowl: Bowl? = nil\n```\n"
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        var classifier = CompileFailureClassifier()
        classifier.standardTypeNames = ["String", "Bool"]
        let typo = classifier.classify(
            [
                compilerError(
                    at: location("Docs/t.en.md", 4, 14),
                    "cannot find type 'Stirng' in scope [cannot_find_type_in_scope]")
            ], example: example)
        #expect(typo.status == .failed)
        #expect(typo.diagnostics.first?.notes.map(\.message) == ["did you mean 'String'?"])
        let need = classifier.classify(
            [
                compilerError(
                    at: location("Docs/t.en.md", 5, 11), "cannot find type 'Bowl' in scope [cannot_find_type_in_scope]")
            ],
            example: example)
        #expect(need.status.needs == ["Bowl"])
    }
}
