import DocgenCore
import ExampleChecking
import Testing

/// The name a compiler message quotes, under the snippet's marker, is the span the diagnostic covers.
@Suite struct CompilerDiagnosticRangeTests {
    let parser = CompilerOutputParser(packageRoot: "/ci/docs/Examples")

    @Test func theQuotedNameUnderTheMarkerIsTheSpan() throws {
        let output = parser.parse(try fixture("build-emit-module-duplicates.txt"))
        // `UIViewControler` (15 bytes) from column 19.
        #expect(output.diagnostics[0].end == location("Docs/x.ru.md", 42, 34))
        let diagnostic = output.diagnostics[0].diagnostic()
        #expect(diagnostic.range == SourceRange(location("Docs/x.ru.md", 42, 19), location("Docs/x.ru.md", 42, 34)))
        #expect(diagnostic.location == location("Docs/x.ru.md", 42, 19))
        // A literal under the marker is not a quoted name: a point.
        #expect(output.diagnostics[1].end == nil)
        #expect(output.diagnostics[1].diagnostic().range?.isEmpty == true)
    }

    @Test func markerColumnsCountCharactersAndSpansCountBytes() {
        let text = """
            Docs/a.zh-Hans.md:3:14: error: cannot find 'имя' in scope
            1 | #sourceLocation(file: "Docs/a.zh-Hans.md", line: 3)
            2 | let 中文 = имя + 1
              |          `- error: cannot find 'имя' in scope
            """
        let output = CompilerOutputParser().parse(text)
        // "имя" is 3 characters and 6 UTF-8 bytes.
        #expect(output.diagnostics.first?.end == location("Docs/a.zh-Hans.md", 3, 20))
    }

    @Test func aNameTheMessageDoesNotQuoteIsNoSpan() {
        let text = """
            Docs/a.md:3:9: error: expected expression
            1 | #sourceLocation(file: "Docs/a.md", line: 3)
            2 | let a = foo(
              |         `- error: expected expression
            """
        #expect(CompilerOutputParser().parse(text).diagnostics.first?.end == nil)
    }

    @Test func anOverriddenLocationIsAPoint() {
        let compiler = CompilerDiagnostic(
            severity: .error, location: location("Sources/ex/Main.swift", 3, 7), message: "cannot find 'x' in scope",
            end: location("Sources/ex/Main.swift", 3, 8))
        let mapped = compiler.diagnostic(at: location("Docs/a.md", 10))
        #expect(mapped.range == SourceRange(point: location("Docs/a.md", 10)))
    }
}

/// The classic form (`-diagnostic-style=llvm`, clang) shows the span as `^~~~` under the source line.
@Suite struct ClassicCaretRangeTests {
    @Test func theCaretRunIsTheSpan() {
        let text = """
            Docs/a.md:7:9: error: cannot find 'undefinedThing' in scope
            let e = undefinedThing.member
                    ^~~~~~~~~~~~~~
            Docs/a.md:3:11: error: binary operator '+' cannot be applied to operands of type 'Int' and 'String'
            let c = a + b
                    ~ ^ ~
            """
        let output = CompilerOutputParser().parse(text)
        #expect(output.diagnostics.count == 2)
        #expect(output.diagnostics[0].end == location("Docs/a.md", 7, 23))
        // Only the run that holds the caret: the operands' highlights are not the location's span.
        #expect(output.diagnostics[1].end == nil)
    }

    @Test func aCaretLineNotUnderTheLocationIsNoSpan() {
        // (LLVM prints no caret line under a line with non-ASCII text, so columns and characters agree.)
        let text = """
            Docs/a.md:1:9: error: cannot find 'foo' in scope
            let a = foo
                ^~~
            """
        let output = CompilerOutputParser().parse(text)
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics.first?.end == nil)
    }
}
