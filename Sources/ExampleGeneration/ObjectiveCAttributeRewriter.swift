import ExampleExtraction
import SwiftParser
import SwiftSyntax

/// Rewrites what only the Objective-C runtime compiles, keeping every column, so that code which
/// compiles on iOS compiles on Linux with its errors at the same places.
///
/// - `@objc`, `@objc(name:)` and `@objcMembers` ("Objective-C interoperability is disabled" on Linux)
///   become spaces of the same width: the declaration stays a Swift one.
/// - `#selector(addTodo)` becomes `_sel(Self.addTodo)` (the same ten bytes for `#selector(`), and
///   `#selector(ViewController.addTodo)` or `#selector(self.addTodo)` becomes `_sel(     ViewController.addTodo)`:
///   the headless UIKit's `_sel` takes the method itself, so the method is type-checked where the doc
///   names it (a typo is an error at the name's column) and target–action dispatch can call it.
/// `#selector(getter: …)` and `#selector(setter: …)` are kept (and fail as on Linux).
/// - `@UIApplicationMain` (and `@main`) become spaces too: the example runner is the entry point, and the
///   example's app delegate is a class like another (the Linux compiler crashes on `@UIApplicationMain`, and an
///   example's own `main` would be a second one in the runner).
enum ObjectiveCAttributeRewriter {
    /// `#selector(` of an unqualified method name.
    static let bareSelector = "_sel(Self."
    /// `#selector(` of a qualified one.
    static let qualifiedSelector = "_sel(     "

    /// The program lines with every such attribute and selector rewritten; lines without one are unchanged.
    static func rewrite(_ lines: [ProgramLine]) -> [ProgramLine] {
        guard
            lines.contains(where: {
                $0.text.contains("@objc") || $0.text.contains("#selector") || $0.text.contains("@UIApplicationMain")
                    || $0.text.contains("@main")
            })
        else {
            return lines
        }
        return lines.overwritten { tree in
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return finder.replacements
        }
    }

    /// Finds the attributes and selectors, and what to write over each.
    private final class Finder: SyntaxVisitor {
        var replacements: [(AbsolutePosition, String)] = []
        /// The attributes written over with spaces.
        static let blanked: Set<String> = ["objc", "objcMembers", "UIApplicationMain", "main"]

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            guard Self.blanked.contains(name) else { return .visitChildren }
            let width = node.trimmedLength.utf8Length
            replacements.append((node.positionAfterSkippingLeadingTrivia, String(repeating: " ", count: width)))
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector", let open = node.leftParen,
                node.pound.trailingTrivia.isEmpty, node.macroName.leadingTrivia.isEmpty,
                node.macroName.trailingTrivia.isEmpty, open.leadingTrivia.isEmpty, open.trailingTrivia.isEmpty,
                node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil
            else { return .visitChildren }
            let replacement = argument.expression.is(DeclReferenceExprSyntax.self) ? bareSelector : qualifiedSelector
            replacements.append((node.positionAfterSkippingLeadingTrivia, replacement))
            return .visitChildren
        }
    }
}
