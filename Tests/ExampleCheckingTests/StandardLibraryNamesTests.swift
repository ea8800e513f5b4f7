import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// The standard library's type names come from the toolchain's own interface, read by SwiftParser.
struct StandardLibraryNamesTests {
    @Test func theTopLevelPublicTypesAndFunctionsOfAnInterface() {
        let interface = """
            @frozen public struct String {
              public struct Index {}
              public func index(after i: Index) -> Index { i }
            }
            public enum Optional<Wrapped> {}
            public protocol Sequence {}
            public typealias Codable = Decodable & Encodable
            public struct _Internal {}
            public func print(_ items: Any...) {}
            public func _internal() {}
            public static func == (a: Int, b: Int) -> Bool { true }
            #if compiler(>=5.3) && $NoncopyableGenerics
            public struct Task<Success, Failure> {}
            public func type<T, Metatype>(of value: T) -> Metatype {}
            #else
            public struct Task<Success, Failure> {}
            #endif
            """
        let names = StandardLibraryNames.names(inInterface: interface)
        #expect(names.types == ["String", "Optional", "Sequence", "Codable", "Task"])
        #expect(names.functions == ["print", "type"])
    }

    @Test func theInterfaceIsTheActiveToolchains() throws {
        let file = try #require(StandardLibraryNames.interfaceFile(besideSwift: "swift"))
        #expect(file.hasSuffix(".swiftinterface"))
        #expect(file.contains("/lib/swift/linux/Swift.swiftmodule/"))
        let names = StandardLibraryNames.names(besideSwift: "swift")
        #expect(["String", "UInt8", "Task"].allSatisfy(names.types.contains))
        #expect(["print", "type", "zip"].allSatisfy(names.functions.contains))
        // The interfaces are parsed only for a name that a word of them nearly matches.
        #expect(StandardLibraryNames.names(near: "Stirng", besideSwift: "swift") == names)
        #expect(StandardLibraryNames.names(near: "handlerHereQuux", besideSwift: "swift").types.isEmpty)
    }

    /// A type the fragment cannot find that is a near miss of one of the library's is a typo of it; a short
    /// name is a need.
    @Test func aNearMissOfALibraryTypeIsATypo() throws {
        let markdown = "# Model\n\n```swift\nlet names: [Stirng] = []\nlet bowl: Bowl? = nil\n```\n"
        let example = try Self.example(markdown)
        var classifier = CompileFailureClassifier()
        classifier.standardLibrary = .init(types: ["String", "Bool"])
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

    static func example(_ markdown: String) throws -> Example {
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        return try #require(ExampleSet.extract(from: [document]).0.examples.first)
    }

    /// Where a value is used, a short type's name with a letter left out (`UIt8.min`, `Tsk.sleep`) or a
    /// function's with two letters swapped (`tpe(of:)`, `pirnt`) is the library's name mistyped; a letter
    /// changed (`point`, `print`; `Int`, `Ant`) is a value the fragment needs.
    @Test func aSlipOfALibraryTypeOrFunctionWhereAValueIsUsedIsATypo() throws {
        let markdown = "# Model\n\n```swift\nlet a = UIt8.min\nlet b = tpe(of: a)\npirnt(point, Ant.x)\n```\n"
        let example = try Self.example(markdown)
        var classifier = CompileFailureClassifier()
        classifier.standardLibrary = .init(types: ["UInt8", "Int"], functions: ["type", "print"])
        func verdict(_ name: String, _ line: Int, _ column: Int) -> CompileFailureClassifier.Verdict {
            classifier.classify(
                [
                    compilerError(
                        at: location("Docs/t.en.md", line, column),
                        "cannot find '\(name)' in scope [cannot_find_in_scope]")
                ], example: example)
        }
        #expect(verdict("UIt8", 4, 9).diagnostics.first?.notes.map(\.message) == ["did you mean 'UInt8'?"])
        #expect(verdict("tpe", 5, 9).diagnostics.first?.notes.map(\.message) == ["did you mean 'type'?"])
        #expect(verdict("pirnt", 6, 1).diagnostics.first?.notes.map(\.message) == ["did you mean 'print'?"])
        #expect(verdict("point", 6, 7).status.needs == ["point"])
        #expect(verdict("Ant", 6, 14).status.needs == ["Ant"])
    }

    @Test func aSlipIsALetterLeftOutOrAddedOrTwoNeighboursSwapped() {
        #expect(CompileFailureClassifier.isSlip("Tsk", of: "Task"))
        #expect(CompileFailureClassifier.isSlip("Taask", of: "Task"))
        #expect(CompileFailureClassifier.isSlip("pirnt", of: "print"))
        #expect(!CompileFailureClassifier.isSlip("point", of: "print"))
        #expect(!CompileFailureClassifier.isSlip("prnit", of: "pint"))
        #expect(!CompileFailureClassifier.isSlip("Bowl", of: "Bool"))
    }
}
