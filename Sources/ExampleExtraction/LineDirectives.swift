import SwiftParser
import SwiftSyntax

/// An example's own line-control statements, `#sourceLocation(file:line:)` and `#sourceLocation()`.
///
/// docgen maps every generated line to its Markdown line with directives of its own, so the compiler's
/// locations are the doc's. An example's own directive would change that mapping — its errors reported in
/// another document (`#sourceLocation(file: "Docs/victim.en.md", line: 3)`), or a grammar listing
/// (`#sourceLocation(file: <#file path#>, line: <#line number#>)`) breaking the generated file — so it is
/// never compiled: its bytes are written over with spaces, every other column kept.
public enum LineDirectives {
    /// The directives in `tree`, in source order.
    public static func directives(in tree: some SyntaxProtocol) -> [PoundSourceLocationSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.directives
    }

    /// What writes the directives of `tree` over with spaces: each token's position and as many spaces as it
    /// has bytes (a token at a time, since a directive may span lines).
    public static func blanking(in tree: some SyntaxProtocol) -> [(AbsolutePosition, String)] {
        directives(in: tree).flatMap { directive in
            directive.tokens(viewMode: .sourceAccurate).map { token in
                (
                    token.positionAfterSkippingLeadingTrivia,
                    String(repeating: " ", count: token.trimmedLength.utf8Length)
                )
            }
        }
    }

    /// Whether `text` may hold one (the cheap test before parsing).
    public static func mayHold(_ text: some StringProtocol) -> Bool { text.contains("#sourceLocation") }

    /// The lines (0-based, within `text`) of the directives in `text`.
    static func lines(in text: String) -> [Int] {
        guard mayHold(text) else { return [] }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return directives(in: tree).map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line - 1 }
    }

    private final class Finder: SyntaxVisitor {
        var directives: [PoundSourceLocationSyntax] = []

        override func visit(_ node: PoundSourceLocationSyntax) -> SyntaxVisitorContinueKind {
            directives.append(node)
            return .skipChildren
        }
    }
}
