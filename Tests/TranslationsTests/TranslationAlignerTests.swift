import DocParsing
import DocgenCore
import Testing

@testable import Translations

@Suite struct TranslationAlignerTests {
    /// `docgen translations` of one English original and its Simplified Chinese translation.
    static func analyzed(english: String, chinese: String) -> TranslationReport {
        let documents = [
            CorpusFixture.document("Docs/a.en.md", english), CorpusFixture.document("Docs/a.zh-Hans.md", chinese),
        ]
        return TranslationAnalyzer(settings: TranslationSettings(sourceLanguage: .english)).analyze(documents)
    }

    @Test func russianAndTraditionalTopicsAlignSectionBySectionOnTheirSharedExample() throws {
        let report = try CorpusFixture.docsReport()
        let alignment = try #require(report.alignments.first { $0.name == "uisearchcontroller-topic" })
        #expect(alignment.source == "Docs/uisearchcontroller-topic.ru.md")
        #expect(alignment.target == "Docs/uisearchcontroller-topic.zh-Hant.md")
        #expect(alignment.scope?.sectionTitle == "Панель поиска в заголовке панели навигации")
        // The navigation-bar example is identical in both: one example with two sources.
        #expect(alignment.anchors.count == 1)
        #expect(alignment.anchors.first?.source.first?.kind == "codeBlock")

        let target = try #require(report.documents.first { $0.path == alignment.target })
        let source = try #require(report.documents.first { $0.path == alignment.source })
        let pairs = alignment.pairs
        #expect(pairs.count == target.passages.count)
        #expect(pairs.map { $0.translation[0].passageIndex } == target.passages.map(\.index))
        let sectionHeading = try #require(source.passages.first { $0.block.plainText == alignment.scope?.sectionTitle })
        #expect(
            pairs.map { $0.source[0].passageIndex } == [
                sectionHeading.index, sectionHeading.index + 1, sectionHeading.index + 2,
            ])
        #expect(alignment.beads.allSatisfy { $0.kind == .match || $0.kind == .anchor })
        let row = try #require(report.coverage.first { $0.path == alignment.target })
        #expect(row.pairedPercent == 100)
    }

    @Test func grammarBlocksWithATranslatedCaptionArePairedByTheirProductions() throws {
        let grammar = "> *pattern* → *wildcard-pattern* \\\n> *pattern* → *identifier-pattern*\n"
        let english =
            "# Patterns\n\nA pattern matches values.\n\nPatterns come in two kinds.\n\n> Grammar of a pattern:\n>\n"
            + grammar
        let chinese = "# 模式\n\n模式匹配值。\n\n> 模式语法:\n>\n" + grammar
        let report = Self.analyzed(english: english, chinese: chinese)
        let alignment = try #require(report.alignments.first)
        let quotes = try #require(alignment.beads.first { $0.source.first?.kind == "blockQuote" })
        #expect(quotes.kind == .match)
        #expect(quotes.target.map(\.kind) == ["blockQuote"])
        #expect(quotes.cost == 0)
        #expect(!report.qa.contains { $0.check == .missing && $0.location.line == 5 })
    }

    @Test func codeWithTranslatedPlaceholderNamesIsAnAnchor() throws {
        let english =
            "# Opaque Types\n\nOpaque types have the following form:\n\n```swift\nsome <#constraint#>\n```\n\n"
            + "The *constraint* is a class type, protocol type, protocol composition type, or `Any`.\n"
        let chinese =
            "# 不透明类型\n\n不透明类型具有以下形式:\n\n```swift\nsome <#约束#>\n```\n\n"
            + "*约束*是类类型、协议类型、协议组合类型或 `Any`。\n"
        let report = Self.analyzed(english: english, chinese: chinese)
        let alignment = try #require(report.alignments.first)
        let code = try #require(alignment.beads.first { $0.source.first?.kind == "codeBlock" })
        #expect(code.kind == .anchor)
        #expect(code.target.map(\.kind) == ["codeBlock"])
        #expect(!report.qa.contains { $0.check == .missing })
        #expect(
            AlignmentUnit.maskingPlaceholders("for <#item#> in <#collection#> {\n<#statements#>\n}")
                == "for <##> in <##> {\n<##>\n}")
        #expect(AlignmentUnit.maskingPlaceholders("a <# b\nc #> d") == "a <# b\nc #> d")
    }

    @Test func aDateIsAnAnchorAndPairsOnlyWithADate() throws {
        // The translation lacks the newest entry: its dates pair with the same dates, never the newer one.
        let english =
            "# History\n\nReview the changes.\n\n**2026-07-06**\n\n- Updated for Swift 6.4.\n\n**2025-12-12**\n\n"
            + "- Updated for Swift 6.2.\n"
        let chinese = "# 历史\n\n查看更改。\n\n**2025-12-12**\n\n- 更新至 Swift 6.2。\n"
        let report = Self.analyzed(english: english, chinese: chinese)
        let alignment = try #require(report.alignments.first)
        let date = try #require(alignment.beads.first { $0.target.first?.location.line == 5 })
        #expect(date.source.map(\.location.line) == [9])
        #expect(!alignment.beads.contains { $0.source.map(\.location.line) == [5] && !$0.target.isEmpty })
        #expect(!report.qa.contains { $0.check == .number })
        #expect(report.qa.contains { $0.check == .missing && $0.sourcePassage.line == 7 })
    }

    @Test func twoLeftoversSharingTheirWordsAreOnePair() throws {
        // A grammar block whose productions the translation escaped otherwise: no anchor, no lines kept.
        let english =
            "# Types\n\nTypes are named or compound.\n\n> Grammar of a type:\n>\n"
            + "> *type* → *function-type* \\\n> *type* → *array-type* \\\n> *type* → *tuple-type*\n"
        let chinese =
            "# 类型\n\n类型分为命名类型和复合类型。\n\n> 类型的语法:\n>\n"
            + "> > *type* → *function-type* \\ > *type* → *array-type* \\ > *type* → *tuple-type*\n"
        let report = Self.analyzed(english: english, chinese: chinese)
        #expect(!report.qa.contains { $0.check == .missing })
    }

    @Test func twoLeftoverCodeBlocksWithMostOfTheirTokensAreOnePair() throws {
        // One line with a name changed: line by line nothing is kept, token by token almost all.
        let english =
            "# Closures\n\nThe closure can be shorter:\n\n```swift\nreversedNames = names.sorted(by: { s1, s2 in s1 > s2 } )\n```\n\n"
            + "Here, the closure returns a `Bool` value.\n"
        let chinese =
            "# 闭包\n\n闭包可以更短：\n\n```swift\nreversedNames = names.sotred(by: { s1, s2 in s1 > s2 } )\n```\n\n"
            + "这里，闭包返回一个 `Bool` 值。\n"
        let report = Self.analyzed(english: english, chinese: chinese)
        let alignment = try #require(report.alignments.first)
        let code = try #require(alignment.beads.first { $0.target.first?.kind == "codeBlock" })
        #expect(code.kind == .match && code.source.map(\.location.line) == [5])
        #expect(report.drifts.contains { $0.drifted.location.line == 5 && $0.kind == .example })
        // Short: one name of four changed in place; another statement is another block.
        func unit(_ code: String) -> AlignmentUnit {
            let markdown = "```swift\n\(code)\n```\n"
            return AlignmentUnit.units(
                of: CorpusFixture.document("Docs/c.en.md", markdown),
                languages: CorpusFixture.languages("Docs/c.en.md", markdown))[0]
        }
        let sorted = unit("reversedNames = names.sorted(by: { s1, s2 in s1 > s2 } )")
        #expect(!TranslationAligner.sharesCode(sorted, unit("let x = 1")))
        #expect(TranslationAligner.sharesCode(unit("print(friendlyWelcome)"), unit("pritn(friendlyWelcome)")))
        #expect(!TranslationAligner.sharesCode(unit("let x = 1"), unit("let y = 2")))
    }

    @Test func aGrammarBlocksKeptProductionsAreNoLengthToScale() throws {
        // Productions kept in English, one of them changed (no anchor): the pairs do not scale them by the
        // ratio, so the paragraph before the block is not merged into it to make up its length.
        let productions = [
            "*type-inheritance-clause* → *type-inheritance-list*",
            "*type-inheritance-list* → *attributes* *type-identifier* | *attributes* *type-identifier* *type-inheritance-list*",
            "*type-inheritance-item* → *attributes* *type-identifier* | *attributes* *type-identifier* *type-inheritance-list*",
        ]
        let english =
            "# Types\n\nA compound type is a type without a name, defined in the Swift language itself. There are"
            + " two compound types: function types and tuple types.\n\n"
            + "You can use parentheses around a named type or a compound type. However, adding parentheses around"
            + " a type doesn't have any effect.\n\n"
            + "This chapter discusses the types defined in the Swift language itself and describes the type"
            + " inference behavior of Swift.\n\n"
            + "Other named types can only inherit from or conform to a list of protocols."
            + " Protocol types can inherit from any number of other protocols.\n\n"
            + "When a protocol type inherits from other protocols, the set of requirements from those other"
            + " protocols are aggregated together.\n\n"
            + "A type inheritance clause in an enumeration definition can be either a list of protocols, or in the"
            + " case of an enumeration that assigns raw values to its cases, a single, named type that specifies"
            + " the type of those raw values.\n\n> Grammar of a type inheritance clause:\n>\n"
            + productions.map { "> " + $0 }.joined(separator: " \\\n") + "\n\n"
            + "Swift uses type inference extensively, allowing you to omit the type or part of the type of many"
            + " variables and expressions in your code.\n"
        let chinese =
            "# 类型\n\n复合类型是没有名字的类型，它由 Swift 本身定义。Swift 有两种复合类型：函数类型和元组类型。\n\n"
            + "你可以在命名类型或复合类型两侧加括号。然而，在类型两侧加括号没有任何效果。\n\n"
            + "本章讨论 Swift 语言本身定义的类型，并描述 Swift 中的类型推断行为。\n\n"
            + "其他命名类型只能继承自或符合一系列协议。协议类型可以继承自任意数量的其他协议。\n\n"
            + "当一个协议类型继承自其他协议时，来自那些其他协议的要求会被聚合在一起。\n\n"
            + "对于为枚举案例分配原始值的枚举定义，类型继承子句可以是指定这些原始值类型的单个命名类型。\n\n"
            + "> 类型继承子句的语法:\n"
            + productions.map { "> > " + $0 }.joined(separator: "\n").replacingOccurrences(
                of: "| *attributes* *type-identifier* *type-inheritance-list*\n",
                with: "| *type-identifier* *type-inheritance-list*\n")
            + "\n\nSwift 广泛使用类型推断，从而允许你省略代码中很多变量和表达式的类型或部分类型。\n"
        let report = Self.analyzed(english: english, chinese: chinese)
        let alignment = try #require(report.alignments.first)
        #expect(alignment.beads.map(\.kind) == Array(repeating: .match, count: 9))
        #expect(alignment.beads.allSatisfy { $0.source.count == 1 && $0.target.count == 1 })
    }

    @Test func alignmentSkipsAMissingParagraph() throws {
        let source = CorpusFixture.document(
            "Docs/guide.en.md",
            """
            # Searching a table

            The `UISearchController` shows its results in 2 sections of the table view.

            This paragraph explains the background at some length and was never translated into the other language.

            Call `reloadData()` after filtering the 4 entries so the table shows them.

            ```swift
            tableView.reloadData()
            print(entries.count)
            ```

            The end of the guide: `searchBar.text` is cleared when the user taps Cancel.

            """)
        let target = CorpusFixture.document(
            "Docs/guide.ru.md",
            """
            # Поиск в таблице

            `UISearchController` показывает результаты в 2 разделах табличного представления.

            Вызовите `reloadData()` после фильтрации 4 записей, чтобы таблица их показала.

            ```swift
            tableView.reloadData()
            print(entries.count)
            ```

            В конце: `searchBar.text` очищается, когда пользователь нажимает «Отмена».

            """)
        let detector = LanguageDetector()
        let alignment = TranslationAligner().align(
            source: source, detector.detect(source), target: target, detector.detect(target))
        #expect(alignment.beads.map(\.kind) == [.match, .match, .sourceOnly, .match, .anchor, .match])
        #expect(alignment.beads[2].source.first?.location.line == 5)
        #expect(alignment.beads[3].source.first?.location.line == 7)
        #expect(alignment.beads[3].target.first?.location.line == 5)
        #expect(alignment.scope == nil)
    }

    /// A long stretch with no anchor is aligned within a band around its diagonal (linear in its length): a
    /// paragraph dropped in the middle of 600 is still the one left unpaired, and a side far longer than the
    /// other still aligns.
    @Test func aLongStretchAlignsInABandAroundItsDiagonal() throws {
        func pair(_ count: Int, dropping dropped: Int?, targetCount: Int? = nil) -> DocumentAlignment {
            let english = (0..<count).map { "Paragraph \($0) explains `value\($0)` in some words." }
            let russian = (0..<(targetCount ?? count)).filter { $0 != dropped }.map {
                "Абзац \($0) объясняет `value\($0)` несколькими словами."
            }
            let source = CorpusFixture.document("Docs/long.en.md", "# Title\n\n" + english.joined(separator: "\n\n"))
            let target = CorpusFixture.document(
                "Docs/long.ru.md", "# Заголовок\n\n" + russian.joined(separator: "\n\n"))
            let detector = LanguageDetector()
            return TranslationAligner().align(
                source: source, detector.detect(source), target: target, detector.detect(target))
        }
        let long = pair(600, dropping: 300)
        let unpaired = long.beads.filter { $0.kind == .sourceOnly }
        #expect(unpaired.count == 1)
        #expect(unpaired.first?.source.first?.location.line == 3 + 2 * 300)
        #expect(long.beads.filter { $0.kind == .match }.count == 600)
        let uneven = pair(400, dropping: nil, targetCount: 1)
        #expect(uneven.beads.filter { $0.kind == .match }.count == 2)
    }

    @Test func aParagraphSplitInTwoIsAOneToTwoBead() throws {
        let source = CorpusFixture.document(
            "Docs/split.en.md",
            """
            # Results

            The search controller calls `updateSearchResults(for:)` on every change, and the table view then reloads its 4 rows with `reloadData()` so that only matching entries stay visible to the user.

            """)
        let target = CorpusFixture.document(
            "Docs/split.ru.md",
            """
            # Результаты

            Контроллер поиска вызывает `updateSearchResults(for:)` при каждом изменении.

            Затем табличное представление перезагружает свои 4 строки с помощью `reloadData()`, чтобы пользователю были видны только подходящие записи.

            """)
        let detector = LanguageDetector()
        let alignment = TranslationAligner().align(
            source: source, detector.detect(source), target: target, detector.detect(target))
        #expect(alignment.beads.map(\.shape) == ["1-1", "1-2"])
    }

    /// A translation that joins three paragraphs of its original into one leaves none of them missing.
    @Test func threeParagraphsJoinedInOneAreAThreeToOneBead() throws {
        let english = """
            # Tuple Type

            A *tuple type* is a comma-separated list of types, enclosed in parentheses.

            You can use a tuple type as the return type of a function to enable the function to return a single tuple containing multiple values. You can also name the elements of a tuple type and use those names to refer to the values of the individual elements. An element name consists of an identifier followed immediately by a colon (:).

            When an element of a tuple type has a name, that name is part of the type.

            """
        let chinese = """
            # 元组类型

            *元组类型*是一个用逗号分隔的类型列表，用括号括起来。你可以将元组类型用作函数的返回类型，以使函数能够返回包含多个值的单个元组。你还可以命名元组类型的元素，并使用这些名称来引用各个元素的值。元素名称由一个标识符后跟一个冒号(:)组成。当元组类型的元素有名称时，该名称是类型的一部分。

            """
        let report = Self.analyzed(english: english, chinese: chinese)
        let alignment = try #require(report.alignments.first)
        #expect(alignment.beads.map(\.shape) == ["1-1", "3-1"])
        #expect(report.qa.isEmpty)
    }

    /// A translation that swapped two paragraphs: each is paired with its own translation, the two pairs
    /// crossed; the link to one page (its anchor translated) is what they share.
    @Test func twoSwappedParagraphsArePairedCrossed() throws {
        let english = """
            # Generic Argument Clause

            The last type argument in a generic argument list can be followed by an optional comma.

            As mentioned in <doc:Generics#Generic-Parameter-Clause>, you don't use a generic argument clause to specify the type arguments of a generic function or initializer, or the type arguments of a generic subscript.

            """
        let chinese = """
            # 泛型实参子句

            正如在<doc:Generics#泛型形参子句>中提到的，在指定泛型函数或构造器的类型实参时，不能使用泛型实参子句，在指定泛型下标的类型实参时也不能。

            泛型实参列表中的最后一个类型实参后面可以跟一个可选的逗号。

            """
        let report = Self.analyzed(english: english, chinese: chinese)
        let alignment = try #require(report.alignments.first)
        let pairs = alignment.beads.map { bead in
            (bead.source.map(\.location.line), bead.target.map(\.location.line))
        }
        #expect(pairs.map(\.0) == [[1], [3], [5]])
        #expect(pairs.map(\.1) == [[1], [5], [3]])
    }
}
