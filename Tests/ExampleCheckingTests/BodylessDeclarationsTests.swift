import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// A function or initializer without a body outside a protocol is the doc's error, found in SwiftParser's tree
/// when the compiler stops before it (a name it cannot find in the signature).
struct BodylessDeclarationsTests {
    func syntax(_ code: String) throws -> ProgramSyntax {
        let document = DocumentParser.parse("# T\n\n```swift\n\(code)\n```\n", path: "Docs/t.en.md").document
        return ProgramSyntax(try #require(ExampleSet.extract(from: [document]).0.examples.first).program)
    }

    @Test func aQuotedInterfaceIsFoundOutsideAProtocolOnly() throws {
        let code = """
            open class Layout {
                public init(section: Section)
                open class func custom(layoutSize: Size, itemProvider: @escaping Provider)
                func drawn() { }
            }
            protocol Drawing {
                init(size: Int)
                func draw()
            }
            """
        let errors = BodylessDeclarations.errors(in: try syntax(code), reported: [])
        #expect(
            errors.map(\.message) == ["initializer requires a body", "expected '{' in body of function declaration"])
        #expect(errors.map { $0.location?.line } == [5, 6])
        #expect(errors.allSatisfy { $0.id == .docSyntaxError })
    }

    @Test func whatTheCompilerReportedIsNotRepeated() throws {
        let reported = compilerError(
            at: location("Docs/t.en.md", 5, 5), "initializer requires a body [missing_initializer_def]")
        let errors = BodylessDeclarations.errors(
            in: try syntax("class Layout {\n    init(section: Int)\n}"), reported: [reported])
        #expect(errors.isEmpty)
    }
}
