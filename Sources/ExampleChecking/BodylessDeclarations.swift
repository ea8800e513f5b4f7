import DocgenCore
import SwiftSyntax

/// Functions and initializers the doc's code declares without a body outside a protocol (Apple's interface
/// quoted as code: `open class func custom(layoutSize:itemProvider:)`). Xcode rejects them; the compiler says
/// so only when it gets that far, and a name it cannot find in the signature (API the headless UIKit lacks, a
/// type the fragment needs) stops it first. SwiftParser's tree shows them whatever the names are.
enum BodylessDeclarations {
    /// One error each, at the declaration's keyword, in Xcode's words; none where the compiler reported one.
    static func errors(in syntax: ProgramSyntax, reported: [Diagnostic]) -> [Diagnostic] {
        let reportedLines = Set(
            reported.compactMap { diagnostic -> String? in
                guard let fact = diagnostic.compiler, Self.identifiers.contains(fact.identifier),
                    let location = diagnostic.location
                else { return nil }
                return "\(location.file):\(location.line)"
            })
        var errors: [Diagnostic] = []
        for token in syntax.tree.tokens(viewMode: .sourceAccurate)
        where token.tokenKind == .keyword(.func) || token.tokenKind == .keyword(.`init`) {
            let message: String
            if let function = token.parent?.as(FunctionDeclSyntax.self), function.body == nil {
                message = "expected '{' in body of function declaration"
            } else if let initializer = token.parent?.as(InitializerDeclSyntax.self), initializer.body == nil {
                message = "initializer requires a body"
            } else {
                continue
            }
            guard !isInProtocol(token), let location = syntax.docLocation(of: token),
                !reportedLines.contains("\(location.file):\(location.line)")
            else { continue }
            errors.append(.error(.docSyntaxError, at: location, message))
        }
        return errors
    }

    /// The compiler's identifiers of the same errors.
    static let identifiers: Set<String> = ["func_decl_without_brace", "missing_initializer_def"]

    private static func isInProtocol(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if current.is(ProtocolDeclSyntax.self) { return true }
            if current.isProtocol(DeclGroupSyntax.self) { return false }
            node = current.parent
        }
        return false
    }
}
