import ExampleExtraction
import SwiftSyntax

/// A declaration's signature as a listing is compared with Apple's: argument labels and types, effects
/// and result, without attributes, modifiers, parameter names, default values or spaces:
/// `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell` is
/// `(_:UITableView,cellForRowAt:IndexPath)->UITableViewCell`; a property is its type.
public enum ListingSignature {
    /// The signature of Apple's declaration text (a page's `Declaration`), nil when it does not parse
    /// as one declaration.
    public static func of(declaration text: String) -> String? {
        let tree = SwiftSourceTrees.tree(of: text)
        guard let item = tree.statements.first, case .decl(let decl) = item.item else { return nil }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.typeAnnotation.map { normalized($0.type.trimmedDescription) }
        }
        return of(Syntax(decl))
    }

    /// The signature of a function, initializer or subscript declaration.
    static func of(_ node: Syntax) -> String? {
        if let function = node.as(FunctionDeclSyntax.self) {
            return parameters(function.signature.parameterClause.parameters)
                + effects(function.signature.effectSpecifiers)
                + (function.signature.returnClause.map { "->" + normalized($0.type.trimmedDescription) } ?? "")
        }
        if let initializer = node.as(InitializerDeclSyntax.self) {
            return (initializer.optionalMark?.text ?? "")
                + parameters(initializer.signature.parameterClause.parameters)
                + effects(initializer.signature.effectSpecifiers)
        }
        if let subscriptDecl = node.as(SubscriptDeclSyntax.self) {
            return parameters(subscriptDecl.parameterClause.parameters) + "->"
                + normalized(subscriptDecl.returnClause.type.trimmedDescription)
        }
        return nil
    }

    static func parameters(_ list: FunctionParameterListSyntax) -> String {
        "("
            + list.map { parameter in
                parameter.firstName.text + ":" + normalized(parameter.type.trimmedDescription)
                    + (parameter.ellipsis == nil ? "" : "...")
            }.joined(separator: ",") + ")"
    }

    static func effects(_ specifiers: FunctionEffectSpecifiersSyntax?) -> String {
        var text = ""
        if specifiers?.asyncSpecifier != nil { text += " async" }
        if specifiers?.throwsClause != nil { text += " throws" }
        return text
    }

    /// A type without spaces, attributes (`@escaping`, `@MainActor`, `@Sendable`) or `any`, and with
    /// `Optional<T>` written `T?`.
    public static func normalized(_ type: String) -> String {
        var words = type.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
        words.removeAll { $0.hasPrefix("@") || $0 == "any" || $0 == "__owned" }
        var text = words.joined()
        if text.hasPrefix("Optional<"), text.hasSuffix(">") {
            text = String(text.dropFirst("Optional<".count).dropLast()) + "?"
        }
        return text
    }
}
