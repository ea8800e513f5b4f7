import DocParsing
import DocgenCore
import Testing

@testable import Translations

/// A list item whose later blocks the translation writes outside it (`TranslationAligner+Unnested`).
@Suite struct TranslationAlignerUnnestedTests {
    static let english = """
        # Result Builders

        A result builder transforms the statements of a closure.

        - A branch statement that checks an availability condition becomes a call to `buildLimitedAvailability(_:)`.

          You use the `buildLimitedAvailability(_:)` method to erase type information that changes by branch.

          ```swift
          struct FutureText: Drawable {
              var content: String
          }
          ```

          However, this approach causes a problem in code that has availability checks.

          To solve this problem, implement `buildLimitedAvailability(_:)` to return a type that's always available.

        ## Custom Types

        A result builder is a type you declare with the `resultBuilder` attribute.

        """

    /// The translation's second paragraph of the item is not indented: the list ends there, and the item's
    /// later blocks follow it, one passage each.
    static let chinese = """
        # 结果构建器

        结果构建器转换闭包中的语句。

        - 检查可用性条件的分支语句将成为对 `buildLimitedAvailability(_:)` 方法的调用。

        你可以使用 `buildLimitedAvailability(_:)` 方法来擦除根据分支而变化的类型信息。

          ```swift
          struct FutureText: Drawable {
              var content: String
          }
          ```

          然而，这种方法在具有可用性检查的代码中会导致问题。

          为了解决这个问题，实现一个 `buildLimitedAvailability(_:)` 方法，返回一个始终可用的类型。

        ## 自定义类型

        结果构建器是用 `resultBuilder` 特性声明的类型。

        """

    @Test func theItemsBlocksWrittenAfterItJoinItsPair() throws {
        let report = TranslationAlignerTests.analyzed(english: Self.english, chinese: Self.chinese)
        let alignment = try #require(report.alignments.first)
        let item = try #require(alignment.beads.first { $0.source.first?.kind == "listItem" })
        #expect(item.kind == .match)
        #expect(item.target.map(\.location.line) == [5, 7, 9, 15, 17])
        #expect(!alignment.beads.contains { $0.kind == .targetOnly })
        #expect(!report.qa.contains { $0.check == .missing })
        // The heading after the item is its own pair.
        #expect(alignment.beads.contains { $0.target.map(\.location.line) == [19] && $0.source.count == 1 })
    }

    @Test func aParagraphTheItemDoesNotHoldStaysUnpaired() throws {
        // The same item in both, nested alike: no room for the translation's paragraph after it.
        let english = "# Lists\n\n- An item with `one` name.\n\n  A second paragraph of the item.\n"
        let chinese = "# 列表\n\n- 一个带有 `one` 名称的项目。\n\n  该项目的第二段。\n\n译者添加的段落。\n"
        func units(_ path: String, _ markdown: String) -> [AlignmentUnit] {
            AlignmentUnit.units(
                of: CorpusFixture.document(path, markdown), languages: CorpusFixture.languages(path, markdown))
        }
        let source = units("Docs/a.en.md", english), target = units("Docs/a.zh-Hans.md", chinese)
        var byLocation: [DocgenCore.SourceLocation: AlignmentUnit] = [:]
        for unit in source + target { byLocation[unit.reference.location] = unit }
        let beads = [
            AlignmentBead(kind: .match, source: [source[0].reference], target: [target[0].reference], cost: 0),
            AlignmentBead(kind: .match, source: [source[1].reference], target: [target[1].reference], cost: 0),
            AlignmentBead(kind: .targetOnly, source: [], target: [target[2].reference], cost: 0),
        ]
        #expect(
            TranslationAligner.joiningUnnestedBlocks(beads, units: byLocation, ratio: 0.6, withoutComments: true)
                == beads)
        // The translation's item unnested: its second paragraph joins.
        let unnested = "# 列表\n\n- 一个带有 `one` 名称的项目。\n\n该项目的第二段。\n"
        let split = units("Docs/b.zh-Hans.md", unnested)
        for unit in split { byLocation[unit.reference.location] = unit }
        let joined = TranslationAligner.joiningUnnestedBlocks(
            [
                AlignmentBead(kind: .match, source: [source[1].reference], target: [split[1].reference], cost: 0),
                AlignmentBead(kind: .targetOnly, source: [], target: [split[2].reference], cost: 0),
            ], units: byLocation, ratio: 0.6, withoutComments: true)
        #expect(joined.map(\.target.count) == [2])
    }

    @Test func nestedBlocksAreAContainersParagraphsAndCode() throws {
        let document = CorpusFixture.document("Docs/a.en.md", Self.english)
        let item = try #require(document.passages.first { $0.kind == .listItem })
        #expect(
            TranslationAligner.nestedBlocks(of: item).map(\.kindName) == [
                "paragraph", "paragraph", "codeBlock", "paragraph", "paragraph",
            ])
        let paragraph = try #require(document.passages.first { $0.kind == .paragraph })
        #expect(TranslationAligner.nestedBlocks(of: paragraph).isEmpty)
    }
}
