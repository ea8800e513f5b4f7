import DocgenCore
import ExampleExtraction
import SwiftSyntax

/// An example that leaves code out, read as the doc means it: the code it shows is compiled with each hole
/// taken out (``ElidedCode/blanked(_:)``), and only what the hole can explain is the hole's (issue 31: an
/// elision is a hole, not a verdict). Every other error is the doc's, as in any example.
///
/// What a hole explains, from the compiler's identifier and the code's structure, never from a message:
/// - any error on the hole's own line;
/// - an error the missing code would remove — a missing return, a constant used before it is set, a class
///   with no initializers, a type that does not conform to a protocol, a closure whose result is missing
///   (``holeIdentifiers``) — when the innermost function, accessor, closure or type around the error holds a
///   hole: the hole may hold the return, the initializer, the witnesses; a hole in another function cannot.
///
/// The verdict: an error left is the doc's (`failed`, with the hole's warning beside it); needs left make it
/// `incomplete` with the hole among them; what only the hole explains makes it `incomplete` ("elided code at
/// line N"); code that compiles around its holes `passed`, compiled and not run.
struct HoleReading {
    /// The example as checked: its program with the holes taken out.
    var example: Example
    var holes: [ElidedCode.Hole]

    /// The compiler's identifiers of the errors that the code a hole leaves out would remove.
    static let holeIdentifiers: Set<String> = [
        "lex_editor_placeholder", "variable_used_before_initialized", "class_without_init",
        "cannot_convert_closure_result", "type_does_not_conform", "required_initializer_missing",
    ]

    /// Identifier prefixes of the same kind: `missing_return_decl`, `missing_return_closure`, ….
    static let holeIdentifierPrefixes = ["missing_return"]

    /// The example read with its holes (none: the example as it is).
    init(_ example: Example) {
        // Where each hole of its own lines is in the whole program (the app's later files are their own).
        let holes = ElidedCode.holes(in: example.program).filter { !example.isInLaterFile($0.location) }
        var read = example
        read.program = ElidedCode.blanked(example.program)
        if read.mode == .runnable { read.mode = .noRun }
        self.example = read
        self.holes = holes
    }

    /// The errors split into the doc's (`kept`) and those the holes explain.
    func split(_ errors: [ExampleCompileError]) -> (kept: [ExampleCompileError], fromHoles: [ExampleCompileError]) {
        let tree = SwiftSourceTrees.tree(of: example.program.text)
        let converter = SourceLocationConverter(fileName: "program.swift", tree: tree)
        let scopes = Self.scopes(in: Syntax(tree))
        let holePositions = holes.map { ($0.lineIndex + 1, $0.column + 1) }
        var kept: [ExampleCompileError] = []
        var fromHoles: [ExampleCompileError] = []
        for error in errors {
            if let location = error.diagnostic.location,
                isExplainedByHole(
                    error.diagnostic, at: location, scopes: scopes, converter: converter, holes: holePositions)
            {
                fromHoles.append(error)
            } else {
                kept.append(error)
            }
        }
        return (kept, fromHoles)
    }

    private func isExplainedByHole(
        _ diagnostic: Diagnostic, at location: DocgenCore.SourceLocation, scopes: [Syntax],
        converter: SourceLocationConverter,
        holes: [(line: Int, column: Int)]
    ) -> Bool {
        if self.holes.contains(where: { $0.location.file == location.file && $0.location.line == location.line }) {
            return true
        }
        guard let fact = diagnostic.compiler else { return false }
        // `SongTableViewCell.reuseIdentifier` where the doc's `SongTableViewCell` leaves code out among its
        // members: the member may be in what it leaves out, wherever it is used. Not a hole in a function or a
        // closure of the type (`{ _ in // ... }` in a method): no member is declared there.
        if let type = Self.memberLookupBase(fact),
            holes.contains(where: { hole in
                let innermost = scopes.filter { contains($0, hole, converter) }.min { length($0) < length($1) }
                return innermost.flatMap(Self.declaredTypeName) == type
            })
        {
            return true
        }
        guard Self.isHoleIdentifier(fact.identifier), let position = programPosition(of: location) else { return false }
        // The innermost scope around the error; the whole program at top level.
        let around = scopes.filter { contains($0, position, converter) }.min { length($0) < length($1) }
        guard let around else { return true }
        return holes.contains { contains(around, $0, converter) }
    }

    /// The verdict of the example read with its holes: `checked` is what its compile errors that no hole
    /// explains made of it (or its build, when it compiled), nil when a hole explains every error.
    func result(_ checked: ExampleResult?, fromHoles: [ExampleCompileError]) -> ExampleResult {
        let first = holes.first?.location ?? example.sources.first?.location
        let need = "elided code at line \(first?.line ?? 0)"
        var result =
            checked
            ?? ExampleResult(
                id: example.id, status: .incomplete(needs: [], suggestion: ""),
                locations: example.sources.map(\.location).sorted())
        let hole = Diagnostic.warning(
            .elidedCode, at: first,
            "\(need): the example leaves code out; the code it shows was compiled around the hole, and what the "
                + "missing code would give (a return, an initializer, a protocol's methods) is the hole's; show the "
                + "code, or hide what it needs between // snippet.hide and // snippet.show")
        switch result.status {
        case .passed where fromHoles.isEmpty:
            result.diagnostics.append(
                .note(.elidedCode, at: first, "\(need): the code it shows compiles around the hole; not run"))
        case .passed:
            result.status = .incomplete(needs: [need], suggestion: "")
            result.evidence = nil
            result.diagnostics = [hole]
        case .incomplete(let needs, let suggestion):
            result.status = .incomplete(needs: [need] + needs, suggestion: suggestion)
            result.diagnostics.insert(hole, at: 0)
        case .failed, .skipped:
            result.diagnostics.append(hole)
        }
        return result
    }

    /// The type a member was looked up on, for the compiler's errors about a member a type lacks; and the type
    /// that does not conform, whose witnesses are members a hole among its members may hold (the doc's
    /// `extension MainViewController: UITableViewDataSource {}` beside `class MainViewController { // 省略 }`).
    static func memberLookupBase(_ fact: CompilerFact) -> String? {
        let type: String?
        switch fact.identifier {
        case "could_not_find_value_member", "could_not_find_type_member", "type_does_not_conform":
            type = fact[argument: 0]
        case "instance_member_use_on_type": type = fact[argument: 1]
        default: type = nil
        }
        return type.map(CompileFailureClassifier.baseType)
    }

    /// The name of the type a declaration group declares or extends (`SongTableViewCell`), nil for others.
    static func declaredTypeName(of scope: Syntax) -> String? {
        if let type = scope.asProtocol(NamedDeclSyntax.self), scope.isProtocol(DeclGroupSyntax.self) {
            return type.name.text
        }
        return scope.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    }

    static func isHoleIdentifier(_ identifier: String) -> Bool {
        holeIdentifiers.contains(identifier) || holeIdentifierPrefixes.contains { identifier.hasPrefix($0) }
    }

    /// The 1-based line and column in the program of a doc location.
    private func programPosition(of location: DocgenCore.SourceLocation) -> (line: Int, column: Int)? {
        guard
            let index = example.program.lines.firstIndex(where: { line in
                line.origin.map { $0.file == location.file && $0.line == location.line } ?? false
            }), let origin = example.program.lines[index].origin
        else { return nil }
        return (index + 1, max(1, location.column - origin.column + 1))
    }

    private func contains(_ node: Syntax, _ position: (line: Int, column: Int), _ converter: SourceLocationConverter)
        -> Bool
    {
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
        return (start.line, start.column) <= position && position <= (end.line, end.column)
    }

    private func length(_ node: Syntax) -> Int { node.trimmedLength.utf8Length }

    /// The functions, accessors, closures and types of a program: what a missing piece of code belongs to.
    private static func scopes(in node: Syntax) -> [Syntax] {
        var scopes: [Syntax] = []
        var pending = [node]
        while let next = pending.popLast() {
            if next.is(FunctionDeclSyntax.self) || next.is(InitializerDeclSyntax.self)
                || next.is(DeinitializerDeclSyntax.self) || next.is(AccessorBlockSyntax.self)
                || next.is(ClosureExprSyntax.self) || next.is(SubscriptDeclSyntax.self)
                || next.isProtocol(DeclGroupSyntax.self)
            {
                scopes.append(next)
            }
            pending += next.children(viewMode: .sourceAccurate)
        }
        return scopes
    }
}
