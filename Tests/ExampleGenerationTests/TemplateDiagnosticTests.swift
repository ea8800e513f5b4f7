import DocgenCore
import Foundation
import Mustache
import Testing

@testable import ExampleGeneration

/// A template that fails while generating is reported with its template id, at `template:line:col`.
@Suite struct TemplateDiagnosticTests {
    @Test func aTemplateRenderingErrorIsLocatedInTheTemplate() throws {
        var generator = try ExamplePackageGeneratorTests.generator()
        generator.templates["package/Fixture.json"] = try MustacheTemplate(
            name: "Templates/package/Fixture.json.mustache", source: "{\n  {{>package/none}}\n}\n")
        let examples = ExamplePackageGeneratorTests.examples(["a.md": "```swift\nlet a = UIView()\n```\n"])
        guard case .failure(let failure) = generator.generate(examples) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.templateUnknownPartial])
        #expect(
            failure.diagnostics.first?.location
                == DocgenCore.SourceLocation(file: "Templates/package/Fixture.json.mustache", line: 2, column: 3))
    }
}
