import DocParsing
import DocgenCore
import Mustache
import Testing

@testable import SiteRendering

/// Site errors are located docgen diagnostics: a template's at `template:line:col`, the others with ids.
@Suite struct SiteRenderingDiagnosticTests {
    @Test func aSiteTemplateErrorIsLocatedInTheTemplate() throws {
        var templates = try SiteFixture.templates()
        templates.isStrict = true
        templates["site/index"] = try MustacheTemplate(
            name: "Templates/site/index.mustache", source: "<p>\n  {{>site/nowhere}}\n")
        do {
            _ = try SiteRenderer(templates: templates).render(documents: [])
            Issue.record("expected the unknown partial")
        } catch {
            let diagnostic = error.diagnostic
            #expect(diagnostic.id == .templateUnknownPartial)
            #expect(
                diagnostic.location
                    == DocgenCore.SourceLocation(file: "Templates/site/index.mustache", line: 2, column: 3)
            )
            #expect(
                diagnostic.description
                    == "Templates/site/index.mustache:2:3: error: cannot render the site: no template named 'site/nowhere': add 'site/nowhere.mustache' or fix the name [DG0726]"
            )
        }
    }

    @Test func aMissingSiteTemplateHasItsID() {
        do {
            _ = try SiteRenderer(templates: MustacheLibrary()).render(documents: [])
            Issue.record("expected a missing template")
        } catch {
            #expect(error.diagnostic.id == .siteTemplateMissing)
            #expect(error.diagnostic.message == error.description)
        }
    }

    @Test func aHeadingIDCollisionCoversTheHeading() {
        let document = DocumentParser.parse("# Search results\n\ntext\n", path: "Docs/t.en.md").document
        #expect(
            HeadingIDs.ids(for: document).diagnostics.map(\.range) == [
                SourceRange(
                    SourceLocation(file: "Docs/t.en.md", line: 1, column: 1),
                    SourceLocation(file: "Docs/t.en.md", line: 1, column: 17))
            ])
    }
}
