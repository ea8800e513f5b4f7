import DocParsing
import DocgenCore
import Testing

/// Hostile nesting (thousands of block quotes, lists or emphasis levels) is flattened at a fixed depth,
/// with a located warning, and every word is kept: nothing later can overflow its stack on the model.
@Suite struct NestingDepthTests {
    /// The deepest container nesting of the model, counted without recursion.
    func containerDepth(_ document: Document) -> Int {
        var deepest = 0
        var pending = document.blocks.map { ($0, 0) }
        while let (block, depth) = pending.popLast() {
            let isContainer = [.listItem, .blockQuote].contains(block.kind) || block.kindName == "list"
            let here = depth + (isContainer ? 1 : 0)
            deepest = max(deepest, here)
            pending += block.children.map { ($0, here) }
        }
        return deepest
    }

    /// Every list's children are list items, at any depth.
    func listsHoldOnlyItems(_ document: Document) -> Bool {
        document.allBlocks.allSatisfy { block in
            block.kindName != "list" || block.children.allSatisfy { $0.kind == .listItem }
        }
    }

    @Test func blockQuotes3750DeepAreFlattenedWithTheTextKept() throws {
        let text = String(repeating: "> ", count: 3750) + "deep words\n\nafter\n"
        let result = DocumentParser.parse(text, path: "q.md")
        #expect(containerDepth(result.document) == 32)
        #expect(result.document.allBlocks.contains { $0.kind == .paragraph && $0.plainText == "deep words" })
        #expect(result.document.blocks.last?.plainText == "after")
        let warning = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(warning.id == .nestingTooDeep)
        #expect(warning.severity == .warning)
        // The 33rd `>` is the first quote not kept.
        #expect(warning.location == SourceLocation(file: "q.md", line: 1, column: 2 * 32 + 1))
        #expect(!DocumentDumper.dump(result.document).isEmpty)
    }

    @Test(arguments: ["- ", "1. ", "* "])
    func lists10000DeepAreFlattenedAndListsStillHoldItems(marker: String) throws {
        let text = "# Title\n\n" + String(repeating: marker, count: 10_000) + "bottom\n\n```swift\nlet a = 1\n```\n"
        let result = DocumentParser.parse(text, path: "l.md")
        #expect(containerDepth(result.document) <= 32)
        #expect(listsHoldOnlyItems(result.document))
        #expect(result.document.allBlocks.contains { $0.kind == .paragraph && $0.plainText == "bottom" })
        #expect(result.document.codeBlocks.count == 1)
        #expect(result.diagnostics.map(\.id) == [.nestingTooDeep])
        #expect(result.diagnostics[0].location?.line == 3)
        #expect(result.document.passages.count > 1)
    }

    @Test func listsAndQuotesMixedAtTheCapKeepListsWellFormed() {
        // Alternating quotes and lists reach the cap on a list as well as on a quote.
        for offset in 0..<3 {
            let text = String(repeating: "> ", count: offset) + String(repeating: "> - ", count: 40) + "x\n"
            let result = DocumentParser.parse(text, path: "m.md")
            #expect(containerDepth(result.document) <= 32)
            #expect(listsHoldOnlyItems(result.document))
            #expect(result.document.allBlocks.contains { $0.kind == .paragraph && $0.plainText == "x" })
            #expect(result.diagnostics.map(\.id) == [.nestingTooDeep])
        }
    }

    @Test func nestingWithinTheCapIsKeptWithoutWarning() {
        let result = DocumentParser.parse(String(repeating: "> ", count: 32) + "x\n", path: "ok.md")
        #expect(containerDepth(result.document) == 32)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func deepEmphasisAndImagesBecomePlainTextWithOneWarningPerDocument() throws {
        let emphasis = String(repeating: "*", count: 20_000) + "core" + String(repeating: "*", count: 20_000)
        let images = String(repeating: "![a ", count: 100) + "x" + String(repeating: "](u)", count: 100)
        let text = "\(emphasis)\n\n\(images)\n\nplain `code` end\n"
        let result = DocumentParser.parse(text, path: "e.md")
        let paragraphs = result.document.blocks
        #expect(paragraphs.count == 3)
        #expect(paragraphs[0].plainText.contains("core"))
        #expect(paragraphs[1].plainText.contains("x"))
        #expect(paragraphs[2].plainText == "plain code end")
        let warning = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(warning.id == .nestingTooDeep)
        #expect(warning.location?.line == 1)
        #expect(warning.message.contains("1 more place"))
        #expect(!DocumentDumper.dump(result.document).isEmpty)
    }
}

/// Inputs built to make a careless scan quadratic parse in linear time.
@Suite struct HostileSizeTests {
    @Test func aLineOfUnmatchedBacktickRunsParsesQuickly() throws {
        // 2,000 runs of distinct lengths (2 MB): a scan per run for its closer would take minutes.
        let line = (1...2_000).map { String(repeating: "`", count: $0) }.joined(separator: " x ")
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let result = DocumentParser.parse(line + "\n\nafter `code` here\n", path: "ticks.md")
            #expect(result.document.blocks.count == 2)
            let spans = result.document.blocks[1].allInlines.compactMap { inline -> SourceRange? in
                if case .code(_, let range) = inline { return range }
                return nil
            }
            #expect(spans.map(\.lowerBound.column) == [7])
        }
        #expect(elapsed < .seconds(30))
    }
}
