import SwiftSyntax

/// Where a tree's syntax errors are and what they are, read from the tree itself: its unexpected nodes, its
/// missing tokens and the lexer's errors on its tokens. (SwiftParserDiagnostics' generator traps on some
/// inputs — "A Fix-It must have at least one change" — and a located position is all that is needed.)
public enum SyntaxErrors {
    public struct Error: Sendable {
        public var position: AbsolutePosition
        public var message: String
    }

    public static func of(_ tree: some SyntaxProtocol) -> [Error] {
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        return finder.errors.sorted { $0.position < $1.position }
    }

    private final class Finder: SyntaxVisitor {
        var errors: [Error] = []

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            let text = node.trimmedDescription
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            errors.append(
                Error(position: node.positionAfterSkippingLeadingTrivia, message: "unexpected code '\(shown)'"))
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing {
                errors.append(Error(position: token.position, message: "expected '\(token.text)'"))
            } else if let lexed = token.tokenDiagnostic, lexed.severity == .error {
                // The lexer's own error on a present token: a typographic quote, an unterminated literal.
                errors.append(
                    Error(position: token.positionAfterSkippingLeadingTrivia, message: "invalid token '\(token.text)'"))
            }
            return .skipChildren
        }
    }
}
