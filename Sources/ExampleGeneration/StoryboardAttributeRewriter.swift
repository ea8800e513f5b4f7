import ExampleExtraction
import SwiftParser
import SwiftSyntax

/// Rewrites the storyboard attributes Linux cannot compile, keeping every column.
///
/// `@IBOutlet` needs the Objective-C runtime ("'@IBOutlet' property cannot have non-'@objc' class type"
/// on Linux), so `@IBOutlet` becomes `@Outlet  ` (the headless UIKit driver's property wrapper, which
/// connects the outlet as a storyboard would) and a `weak` modifier on the same property becomes four
/// spaces (a property wrapper cannot be weak). `@IBAction` compiles on Linux and is kept. Only the
/// attribute and modifier bytes change, so `#sourceLocation` lines and columns stay exact.
enum StoryboardAttributeRewriter {
    /// The replacement for `@IBOutlet`: the same width.
    static let outletReplacement = "@Outlet  "

    /// The example's program lines: outlets rewritten if it builds as a target (whose file imports the
    /// driver; a `compile_fail` example keeps them), `@objc` and `#selector` in every example
    /// (`ObjectiveCAttributeRewriter`), so that a `compile_fail` example fails for its own reason.
    static func lines(of plan: ExamplePlan) -> [ProgramLine] {
        let lines = plan.example.program.lines
        return ObjectiveCAttributeRewriter.rewrite(withoutLineDirectives(plan.isCompileFail ? lines : rewrite(lines)))
    }

    /// The program lines with the example's own `#sourceLocation` directives written over with spaces
    /// (`LineDirectives`): docgen's directives alone say where a line is.
    static func withoutLineDirectives(_ lines: [ProgramLine]) -> [ProgramLine] {
        guard lines.contains(where: { LineDirectives.mayHold($0.text) }) else { return lines }
        return lines.overwritten(by: LineDirectives.blanking)
    }

    /// The program lines with every `@IBOutlet` property rewritten; lines without one are unchanged.
    static func rewrite(_ lines: [ProgramLine]) -> [ProgramLine] {
        guard lines.contains(where: { $0.text.contains("@IBOutlet") }) else { return lines }
        return lines.overwritten { tree in
            let finder = OutletFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return finder.replacements
        }
    }

    /// Finds `@IBOutlet` attributes and the `weak` modifiers of their properties.
    private final class OutletFinder: SyntaxVisitor {
        /// Where to write what, in source order.
        var replacements: [(AbsolutePosition, String)] = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isOutlet = node.attributes.contains { element in
                element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
            }
            guard isOutlet else { return .visitChildren }
            for element in node.attributes {
                guard let attribute = element.as(AttributeSyntax.self),
                    attribute.attributeName.trimmedDescription == "IBOutlet", attribute.arguments == nil
                else { continue }
                replacements.append((attribute.positionAfterSkippingLeadingTrivia, outletReplacement))
            }
            for modifier in node.modifiers where modifier.name.tokenKind == .keyword(.weak) {
                replacements.append((modifier.name.positionAfterSkippingLeadingTrivia, "    "))
            }
            return .visitChildren
        }
    }
}
