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
        #expect(section.hasPrefix("### b.ru.md\n"))
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
                "\n\n## Extraction damage repaired by `docgen import`\n\n### a.md\n\nImported by `docgen import` from `a.txt`. `seed:N` is a line of the source text, `Docs:N` a line of the Markdown file.\n\n- None found.\n"
            ))
    }

    @Test func aNewSectionIsAppendedAndAReimportReplacesItsOwn() {
        let first = ErrataWriter.merged(
            existing: nil, section: ErrataWriter.section(fileName: "a.md", source: "a.txt", repairs: []),
            fileName: "a.md")
        #expect(first.hasPrefix("# Errata\n\n## Extraction damage repaired by `docgen import`\n\n### a.md\n"))
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
}
