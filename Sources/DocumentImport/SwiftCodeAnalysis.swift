import DocgenCore
import ExampleExtraction
import SwiftParser
import SwiftSyntax

/// What SwiftParser says about a piece of code: how many syntax errors, and each line's nesting depth.
enum SwiftCodeAnalysis {
    /// The number of syntax errors SwiftParser reports; fewer means the code parses better.
    static func errorCount(_ code: String) -> Int {
        // Code SwiftParser cannot take in reasonable time counts as parsing worst.
        guard SwiftParserLimits.isParseable(code), SwiftParserLimits.firstNUL(in: code) == nil else { return Int.max }
        let tree = Parser.parse(source: code)
        guard tree.hasError else { return 0 }
        return max(1, SyntaxErrors.of(tree).count)
    }

    /// The indentation level of each line (0-based lines of `code`), from the braces, brackets and parentheses
    /// the syntax tree opens; blank lines get 0. `case` labels sit at their `switch`'s level.
    static func indentationLevels(_ code: String, lineCount: Int) -> [Int] {
        guard SwiftParserLimits.isParseable(code) else { return Array(repeating: 0, count: lineCount) }
        let tree = Parser.parse(source: code)
        var levels = Array(repeating: 0, count: lineCount)
        var line = 0
        /// The open `{`, `(` and `[`, innermost last.
        var open: [TokenKind] = []
        var atLineStart = true
        var braces: Int { open.filter { $0 == .leftBrace }.count }
        /// One more level for a line that continues inside parentheses or brackets.
        var continuation: Int { open.last.map { $0 == .leftBrace ? 0 : 1 } ?? 0 }

        func record(_ depth: Int) {
            guard atLineStart, line < lineCount else { return }
            levels[line] = max(0, depth)
            atLineStart = false
        }
        func walk(_ trivia: Trivia) {
            for piece in trivia {
                switch piece {
                case .newlines(let count), .carriageReturnLineFeeds(let count), .carriageReturns(let count):
                    line += count
                    atLineStart = true
                case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                    record(braces + continuation)
                default: break
                }
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            walk(token.leadingTrivia)
            var depth = braces + continuation
            switch token.tokenKind {
            case .rightBrace: depth = braces - 1
            case .rightParen, .rightSquare: depth = braces
            case .keyword(.case), .keyword(.default):
                if token.parent?.is(SwitchCaseLabelSyntax.self) == true
                    || token.parent?.is(SwitchDefaultLabelSyntax.self) == true
                {
                    depth = braces - 1
                }
            default: break
            }
            if token.tokenKind != .endOfFile { record(depth) }
            switch token.tokenKind {
            case .leftBrace, .leftParen, .leftSquare: open.append(token.tokenKind)
            case .rightBrace, .rightParen, .rightSquare: if !open.isEmpty { open.removeLast() }
            default: break
            }
            walk(token.trailingTrivia)
        }
        return levels
    }
}
