import DocgenCore
import ExampleExtraction
import SwiftSyntax

/// A `{` of the doc's code that no `}` closes (a block that lost its last line): the doc's syntax error.
/// Compiled, it would swallow whatever follows it — the code docgen generates to run the example — and the
/// compiler's errors would be on those lines, naming docgen's types. Found by SwiftParser on the program
/// alone (the doc's lines, without what docgen adds around them): each `}` the parser had to supply, reported at the end of the block that holds its `{`, where the
/// brace is missing, with the `{` as a note.
enum UnclosedBraces {
    static func errors(in assembled: AssembledProgram, blocks: [ExampleSource]) -> [Diagnostic] {
        // The doc's lines alone: a brace docgen adds around them (a hidden host's) would close the doc's `{`.
        let program = AssembledProgram(lines: assembled.lines.filter { $0.origin != nil })
        let tree = SwiftSourceTrees.tree(of: program.text)
        guard tree.hasError else { return [] }
        let converter = SourceLocationConverter(fileName: "program.swift", tree: tree)
        // Only a `}` the parser had to supply is lost (another syntax error is not a brace's).
        let missing = tree.tokens(viewMode: .all).filter { $0.presence == .missing && $0.tokenKind == .rightBrace }
        guard !missing.isEmpty else { return [] }
        // Laid out as the doc indents it, the `}` that closes a `{` less indented than the `{`'s line shows
        // where a brace went missing: `viewDidLoad`'s lost `}` leaves the class's to close the method.
        if let misplaced = misplacedClose(in: tree, program: program, converter: converter) {
            return [misplaced]
        }
        var errors: [Diagnostic] = []
        for token in missing {
            guard
                let opening = token.parent?.children(viewMode: .sourceAccurate).lazy
                    .compactMap({ $0.as(TokenSyntax.self) }).first(where: { $0.tokenKind == .leftBrace }),
                let opened = DeclaredNames.docLocation(of: opening, lines: program.lines, converter: converter)
            else { continue }
            errors.append(unclosed(opened, in: program, blocks: blocks))
        }
        return errors
    }

    /// The first `{` whose `}` starts a line less indented than the `{`'s own line (the doc's layout says that
    /// `}` is an outer block's): the error at the line after the `{`'s body (its lines more indented than the
    /// `{`'s), where its `}` was, with the `{` as a note. Nil when every `}` lines up with its `{`.
    private static func misplacedClose(
        in tree: SourceFileSyntax, program: AssembledProgram, converter: SourceLocationConverter
    ) -> Diagnostic? {
        func indentation(_ line: Int) -> Int {
            program.lines[line - 1].text.prefix { $0 == " " || $0 == "\t" }.count
        }
        var open: [TokenSyntax] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .leftBrace {
                open.append(token)
                continue
            }
            guard token.tokenKind == .rightBrace, let opening = open.popLast() else { continue }
            let openLine = opening.startLocation(converter: converter).line
            // The construct the `{` belongs to starts its layout: a declaration whose `{` ends a continued
            // line (`class A: B,⏎  P {`) closes at the indentation of its first line.
            let owner = opening.parent?.parent ?? opening.parent
            let ownerLine = owner.map { $0.startLocation(converter: converter).line } ?? openLine
            let close = token.startLocation(converter: converter)
            guard close.line > openLine, close.column == indentation(close.line) + 1,
                indentation(close.line) < min(indentation(openLine), indentation(ownerLine)),
                let opened = DeclaredNames.docLocation(of: opening, lines: program.lines, converter: converter)
            else { continue }
            // The body is the lines more indented than the `{`'s after it: the `}` goes on the line after its
            // last one (a blank line where it was), else on the `}`'s own line.
            func isBlank(_ line: Int) -> Bool {
                program.lines[line - 1].text.trimmingCharacters(in: .whitespaces).isEmpty
            }
            let bodyEnd =
                (openLine + 1..<close.line).first { !isBlank($0) && indentation($0) <= indentation(openLine) }
                ?? close.line
            var last = bodyEnd - 1
            while last > openLine, isBlank(last) { last -= 1 }
            guard let origin = program.lines[min(last, bodyEnd - 1)].origin,
                let closing = program.lines[close.line - 1].origin
            else { continue }
            let at = DocgenCore.SourceLocation(
                file: origin.file, line: origin.line, column: origin.column + indentation(openLine))
            return .error(
                .unclosedBrace, at: at,
                "expected '}' to close the '{' of line \(opened.line): the '}' of line \(closing.line) is less indented, an outer block's",
                notes: [Diagnostic.Note(location: opened, message: "to match this opening '{'")])
        }
        return nil
    }

    /// The same for Objective-C, from the braces of each block (comments and literals left out): clang reads
    /// on past the block into the code docgen adds and says the brace is missing there.
    static func objectiveCErrors(in program: AssembledProgram, blocks: [ExampleSource]) -> [Diagnostic] {
        let own = program.lines.filter { $0.origin != nil }
        let masked = ObjectiveCBlockStructure.mask(own.map { $0.text[...] })
        var errors: [Diagnostic] = []
        for source in blocks {
            for block in source.blocks {
                var open: [DocgenCore.SourceLocation] = []
                for (line, text) in zip(own, masked) {
                    guard let origin = line.origin, origin.file == source.file,
                        (block.firstCodeLine...block.lastCodeLine).contains(origin.line)
                    else { continue }
                    for (offset, character) in text.enumerated() {
                        if character == "{" {
                            let column = origin.column + line.text.prefix(offset).utf8.count
                            open.append(DocgenCore.SourceLocation(file: origin.file, line: origin.line, column: column))
                        } else if character == "}" {
                            _ = open.popLast()
                        }
                    }
                }
                errors += open.reversed().map { unclosed($0, in: program, blocks: blocks) }
            }
        }
        return errors
    }

    /// The error for a `{` no `}` closes: at the end of the block that holds it, with the `{` as a note.
    private static func unclosed(
        _ opened: DocgenCore.SourceLocation, in program: AssembledProgram, blocks: [ExampleSource]
    ) -> Diagnostic {
        .error(
            .unclosedBrace, at: lastLine(ofBlockHolding: opened, in: program, blocks: blocks) ?? opened,
            "expected '}' to close the '{' of line \(opened.line): the block ends without it",
            notes: [Diagnostic.Note(location: opened, message: "to match this opening '{'")])
    }

    /// The last code line of the doc's block that holds `location`, where the brace belongs (at its first
    /// character; a blank last line, as a block whose final `}` is lost leaves, at its start).
    private static func lastLine(
        ofBlockHolding location: DocgenCore.SourceLocation, in program: AssembledProgram, blocks: [ExampleSource]
    ) -> DocgenCore.SourceLocation? {
        guard
            let block = blocks.filter({ $0.file == location.file }).lazy.flatMap(\.blocks).first(where: {
                ($0.firstCodeLine...$0.lastCodeLine).contains(location.line)
            })
        else { return nil }
        return program.lines.compactMap { line -> DocgenCore.SourceLocation? in
            guard let origin = line.origin, origin.file == location.file,
                (block.firstCodeLine...block.lastCodeLine).contains(origin.line),
                origin.line == block.lastCodeLine || !line.text.trimmingCharacters(in: .whitespaces).isEmpty
            else { return nil }
            let indentation = line.text.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            return DocgenCore.SourceLocation(file: origin.file, line: origin.line, column: origin.column + indentation)
        }.max { $0.line < $1.line }
    }
}
