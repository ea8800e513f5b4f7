import DocParsing
import DocgenTestSupport
import Testing

@testable import SiteRendering

/// The site says which declared package an example uses.
struct DeclaredPackageSiteTests {
    @Test func anExampleUsingADeclaredPackageNamesIt() throws {
        let greeting = repositoryRoot.appendingPathComponent("Tests/Fixtures/packages/Greeting").path
        let markdown = """
            ---
            packages: \(greeting)
            ---
            # Hello

            ```swift
            import UIKit
            import Greeting

            let text = greeting()
            ```

            # Images

            ```swift
            import UIKit
            import SDWebImage

            let imageView = UIImageView()
            ```
            """
        let document = DocumentParser.parse(markdown, path: "Docs/greeting.en.md").document
        let files = try SiteRenderer(templates: SiteFixture.templates()).render(documents: [document], statuses: [:])
        let page = try #require(files["greeting.en.html"])
        #expect(page.contains("class=\"example-packages\""))
        #expect(page.contains("uses package Greeting (\(greeting))"))
        #expect(page.components(separatedBy: "class=\"example-packages\"").count == 2)
        #expect(page.contains("declare a package providing it in the front matter: packages: PATH"))
    }
}
