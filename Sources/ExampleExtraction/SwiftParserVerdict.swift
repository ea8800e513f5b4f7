import DocgenCore
import SwiftParser
import SwiftSyntax

/// SwiftParser's word on a code block the byte-level classifier took for Objective-C: it is Swift when it
/// parses cleanly as Swift *and* has syntax only Swift has, e.g.
/// `candies = [Candy(category:"Chocolate", name:"Chocolate Bar")]` (a call with argument labels).
///
/// Objective-C message sends (`[self.tableView reloadData];`), `@"…"` strings, `@interface`, pointers and
/// `#import` never parse cleanly as Swift, so a clean parse alone would mistake little; the Swift-only
/// syntax is the second signal, so that a bare `x = 1;` stays whatever the fence says.
public enum SwiftParserVerdict {
    /// Whether `code` is Swift by both signals.
    public static func isSwift(_ code: String) -> Bool {
        if code.contains("@\"") || code.contains("#import") || code.contains("@interface")
            || code.contains("@implementation") || code.contains("@property")
        {
            return false
        }
        guard SwiftParserLimits.isParseable(code) else { return false }
        let tree = Parser.parse(source: code)
        guard !tree.hasError else { return false }
        return SwiftOnlySyntax(viewMode: .sourceAccurate).found(in: tree)
    }

    /// Whether a block with no language word, whose bytes tell nothing (`myView.widthAnchor.constraint(equalToConstant:
    /// 100).isActive = true` has no declaration, no `;`), is Swift: it is by both signals, and it works on a value
    /// (a member of a named value: `myView.widthAnchor`, `NSLayoutConstraint.activate`) or names an implicit
    /// member (`preferredStyle: .alert`). A program's printed value (`Point(x: 1, y: 2)`) parses as a labelled
    /// call too, but names no member: Swift prints a case without its dot (`alert`).
    /// Two or more statements on lines of their own, each assigning to a member of a named value or calling
    /// one, none ended by `;` (`hotelTableView.delegate = self` and `hotelTableView.dataSource = self`), are
    /// Swift as well: C and Objective-C end every statement with one.
    public static func isUnmarkedSwift(_ code: String) -> Bool {
        guard !code.contains(";"), SwiftParserLimits.isParseable(code) else { return false }
        let tree = Parser.parse(source: code)
        guard !tree.hasError, MemberOfNamedValue(viewMode: .sourceAccurate).found(in: tree) else { return false }
        if isSwift(code) { return true }
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        let lines = tree.statements.map { $0.startLocation(converter: converter).line }
        return tree.statements.count >= 2 && Set(lines).count == lines.count
            && tree.statements.allSatisfy { statement in
                if let call = statement.item.as(FunctionCallExprSyntax.self) {
                    return call.calledExpression.is(MemberAccessExprSyntax.self)
                }
                // Unfolded, as SwiftParser leaves it: `target`, `=`, `value`.
                guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3
                else { return false }
                let elements = Array(sequence.elements)
                return elements[0].is(MemberAccessExprSyntax.self) && elements[1].is(AssignmentExprSyntax.self)
            }
    }

    /// Finds `name.member` and `.member`.
    private final class MemberOfNamedValue: SyntaxVisitor {
        var found = false

        func found(in tree: SourceFileSyntax) -> Bool {
            walk(tree)
            return found
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.base == nil || node.base?.is(DeclReferenceExprSyntax.self) == true { found = true }
            return found ? .skipChildren : .visitChildren
        }
    }

    /// Finds syntax that Objective-C does not have.
    private final class SwiftOnlySyntax: SyntaxVisitor {
        var found = false

        func found(in tree: SourceFileSyntax) -> Bool {
            walk(tree)
            return found
        }

        private func mark() -> SyntaxVisitorContinueKind {
            found = true
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind { mark() }

        /// `Candy(category: "Chocolate")`: a call with an argument label.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.arguments.contains(where: { $0.label != nil }) { return mark() }
            return .visitChildren
        }

        /// `[["Java", "Swift"], ["OS X"]]`: elements separated by commas in brackets, which no Objective-C
        /// message has after its receiver (its array literals start with `@[`).
        override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
            node.elements.count >= 2 ? mark() : .visitChildren
        }

        /// `class A: UIViewController { … }` with a body of Swift members.
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { mark() }
    }
}
