import Testing

@testable import SiteRendering

@Suite struct LinkSanitizerTests {
    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "  javascript:alert(1)", "java\tscript:alert(1)",
        "java\nscript:x", "\u{1}javascript:x", "VBScript:msgbox", "data:text/html,<script>alert(1)</script>",
        " DATA:image/svg+xml,x",
    ])
    func refusesSchemesThatRunOrEmbed(_ destination: String) {
        #expect(LinkSanitizer.isDangerous(destination))
        #expect(LinkSanitizer().href(for: destination) == nil)
    }

    @Test(arguments: [
        "https://developer.apple.com/documentation/uikit", "#overview", "other.html", "mailto:a@b.c",
        "javascript-guide.html",
    ])
    func keepsOrdinaryLinks(_ destination: String) {
        #expect(LinkSanitizer().href(for: destination) == destination)
    }

    @Test func pointsMarkdownLinksAtTheirPages() {
        let links = LinkSanitizer(pagesByMarkdownName: ["x.ru.md": "x.ru.html"])
        #expect(links.href(for: "x.ru.md#L3") == "x.ru.html#L3")
        #expect(links.href(for: "../Docs/x.ru.md") == "x.ru.html")
        #expect(links.href(for: "unknown.md") == "unknown.md")
    }

    @Test func twoDocumentsOfOneNameAreToldApartByTheLinkingDocumentsFolder() {
        let pages = PagePaths.documentPages(for: ["Docs/a/x.en.md", "Docs/b/x.en.md", "Docs/index.en.md"])
        #expect(pages["Docs/a/x.en.md"] == "x.en.html")
        #expect(pages["Docs/b/x.en.md"] == "x.en-2.html")
        let links = LinkSanitizer(pages: pages)
        #expect(links.href(for: "a/x.en.md", from: "Docs/index.en.md") == "x.en.html")
        #expect(links.href(for: "./b/x.en.md#s", from: "Docs/index.en.md") == "x.en-2.html#s")
        #expect(links.href(for: "x.en.md", from: "Docs/b/x.en.md") == "x.en-2.html")
        #expect(links.href(for: "../a/x.en.md", from: "Docs/b/x.en.md") == "x.en.html")
        // A bare name that two documents have is not guessed; a unique one still is.
        #expect(links.href(for: "x.en.md", from: "Elsewhere/y.md") == "x.en.md")
        #expect(links.href(for: "index.en.md", from: "Elsewhere/y.md") == "index.en.html")
    }
}
