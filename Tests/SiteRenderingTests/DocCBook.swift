import DocParsing
import DocgenCore
import DocgenTestSupport
import Testing

@testable import SiteRendering

/// A small book in DocC Markdown, in English and Simplified Chinese: a root page whose Topics order the
/// chapters (listing one twice, itself and a missing chapter; the Chinese one lists a chapter only it
/// has), chapters linking each other in a loop, to headings in both languages' forms, to themselves and
/// to nothing. `‸` marks where each broken link or entry is written.
enum DocCBook {
    static var sources: [String: MarkedSource] {
        [
            "Docs/Book.en.md": MarkedSource(
                """
                # My Book

                A book in DocC Markdown.

                @Metadata {
                  @TechnologyRoot
                }

                @Options(scope: global) {
                  @AutomaticSeeAlso(disabled)
                }

                ## Topics

                ### Basics

                - <doc:Intro>
                - <doc:Enumerations>
                - <‸doc:Book>
                - <‸doc:Intro>
                - <‸doc:Missing>

                ### Advanced

                - <doc:Loops>

                """),
            "Docs/Book.zh-Hans.md": MarkedSource(
                """
                # 我的书

                @Metadata {
                  @TechnologyRoot
                }

                ## Topics

                ### 基础

                - <doc:Intro>
                - <doc:Enumerations>

                ### 进阶

                - <doc:Loops>
                - <doc:Extra>

                """),
            "Docs/Intro.en.md": MarkedSource(
                """
                # Introduction

                See <doc:Enumerations#Raw-Values>, <doc:Intro>, [loops](doc:Loops) and <‸doc:>.

                > Note: Read <‸doc:Loops#Nowhere> and <‸doc:Nothing>.

                """),
            "Docs/Intro.zh-Hans.md": MarkedSource(
                """
                # 介绍

                参见 <doc:Enumerations#原始值>、<doc:Enumerations#Raw-Values> 和 <doc:Enumerations#associated-values>。

                """),
            "Docs/Loops.en.md": MarkedSource("# Loops\n\nBack to <doc:Intro#Introduction>.\n"),
            "Docs/Enumerations.en.md": MarkedSource(
                "# Enumerations\n\n## Raw Values\n\nText.\n\n## Associated Values\n\nText.\n"),
            "Docs/Enumerations.zh-Hans.md": MarkedSource("# 枚举\n\n## 原始值\n\n文本。\n\n## 关联值\n\n文本。\n"),
            "Docs/Extra.zh-Hans.md": MarkedSource("# 额外\n\n只有中文。\n"),
            "Docs/Appendix.en.md": MarkedSource("# Appendix <b>&</b> more\n\nSee <doc:Appendix>.\n"),
        ]
    }

    static let documents: [Document] = sources.keys.sorted().map { (path: String) -> Document in
        DocumentParser.parse(sources[path]!.text, path: path).document
    }

    /// The `index`th marker of the document at `path`.
    static func location(_ path: String, _ index: Int) -> DocgenCore.SourceLocation {
        sources[path]!.location(index, file: path)
    }

    private static let rendered = Result {
        try SiteRenderer(templates: SiteFixture.templates()).render(documents: documents)
    }

    /// The book's site, rendered once.
    static func files() throws -> SiteFiles { try rendered.get() }

    /// The page at `name`, or a failed expectation.
    static func page(_ name: String) throws -> String {
        try #require(try files()[name], "no page \(name)")
    }
}
