import DocgenCore
import ExampleExtraction
import SwiftSyntax

/// The doc's typos of Apple's UIKit names in an example that is not built: one that leaves code out (issue
/// 31: an elision is a hole, not a verdict), or an API listing (declarations quoted without bodies). The
/// compiler cannot say that `UIViewContoller` does not exist; Apple's data can: a name with Apple's framework
/// prefix that the program does not declare, Apple's UIKit does not have, and that is a near miss of one it
/// has, is an error of the doc whatever the elision leaves out or the listing quotes, as Xcode would report
/// it, with Xcode's fix-it.
enum UnbuiltCodeTypos {
    /// One error per misspelt name, at its first use on a doc line, in doc order.
    static func errors(in program: AssembledProgram, symbols: AppleUIKitSymbols) -> [Diagnostic] {
        let tree = SwiftSourceTrees.tree(of: program.text)
        let converter = SourceLocationConverter(fileName: "program.swift", tree: tree)
        let declared = DeclaredNames(of: program)
        var seen: Set<String> = []
        var errors: [Diagnostic] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind else { continue }
            let name = token.text
            guard CompileFailureClassifier.hasAppleFrameworkPrefix(name), !declared.contains(name),
                symbols.topLevel(name) == nil, let near = symbols.nearestTopLevel(to: name),
                let location = DeclaredNames.docLocation(of: token, lines: program.lines, converter: converter),
                seen.insert(name).inserted
            else { continue }
            let isType = token.parent?.is(IdentifierTypeSyntax.self) == true
            errors.append(
                .error(
                    .notInAppleUIKit, at: location,
                    isType ? "cannot find type '\(name)' in scope" : "cannot find '\(name)' in scope",
                    notes: [Diagnostic.Note(location: location, message: "did you mean '\(near)'?")]))
        }
        return errors
    }
}
