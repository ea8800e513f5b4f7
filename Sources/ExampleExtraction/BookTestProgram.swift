import DocgenCore
import SwiftParser
import SwiftSyntax

/// One test of *The Swift Programming Language* as a program: the parts with its name, in document order,
/// as the top-level code of a `main.swift`, with what the test expects of it — the lines it prints, the
/// diagnostics the compiler gives, or a stop at run time.
public struct BookTestProgram: Hashable, Sendable {
    /// A line of the program and where the test writes it.
    public struct CodeLine: Hashable, Sendable {
        public var text: String
        /// The Markdown line and the column at which `text` starts there.
        public var location: DocgenCore.SourceLocation
        /// `->` code (the listing's) rather than `>>` code (the test's own).
        public var isShown: Bool
    }

    /// A line the program is expected to print (`<-`, `<<`, `</`).
    public struct OutputLine: Hashable, Sendable {
        public var text: String
        public var location: DocgenCore.SourceLocation
    }

    /// A diagnostic the compiler is expected to give (`!$ error: …`), with its `!!` source and caret lines.
    public struct ExpectedDiagnostic: Hashable, Sendable {
        /// `error` or `warning`.
        public var severity: String
        public var message: String
        public var location: DocgenCore.SourceLocation
        /// The program line the diagnostic is on, as the test quotes it (`!!` line); nil when not quoted.
        public var sourceLine: String?
        /// The caret's column in `sourceLine` (1-based); nil without a caret line.
        public var column: Int?
    }

    /// The test's name (`constantsAndVariables`).
    public var name: String
    /// The document's path.
    public var file: String
    /// The `- test:` line of each part, in order.
    public var locations: [DocgenCore.SourceLocation]
    public var code: [CodeLine]
    public var output: [OutputLine]
    public var diagnostics: [ExpectedDiagnostic]
    /// The `xx` line, when the program is expected to stop at run time (`xx assertion`).
    public var trap: OutputLine?
    /// The index in `code` of each part's first line: the parts' code is contiguous, in order.
    public var partStarts: [Int] = []

    /// The program's source: one line per code line, so that line N of the source is `code[N - 1]`.
    public var source: String { code.map(\.text).joined(separator: "\n") + "\n" }

    /// What the test is, wherever it is written: its name, code, and the output, diagnostics and stop it
    /// expects, without their places. A translation that keeps the book's tests as they are (SwiftGG's does)
    /// has tests of the same content, which are compiled and run once.
    public var content: String {
        var fields = ["test " + name]
        fields += code.map { ($0.isShown ? "-> " : ">> ") + $0.text }
        fields += output.map { "<< " + $0.text }
        fields += diagnostics.map { diagnostic in
            "!$ \(diagnostic.severity): \(diagnostic.message) | \(diagnostic.sourceLine ?? "") | \(diagnostic.column ?? 0)"
        }
        if let trap { fields.append("xx " + trap.text) }
        return fields.joined(separator: "\n")
    }

    /// Every place the test writes something, in order: its parts' `- test:` lines, then its code, output,
    /// diagnostic and stop lines. Two tests of the same `content` have their places in the same order.
    public var places: [DocgenCore.SourceLocation] {
        let written: [DocgenCore.SourceLocation] = code.map(\.location) + output.map(\.location)
        return locations + written + diagnostics.map(\.location) + (trap.map { [$0.location] } ?? [])
    }

    /// The modules the program imports, in order (`Foundation`, `UIKit`).
    public var imports: [String] {
        var modules: [String] = []
        // An import declaration holds the keyword: a program without the word imports nothing, unparsed.
        guard source.contains("import") else { return [] }
        for item in SwiftSourceTrees.tree(of: source).statements {
            guard let declaration = item.item.as(ImportDeclSyntax.self), let first = declaration.path.first else {
                continue
            }
            let module = first.name.text
            if !modules.contains(module) { modules.append(module) }
        }
        return modules
    }

    /// Whether a top-level type is marked `@main` and the rest is declarations too: the program is then a
    /// library's code (`-parse-as-library`). With top-level statements beside it, it is a script, where
    /// `@main` is an error.
    public var hasMainType: Bool {
        let items = SwiftSourceTrees.tree(of: source).statements
        guard items.allSatisfy({ $0.item.is(DeclSyntax.self) }) else { return false }
        return items.contains { item in
            guard let declaration = item.item.as(DeclSyntax.self) else { return false }
            let attributes = declaration.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
            return attributes.contains { element in
                element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
            }
        }
    }

    /// The program's source files, as ranges of `code`: one for a program; one per part for a file set of a
    /// module of the book's harness — a test named `<test>_Module<N>` or `<test>_Module<N>_<case>` (the module
    /// `import <test>_Module<N>` imports) whose parts after the first hold declarations only. There, each part
    /// is a file of the module (`publicStructInDifferentFile`, "isn't visible outside of its file"), so that
    /// `fileprivate` and `private` declarations of one part are not visible in another, as the tests expect.
    public var sourceFiles: [Range<Int>] {
        let whole = [0..<code.count]
        guard partStarts.count > 1, Self.namesModuleFile(name) else { return whole }
        let ends = partStarts.dropFirst() + [code.count]
        let files = zip(partStarts, ends).map { $0..<$1 }.filter { !$0.isEmpty }
        let declarationsOnly = files.dropFirst().allSatisfy { range in
            let text = code[range].map(\.text).joined(separator: "\n")
            return SwiftSourceTrees.tree(of: text).statements.allSatisfy { $0.item.is(DeclSyntax.self) }
        }
        return declarationsOnly && files.count > 1 ? files : whole
    }

    /// Whether a test's name is that of a module's file in the book's harness: `<test>_Module<N>`, optionally
    /// followed by `_<case>`.
    public static func namesModuleFile(_ name: String) -> Bool {
        guard let range = name.range(of: "_Module", options: .backwards) else { return false }
        let rest = name[range.upperBound...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && (rest.count == digits.count || rest.dropFirst(digits.count).first == "_")
    }

    /// The tests of a document, one program per name, in the order their first part comes.
    public static func programs(from parts: [BookTestPart], file: String) -> [BookTestProgram] {
        var order: [String] = []
        var byName: [String: [BookTestPart]] = [:]
        for part in parts {
            for name in part.names {
                if byName[name] == nil { order.append(name) }
                byName[name, default: []].append(part)
            }
        }
        return order.map { name in program(named: name, parts: byName[name] ?? [], file: file) }
    }

    private static func program(named name: String, parts: [BookTestPart], file: String) -> BookTestProgram {
        var program = BookTestProgram(
            name: name, file: file, locations: parts.map(\.location), code: [], output: [], diagnostics: [])
        for part in parts {
            program.partStarts.append(program.code.count)
            var lines = part.lines[...]
            while let line = lines.popFirst() {
                let location = DocgenCore.SourceLocation(file: file, line: line.line, column: line.column)
                switch line.kind {
                case .shown, .hidden:
                    program.code.append(CodeLine(text: line.text, location: location, isShown: line.kind == .shown))
                case .shownComment:
                    // `/> x is now \(x)`: the listing's comment, which the test prints with its interpolations.
                    // Its text is written as a string literal's contents already (`is now \"\(x)\"`).
                    program.code.append(CodeLine(text: "print(\"\(line.text)\")", location: location, isShown: false))
                case .output:
                    program.output.append(OutputLine(text: line.text, location: location))
                case .expectedTrap:
                    program.trap = program.trap ?? OutputLine(text: line.text, location: location)
                case .diagnostic, .diagnosticContext:
                    // `!$ error: …`, or the compiler's whole line quoted (`!! /tmp/swifttest.swift:2:29: error: …`);
                    // a `!!` line that is neither belongs to one before it.
                    let header = line.kind == .diagnostic ? line.text : compilerHeader(line.text)
                    guard let header else { continue }
                    var context: [String] = []
                    while let next = lines.first, next.kind == .diagnosticContext, compilerHeader(next.text) == nil {
                        context.append(next.text)
                        lines.removeFirst()
                    }
                    if let expected = expectedDiagnostic(header, context: context, at: location) {
                        program.diagnostics.append(expected)
                    }
                }
            }
        }
        return program
    }

    /// `error: message` from a compiler's line `path:line:column: error: message`; nil for another line.
    private static func compilerHeader(_ text: String) -> String? {
        let fields = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, Int(fields[1]) != nil, Int(fields[2]) != nil else { return nil }
        return fields[3].trimmingCharacters(in: .whitespaces)
    }

    /// `error: message` with its `!!` lines: the quoted source line, then a caret line (`  ^~~~`), then
    /// fix-its and notes, which are not compared. Notes (`!$ note:`) expect nothing of their own.
    private static func expectedDiagnostic(_ text: String, context: [String], at location: DocgenCore.SourceLocation)
        -> ExpectedDiagnostic?
    {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let severity = String(text[..<colon])
        guard severity == "error" || severity == "warning" else { return nil }
        let message = text[text.index(after: colon)...].drop { $0 == " " }
        let sourceLine = context.first
        var column: Int?
        if context.count > 1, let caret = context[1].firstIndex(of: "^"),
            context[1].allSatisfy({ $0 == " " || $0 == "^" || $0 == "~" })
        {
            column = context[1].distance(from: context[1].startIndex, to: caret) + 1
        }
        return ExpectedDiagnostic(
            severity: severity, message: String(message), location: location, sourceLine: sourceLine, column: column)
    }
}
