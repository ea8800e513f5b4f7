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
}
