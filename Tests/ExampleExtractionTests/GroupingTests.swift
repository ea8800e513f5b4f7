import DocgenCore
import ExampleExtraction
import Testing

/// Which blocks form which example, and what the examples are called.
@Suite struct GroupingTests {
    static let navigationExample = """
        class ViewController: UITableViewController {
            let entries = [(title: "Easiest", image: "green_circle")]
        }
        """

    @Test func identicalCodeAcrossTranslationsIsOneExampleWithTwoSources() throws {
        let russian =
            "# Тема\n\n## Панель поиска\n\nТекст.\n\n" + fence("swift", Self.navigationExample)
            + "\n" + fence("search-session", "activate -> (none)")
        // The translation indents the code (a list item) and adds a trailing blank line and spaces.
        let indented = Self.navigationExample.split(separator: "\n").map { "   " + $0 + "  " }.joined(separator: "\n")
        let chinese =
            "## 導航欄中的搜尋欄\n\n1. 步驟：\n\n   ```swift\n\(indented)\n\n   ```\n\n"
            + fence("search-session", "activate → (none)")
        let (set, diagnostics) = extract([("Docs/topic.ru.md", russian), ("Docs/topic.zh-Hant.md", chinese)])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(set.examples.count == 1)
        let example = try #require(set.examples.first)
        #expect(example.id == "topic__panel_poiska")
        #expect(example.sources.map(\.description) == ["Docs/topic.ru.md:8", "Docs/topic.zh-Hant.md:6"])
        #expect(example.sources[1].blocks[0].codeColumn == 4)
        // One session, written in both documents.
        #expect(example.sessions.count == 1)
        #expect(
            example.sessions[0].otherLocations == [SourceLocation(file: "Docs/topic.zh-Hant.md", line: 13, column: 1)])
        // A location in the primary source maps to the translation's line and column.
        let entriesLine = SourceLocation(file: "Docs/topic.ru.md", line: 9, column: 9)
        #expect(
            example.equivalentLocations(of: entriesLine) == [
                entriesLine, SourceLocation(file: "Docs/topic.zh-Hant.md", line: 7, column: 12),
            ])
    }

    @Test func differentCodeOrDifferentAttributesAreDifferentExamples() {
        let one = "## A\n\n" + fence("swift", "let a = 1")
        let comment = "## A\n\n" + fence("swift", "let a = 1 // один")
        let noRun = "## A\n\n" + fence("swift no_run", "let a = 1")
        let (set, _) = extract([("Docs/a.en.md", one), ("Docs/a.ru.md", comment), ("Docs/a.zh-Hans.md", noRun)])
        // A plain-Swift listing with a translated comment is the same code (its tokens are): one example.
        #expect(set.examples.map(\.id) == ["a__a", "a__a_2"])
        #expect(set.examples.map(\.mode) == [.runnable, .noRun])
        #expect(set.examples.first?.sources.map(\.file) == ["Docs/a.en.md", "Docs/a.ru.md"])
        // In a UIKit document a comment still makes another example.
        let view = "## A\n\n" + fence("swift", "import UIKit\nlet v = UIView()")
        let viewCommented = "## A\n\n" + fence("swift", "import UIKit\nlet v = UIView() // вид")
        #expect(extract([("Docs/b.en.md", view), ("Docs/b.ru.md", viewCommented)]).set.examples.count == 2)
    }

    @Test func englishSourceNamesADeduplicatedExample() throws {
        let code = fence("swift", "let a = 1")
        let (set, _) = extract([("Docs/d.ru.md", "## Поиск\n\n" + code), ("Docs/d.en.md", "## Search\n\n" + code)])
        let example = try #require(set.examples.first)
        #expect(set.examples.count == 1)
        #expect(example.id == "d__search")
        #expect(example.sources.first?.file == "Docs/d.en.md")
    }

    @Test func hanOnlySourceGetsAHashedIdAndCollisionsAreSuffixed() throws {
        let text = "## 搜尋欄\n\n" + fence("swift", "let a = 1") + "\n## 搜尋欄\n\n" + fence("swift", "let b = 2")
        let (set, _) = extract(text, path: "Docs/notes.zh-Hant.md")
        let ids = set.examples.map(\.id)
        try #require(ids.count == 2)
        #expect(ids[0].hasPrefix("notes__h") && ids[1] == ids[0] + "_2")
        #expect(ids.allSatisfy(isSafeIdentifier))
    }

    @Test func exampleNameJoinsBlocksAcrossSectionsAndTakesPrecedence() throws {
        let text = """
            ## One

            \(fence("swift example=search", "class A: UIViewController {}"))
            \(fence("swift", "class B: UIViewController {}"))
            ## Two

            \(fence("swift example=search", "func f() {}"))
            \(fence("search-session example=search", "activate → (none)"))
            """
        let (set, diagnostics) = extract(text, path: "Docs/n.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(set.examples.map(\.id) == ["n__search", "n__one"])
        let named = try #require(set[id: "n__search"])
        #expect(named.title == "search")
        #expect(named.sources[0].blocks.map(\.firstCodeLine) == [4, 14])
        #expect(
            named.assembly
                == "2 blocks: line 4 declares class A; line 14 members added to A (added f()); import UIKit added")
        #expect(named.sessions.count == 1)
        #expect(set[id: "n__one"]?.sessions.isEmpty == true)
    }

    @Test func ignoredBlockStandsAloneAndIsNotBuilt() throws {
        let text =
            "## S\n\n" + fence("swift", "class A {}") + "\n" + fence("swift ignore=\"needs a device\"", "func f() {}")
            + "\n" + fence("swift", "func g() {}") + AssemblyTests.uikitSection
        let (set, _) = extract(text)
        #expect(set.examples.count == 3)
        let ignored = try #require(set.examples.first { $0.mode.isBuilt == false })
        #expect(ignored.mode == .ignore(reason: "needs a device"))
        #expect(ignored.mode.skipReason == "needs a device")
        #expect(set.examples[0].assembly == "2 blocks: line 4 declares class A; line 12 members added to A (added g())")
    }

    @Test(arguments: [
        ("no_run", ExampleMode.noRun), ("compile_fail", .compileFail(expected: nil)),
        ("compile_fail=\"cannot find type\"", .compileFail(expected: "cannot find type")), ("should_fail", .shouldFail),
        ("ignore", .ignore(reason: nil)),
    ])
    func attributesSetTheMode(attribute: String, mode: ExampleMode) {
        let (set, _) = extract("## S\n\n" + fence("swift \(attribute)", "let a = 1"))
        #expect(set.examples.first?.mode == mode)
    }

    @Test func contradictingAttributesWarnAndCompileFailWins() {
        let text =
            "## S\n\n" + fence("swift no_run", "class A {}") + "\n" + fence("swift compile_fail", "func f() {}")
            + AssemblyTests.uikitSection
        let (set, diagnostics) = extract(text)
        #expect(set.examples.first?.mode == .compileFail(expected: nil))
        #expect(diagnostics.map(\.id) == [.conflictingAttributes])
        #expect(diagnostics.first?.location == SourceLocation(file: "Docs/t.md", line: 8, column: 1))
    }

    @Test func objectiveCIsTypeCheckedOtherLanguagesAreSkippedWithAReasonAndTextIsNoExample() {
        let text = """
            ## ObjC

            \(fence("objc", "@property (strong, nonatomic) UISearchController *searchController;"))
            \(fence("objc", "- (void)f {\n    [self g];\n}"))
            \(fence("sh", "swift build"))
            \(fence("text", "just words"))
            """
        let (set, _) = extract(text)
        #expect(set.examples.count == 2)
        #expect(set.examples[0].language == .objectiveC)
        #expect(set.examples[0].sources[0].blocks.count == 2)
        #expect(set.examples[0].mode == .noRun)
        #expect(set.examples[1].language == .other("sh"))
        #expect(set.examples[1].mode.isBuilt == false)
        // The two blocks in a hidden host: its @interface holds the property, its @implementation the method.
        let lines = set.examples[0].program.lines
        #expect(lines.filter { $0.origin != nil }.count == 4)
        let method = lines.first { $0.text.hasPrefix("- (void)f") }
        #expect(method?.origin == SourceLocation(file: "Docs/t.md", line: 8, column: 1))
    }
}

extension GroupingTests {
    @Test func anExampleNameOverDifferentLanguagesMakesOneExamplePerLanguageWithAWarning() {
        let text = "## S\n\n" + fence("swift example=x", "let a = 1") + "\n" + fence("objc example=x", "- (void)f {}")
        let (set, diagnostics) = extract(text)
        #expect(set.examples.map(\.language) == [.swift, .objectiveC])
        #expect(set.examples.map(\.id) == ["t__x", "t__x_2"])
        #expect(diagnostics.map(\.id) == [.exampleMixesLanguages])
    }
}
