import DocgenCore
import Testing

@testable import DocumentImport

/// Items 2 and 4: structure, and the prose repairs.
@Suite struct ProseImportTests {
    @Test func titleTopicHeadingsAndAsides() {
        let result = Imported(
            """
            iOS
            Searching

            Overview

            A search controller shows results.

            2.1 Scope Bars

            Scope buttons narrow the search.

            Note

            Never present it directly.

            Implement the protocol

            extension A: UISearchBarDelegate {}
            """)
        #expect(result.headings == ["Searching", "Overview", "2.1 Scope Bars"])
        #expect(result.parsed.sections.map(\.level) == [1, 2, 3])
        #expect(result.parsed.frontMatterValue("topic") == "iOS")
        #expect(result.paragraphs.contains("Note"))
        #expect(result.paragraphs.contains("Implement the protocol"))
    }

    @Test func listsAndInlineTranslationPairs() {
        let result = Imported(
            """
            Title

            A search controller works with two view controllers.

            • 搜索控制器使用您提供的两个自定义视图控制器。

            The first one shows your content.

            • 第一个显示您的内容。

            Tutorials:

            • Getting Started
            • Displaying Searchable Content

            1. Create the controller
            2. Set the updater
            """)
        #expect(result.paragraphs.contains("• 搜索控制器使用您提供的两个自定义视图控制器。"))
        #expect(result.paragraphs.contains("• 第一个显示您的内容。"))
        #expect(
            result.listItems == [
                "Getting Started", "Displaying Searchable Content", "Create the controller", "Set the updater",
            ])
        #expect(result.document.language == nil, "a text with inline translations is mixed")
    }

    @Test func pdfLinesAreReflowedWithHyphensAndIdentifiersRejoined() {
        // Trailing spaces mark lines that run on, as PDF extractors leave them.
        let text = [
            "Откройте файл ", "LocationsTableView", "Controller", ". Метод ", "viewDid", "Load", "вызывается при ",
            "загрузке пользо", "-", "вательского интерфейса, а класс ", "UITableView", "Controller", " уже готов.",
            "Это хорошо известный шаб-", "лонный код.",
            "Управление поиском",
            "Далее кто", "-", "то вызывает ", "viewDidLoad", ".",
            "override func viewDidLoad() {", "super.viewDidLoad()", "}", "class LocationsTableViewController {}",
        ].joined(separator: "\n")
        let result = Imported(text)
        #expect(
            result.paragraphs == [
                "Откройте файл LocationsTableViewController. Метод viewDidLoad вызывается при загрузке пользовательского интерфейса, а класс UITableViewController уже готов.",
                "Это хорошо известный шаблонный код.",
                "Далее кто-то вызывает viewDidLoad.",
            ])
        #expect(result.headings == ["Управление поиском"])
        #expect(result.repairs(.hyphenation).map(\.replacement) == ["пользовательского", "шаблонный", "кто-то"])
        #expect(
            result.repairs(.splitIdentifier).map(\.replacement) == [
                "LocationsTableViewController", "viewDidLoad", "UITableViewController",
            ])
        #expect(result.document.language == .russian)
    }

    @Test func realHyphensStayAndTheDocumentsOwnSpellingDecides() {
        let result = Imported("Intro\n\nThe well-\nknown pattern uses a place-\nholder; a placeholder is text.\n")
        #expect(result.paragraphs == ["The well-known pattern uses a placeholder; a placeholder is text."])
        let number = Imported("Intro\n\nIt needs iOS-\n11 or later.\n")
        #expect(number.paragraphs == ["It needs iOS-11 or later."])
        let kept = Imported("Intro\n\nA search-\nbased filter is a search-based filter.\n")
        #expect(kept.paragraphs == ["A search-based filter is a search-based filter."])
    }

    @Test func pageFurnitureIsRemoved() {
        let result = Imported(
            """
            Native Development

            Text of page one runs on to the
            ---

            Search on the Web
            \u{F076}
            349
            next page without a break.
            ---
            """)
        #expect(result.paragraphs == ["Text of page one runs on to the next page without a break."])
        #expect(result.headings == ["Search on the Web"])
        #expect(
            result.repairs(.pageFurniture).map(\.original) == [
                "Native Development", "---", "Search on the Web", "U+F076", "349", "---",
            ])
    }

    @Test func repeatedRunningHeadersWithPageNumbersAreRemoved() {
        let result = Imported(
            """
            Chapter 6 Tables 124
            First paragraph goes
            on here.
            Chapter 6 Tables 125
            Second paragraph.
            Chapter 6 Tables 126
            """)
        #expect(!result.document.markdown.contains("Chapter 6"))
        #expect(result.repairs(.pageFurniture).count == 3)
    }

    @Test func webCopyWithOneLineAParagraphAndNoBlankLines() {
        let first = String(
            repeating: "The search controller presents the results of a query as the user types it. ", count: 2)
        let second = String(
            repeating: "A scope bar narrows the search to one category of the data being shown. ", count: 2)
        let result = Imported("Title\n\n\(first.trimmed)\nScope Bars\n\(second.trimmed)\n")
        #expect(result.paragraphs == [first.trimmed, second.trimmed])
        #expect(result.headings == ["Title", "Scope Bars"])
    }

    @Test func aChapterFooterWithItsPageNumberIsRemoved() {
        let result = Imported("Title\n\nThe data source is asked\n86 Chapter 4 Searching\nfor the number of rows.\n")
        #expect(result.paragraphs == ["The data source is asked for the number of rows."])
        #expect(result.repairs(.pageFurniture).map(\.original) == ["86 Chapter 4 Searching"])
    }

    @Test func theFirstLineIsTheTitleEvenWithABylineUnderIt() {
        let result = Imported("Building a Searchable List\nPosted by Jane, March 2021\n\nText.\n")
        #expect(result.headings == ["Building a Searchable List"])
        #expect(result.paragraphs == ["Posted by Jane, March 2021", "Text."])
    }

    @Test func spacedIdentifiersInChineseProseAreRejoined() {
        let result = Imported("说明\n\n设置searchBar的scopeButton s属性，然后刷新。\n")
        #expect(result.paragraphs == ["设置searchBar的scopeButtonTitles属性，然后刷新。"])
        let english = Imported("Quote\n\nDelegate s must conform to the protocol, said the page.\n")
        #expect(english.paragraphs == ["Delegate s must conform to the protocol, said the page."])
    }

    @Test func languagesAreDetectedOrGiven() {
        #expect(Imported("标题\n\n这是一个简体中文的说明，没有代码。\n").document.language == .simplifiedChinese)
        #expect(Imported("標題\n\n這是一個繁體中文的說明，沒有程式碼。\n").document.language == .traditionalChinese)
        #expect(Imported("Title\n\nThis is English prose only.\n").document.language == .english)
        #expect(Imported("Title\n\nThis is English prose only.\n", language: .russian).document.language == .russian)
    }

    @Test func allProseAndMixedLanguagesMakeSensibleDocuments() {
        let result = Imported(
            """
            Mixed

            English first, with a sentence.

            Потом русский абзац, довольно длинный и подробный, с несколькими словами.

            然后是中文。
            """)
        #expect(result.code.isEmpty)
        #expect(result.paragraphs.count == 3)
        #expect(result.document.language == .russian)
    }

    @Test func aFiftyMegabyteLineIsKeptAsProseQuickly() throws {
        let line = String(repeating: "word ", count: 10_000_000)
        let clock = ContinuousClock()
        var result: ImportedDocument?
        let elapsed = clock.measure {
            result = DocumentImporter().importLines(ImportInput.split(line), source: "big.txt")
        }
        let document = try #require(result)
        #expect(document.codeBlockCount == 0)
        #expect(document.diagnostics.map(\.id) == [.importLongLine])
        #expect(document.markdown.utf8.count > 50_000_000)
        #expect(elapsed < .seconds(60), "took \(elapsed)")
    }
}

/// Odd inputs make a document, never a crash.
@Suite struct OddInputTests {
    @Test(arguments: [
        "}", "{", "))))", "-\n-\n-", "•", "• ", "1.", "1. ", "\u{0C}", "---", "349\n350", "//", "```", "~~~", "#",
        "> quote",
        "a-\n", "-\nb", "a\n-", "x\n\u{00AD}", "\u{FB01}", "“", "\\\"", "func f() > Int {", ") > ", "scopeButton s",
        "1 a\n2 b\n3 c", "\t\t}", "é\u{0301}\n-\nb", "UISearchController\n:\n", "Note", "https://example.com",
        String(repeating: "{", count: 5_000), String(repeating: "a-\n", count: 200),
        String(repeating: "1\n", count: 100),
    ])
    func oddInputsMakeADocument(_ text: String) {
        let result = Imported(text)
        #expect(result.document.markdown.hasPrefix("---\n"))
    }

    @Test func fencesInTheTextStayTextAndMarkdownHeadingsAreHeadings() {
        let result = Imported("Title\n\n```\nnot a fence\n```\n\n# a heading\n")
        #expect(result.headings == ["Title", "a heading"])
        #expect(result.paragraphs == ["``` not a fence ```"])
    }
}
