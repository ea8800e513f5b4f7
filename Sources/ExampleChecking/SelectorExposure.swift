import DocgenCore
import ExampleExtraction
import SwiftParser
import SwiftSyntax

/// `#selector(onClickMyButton(sender:))` naming a method of the program that Objective-C cannot see: an
/// error on Apple's SDK ("argument of '#selector' refers to instance method … that is not exposed to
/// Objective-C"), which the compiler here cannot report, because Linux has no Objective-C runtime and
/// docgen compiles `#selector` as a Swift reference. Swift 4 stopped inferring `@objc` for the members of
/// `NSObject` subclasses (SE-0160), so a method is exposed only when it is `@objc` (or `@IBAction`,
/// `@IBSegueAction`, `@NSManaged`), an `override` (of an Objective-C method: every override of a UIKit
/// class's method is), or a member of an `@objcMembers` class or an `@objc extension`.
///
/// Only methods the program declares are judged: a selector of UIKit's own (`#selector(UIView.layoutSubviews)`)
/// or of a method the program never shows is not, and neither is a method that some declaration of the
/// same name exposes.
enum SelectorExposure {
    /// One error per `#selector` whose methods (by base name) are all declared unexposed.
    static func errors(in program: AssembledProgram) -> [Diagnostic] {
        let text = program.lines.map(\.text).joined(separator: "\n")
        guard text.contains("#selector") else { return [] }
        let tree = Parser.parse(source: text)
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return visitor.selectors.compactMap { selector in
            guard let exposures = visitor.methods[selector.baseName], !exposures.contains(true) else { return nil }
            let position = converter.location(for: selector.position)
            guard position.line >= 1, position.line <= program.lines.count,
                let origin = program.lines[position.line - 1].origin
            else { return nil }
            let location = SourceLocation(
                file: origin.file, line: origin.line, column: origin.column + position.column - 1)
            return .error(
                .selectorNotExposed, at: location,
                "argument of '#selector' refers to instance method '\(selector.name)' that is not exposed to Objective-C",
                notes: [
                    Diagnostic.Note(
                        location: location, message: "add '@objc' to expose this instance method to Objective-C")
                ])
        }
    }

    private struct Selector {
        var baseName: String
        /// As written: `onClickMyButton(sender:)`.
        var name: String
        var position: AbsolutePosition
    }

    private final class Visitor: SyntaxVisitor {
        /// Each declared method's base name, with whether each declaration of it is exposed.
        var methods: [String: [Bool]] = [:]
        var selectors: [Selector] = []
        /// Whether the enclosing type or extension exposes its members.
        private var exposingContainers: [Bool] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            exposingContainers.append(Self.has(node.attributes, "objcMembers"))
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { exposingContainers.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            exposingContainers.append(Self.has(node.attributes, "objc") || Self.has(node.attributes, "objcMembers"))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { exposingContainers.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let exposed =
                exposingContainers.last == true
                || ["objc", "IBAction", "IBSegueAction", "NSManaged"].contains { Self.has(node.attributes, $0) }
                || node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            methods[node.name.text, default: []].append(exposed)
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector", let argument = node.arguments.first, argument.label == nil
            else { return .visitChildren }
            let reference: DeclReferenceExprSyntax?
            if let member = argument.expression.as(MemberAccessExprSyntax.self) {
                reference = member.declName
            } else {
                reference = argument.expression.as(DeclReferenceExprSyntax.self)
            }
            if let reference {
                selectors.append(
                    Selector(
                        baseName: reference.baseName.text, name: reference.trimmedDescription,
                        position: argument.expression.positionAfterSkippingLeadingTrivia))
            }
            return .visitChildren
        }

        static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
            attributes.contains { element in
                element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
            }
        }
    }
}
