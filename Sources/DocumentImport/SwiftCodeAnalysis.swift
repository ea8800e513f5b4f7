import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// What SwiftParser says about a piece of code: how many syntax errors, and each line's nesting depth.
enum SwiftCodeAnalysis {
    /// The number of syntax errors SwiftParser reports; fewer means the code parses better.
    static func errorCount(_ code: String) -> Int {
        let tree = Parser.parse(source: code)
        guard tree.hasError else { return 0 }
        return ParseDiagnosticsGenerator.diagnostics(for: tree).count
    }

    /// The indentation level of each line (0-based lines of `code`), from the braces, brackets and parentheses
    /// the syntax tree opens; blank lines get 0. `case` labels sit at their `switch`'s level.
    static func indentationLevels(_ code: String, lineCount: Int) -> [Int] {
        let tree = Parser.parse(source: code)
        var levels = Array(repeating: -1, count: lineCount)
        var line = 0
        var braceDepth = 0
        var groupDepth = 0
        var lineStartGroupDepth = 0
        var atLineStart = true

        func record(_ depth: Int) {
            guard atLineStart, line < lineCount else { return }
            levels[line] = max(0, depth)
            atLineStart = false
        }
        func newlines(_ count: Int) {
            line += count
            atLineStart = true
            lineStartGroupDepth = groupDepth
        }
        func walk(_ trivia: Trivia) {
            for piece in trivia {
                switch piece {
                case .newlines(let count), .carriageReturnLineFeeds(let count), .carriageReturns(let count):
                    newlines(count)
                case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                    record(braceDepth + (lineStartGroupDepth > 0 ? 1 : 0))
                default: break
                }
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            walk(token.leadingTrivia)
            var depth = braceDepth + (lineStartGroupDepth > 0 ? 1 : 0)
            switch token.tokenKind {
            case .rightBrace: depth = braceDepth - 1
            case .rightParen, .rightSquare: depth = braceDepth
            case .keyword(.case), .keyword(.default):
                if token.parent?.is(SwitchCaseLabelSyntax.self) == true
                    || token.parent?.is(SwitchDefaultLabelSyntax.self) == true
                {
                    depth = braceDepth - 1
                }
            default: break
            }
            if token.tokenKind != .endOfFile { record(depth) }
            switch token.tokenKind {
            case .leftBrace: braceDepth += 1
            case .rightBrace: braceDepth = max(0, braceDepth - 1)
            case .leftParen, .leftSquare: groupDepth += 1
            case .rightParen, .rightSquare: groupDepth = max(0, groupDepth - 1)
            default: break
            }
            walk(token.trailingTrivia)
        }
        return levels.map { max(0, $0) }
    }
}
