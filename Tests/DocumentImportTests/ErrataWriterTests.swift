import Foundation
import Testing

@testable import DocumentImport

@Suite struct ErrataWriterTests {
    let repairs = [
        Repair(
            .arrow, lines: 43...44, original: "f() > Int {", replacement: "f() -> Int {",
            reason: "`->` was printed as `>`",
            outputLine: 26),
        Repair(
            .pageFurniture, lines: 76...76, original: "349", replacement: "", reason: "page furniture: the page number"),
    ]

    @Test func repairsAreWrittenLikeDocsErrata() {
        let section = ErrataWriter.section(fileName: "b.ru.md", source: "b.txt", repairs: repairs)
        #expect(section.hasPrefix("<!-- docgen:import b.ru.md -->\n### b.ru.md\n"))
        #expect(section.hasSuffix("Why: page furniture: the page number.\n<!-- /docgen -->\n"))
        #expect(
            section.contains(
                "- Docs:26 (seed:43–44). Original: `f() > Int {`. Now: `f() -> Int {`. Why: `->` was printed as `>`.\n")
        )
        #expect(section.contains("- seed:76. Original: `349`. Removed. Why: page furniture: the page number.\n"))
    }

    @Test func aHandWrittenErrataKeepsItsTextAndGainsAnImportPart() {
        let handWritten = "# Errata\n\n## Fixes\n\n- one fix.\n"
        let merged = ErrataWriter.merged(
            existing: handWritten, section: ErrataWriter.section(fileName: "a.md", source: "a.txt", repairs: []),
            fileName: "a.md")
        #expect(merged.hasPrefix(handWritten))
        #expect(
            merged.hasSuffix(
                "\n\n## Extraction damage repaired by `docgen import`\n\n<!-- docgen:import a.md -->\n### a.md\n\nImported by `docgen import` from `a.txt`. `seed:N` is a line of the source text, `Docs:N` a line of the Markdown file.\n\n- None found.\n<!-- /docgen -->\n"
            ))
    }

    @Test func aNewSectionIsAppendedAndAReimportReplacesItsOwn() {
        let first = ErrataWriter.merged(
            existing: nil, section: ErrataWriter.section(fileName: "a.md", source: "a.txt", repairs: []),
            fileName: "a.md")
        #expect(
            first.hasPrefix(
                "# Errata\n\n## Extraction damage repaired by `docgen import`\n\n<!-- docgen:import a.md -->\n### a.md\n"
            ))
        let second = ErrataWriter.merged(
            existing: first, section: ErrataWriter.section(fileName: "b.md", source: "b.txt", repairs: repairs),
            fileName: "b.md")
        let again = ErrataWriter.merged(
            existing: second, section: ErrataWriter.section(fileName: "a.md", source: "a2.txt", repairs: []),
            fileName: "a.md")
        #expect(again.components(separatedBy: "### a.md").count == 2)
        #expect(again.contains("a2.txt") && !again.contains("`a.txt`"))
        #expect(again.contains("### b.md"))
    }

    func section(_ fileName: String, from source: String = "in.txt") -> String {
        ErrataWriter.section(fileName: fileName, source: source, repairs: [])
    }

    /// Issue 26: a person's own `#### x.en.md` heading was taken for docgen's `### x.en.md` (a substring
    /// match) and the person's text after it deleted on the next import of x.en.md.
    @Test func aPersonsHeadingThatLooksLikeDocgensIsNeverTouched() {
        let handWritten = """
            # Errata

            ## My notes

            #### x.en.md

            My own words about x, which docgen must keep.

            ### x.en.md

            Also mine.

            ## Later part

            - kept.

            """
        let first = ErrataWriter.merged(existing: handWritten, section: section("x.en.md"), fileName: "x.en.md")
        #expect(first.hasPrefix(handWritten))
        let again = ErrataWriter.merged(
            existing: first, section: section("x.en.md", from: "x2.txt"), fileName: "x.en.md")
        #expect(again.hasPrefix(handWritten))
        #expect(again.components(separatedBy: "<!-- docgen:import x.en.md -->").count == 2)
        #expect(again.contains("`x2.txt`") && !again.contains("`in.txt`"))
    }

    @Test func onlyTheTextBetweenDocgensMarkersIsReplaced() {
        let start = ErrataWriter.merged(existing: "# Errata\n", section: section("a.md"), fileName: "a.md")
        let withB = ErrataWriter.merged(existing: start, section: section("b.md"), fileName: "b.md")
        let edited = withB + "\nA person's line after docgen's sections.\n"
        let replaced = ErrataWriter.merged(
            existing: edited, section: section("a.md", from: "new.txt"), fileName: "a.md")
        var expected = edited
        expected.replaceSubrange(edited.range(of: section("a.md"))!, with: section("a.md", from: "new.txt"))
        #expect(replaced == expected)
        let added = ErrataWriter.merged(existing: edited, section: section("c.md"), fileName: "c.md")
        #expect(added.hasSuffix("<!-- /docgen -->\n\nA person's line after docgen's sections.\n"))
        let c = added.range(of: "### c.md")!, b = added.range(of: "### b.md")!
        #expect(b.lowerBound < c.lowerBound, "a new section goes after docgen's last one")
        let removed = added.replacingOccurrences(of: section("c.md"), with: "")
        #expect(removed.replacingOccurrences(of: "\n\n\n", with: "\n\n") == edited)
    }

    @Test func aSourceWithALineFeedStaysOnItsLine() {
        let section = ErrataWriter.section(fileName: "a.md", source: "x\n<!-- /docgen -->\ny.txt", repairs: [])
        #expect(ErrataWriter.lines(section).filter { $0 == ErrataWriter.endMarker }.count == 1)
        #expect(section.contains("from `x\u{FFFD}<!-- /docgen -->\u{FFFD}y.txt`"))
    }

    @Test func aStartMarkerWithoutItsEndMarksNothing() {
        let broken = "# Errata\n\n<!-- docgen:import a.md -->\nA person's text.\n\n## Other\n\n- kept.\n"
        let merged = ErrataWriter.merged(existing: broken, section: section("a.md"), fileName: "a.md")
        #expect(merged.hasPrefix(broken))
        #expect(ErrataWriter.markedSections(ErrataWriter.lines(merged)).map(\.fileName) == ["a.md"])
    }

    @Test func crLFLineEndsAreKept() {
        let windows = "# Errata\r\n\r\nMine.\r\n"
        let first = ErrataWriter.merged(existing: windows, section: section("a.md"), fileName: "a.md")
        #expect(first.hasPrefix(windows))
        let crlf = first.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
        let again = ErrataWriter.merged(existing: crlf, section: section("a.md", from: "b.txt"), fileName: "a.md")
        #expect(again.components(separatedBy: "<!-- docgen:import a.md -->").count == 2)
        #expect(again.hasPrefix(windows))
    }

    /// Issue 34: the markers were found inside a person's code block (their example of the format), and a
    /// re-import replaced the fenced lines with docgen's section. Backtick and tilde fences (one closed only
    /// by a longer fence of its own character), an unclosed fence and an indented block all hold examples.
    @Test func markersInAPersonsCodeBlocksAreTheirTextAndKeptByteForByte() {
        let example = "<!-- docgen:import a.md -->\n### a.md\n\nA person's example.\n<!-- /docgen -->"
        let handWritten = """
            # Errata

            ## How docgen marks its sections

            ```markdown
            \(example)
            ```

            ~~~~
            ~~~
            \(example)
            ```
            ~~~~

            Indented:

                <!-- docgen:import a.md -->
                ## Extraction damage repaired by `docgen import`
                <!-- /docgen -->

            ## Extraction damage repaired by `docgen import`

            """
        let first = ErrataWriter.merged(existing: handWritten, section: section("a.md"), fileName: "a.md")
        #expect(first == handWritten + "\n" + section("a.md"), "the person's text, code blocks included, is kept")
        let again = ErrataWriter.merged(existing: first, section: section("a.md", from: "b.txt"), fileName: "a.md")
        #expect(again == handWritten + "\n" + section("a.md", from: "b.txt"), "docgen's own section is replaced")
        // A fence left open runs to the end of the file: what follows it is code, never a marker.
        let unclosed = handWritten + "\n````\n\(example)\n```\n"
        let open = ErrataWriter.merged(existing: unclosed, section: section("a.md"), fileName: "a.md")
        #expect(open.hasPrefix(unclosed))
        // Without a section of docgen's, an import heading in a code block is not where one is added.
        let fencedHeading = "# Errata\n\n```\n## Extraction damage repaired by `docgen import`\n## Next\n```\n"
        let merged = ErrataWriter.merged(existing: fencedHeading, section: section("a.md"), fileName: "a.md")
        #expect(merged.hasPrefix(fencedHeading))
    }
}
