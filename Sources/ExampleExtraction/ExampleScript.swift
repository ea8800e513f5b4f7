import DocgenCore
import SwiftParser
import SwiftSyntax

/// A program of plain Swift: the listings of one document that use no UIKit, in order, as the top-level code
/// of one `main.swift` (as in a playground, or the book's own tests). Each listing stays an example of its
/// own, reported at its lines; the program is what they are compiled and run as. A listing that declares
/// again a name the program already declares starts the next program.
public struct ExampleScript: Hashable, Sendable, Codable {
    /// `<document>__program_<n>`, unique among the set's examples and scripts.
    public var id: String
    /// The document the listings are in, in order.
    public var file: String
    /// The examples, in the document's order.
    public var exampleIDs: [String]

    /// The most listings of a document in one script (context carried from earlier scripts aside): past it
    /// the next listing starts the next script. The compiler's time on one `main.swift` grows faster than its
    /// statements (1,250 one-line listings 1.3 s, 5,000 15 s); no chapter of the Swift book comes near it.
    public static let maximumListings = 500

    public init(id: String, file: String, exampleIDs: [String]) {
        self.id = id
        self.file = file
        self.exampleIDs = exampleIDs
    }

    /// Whether a listing has a `throw` statement at top level: it stops the program that runs it, on purpose.
    public static func throwsAtTopLevel(_ code: String) -> Bool {
        SwiftSourceTrees.tree(of: code).statements.contains { item in
            item.item.as(StmtSyntax.self)?.is(ThrowStmtSyntax.self) == true
        }
    }

    /// The lines (0-based) of `code`'s top-level declarations, statements and expressions left out: what a
    /// listing declares for those after it, without what it does.
    public static func declarationLines(of code: String) -> Set<Int> {
        Set(topLevelItems(of: code).filter(\.isDeclaration).flatMap(\.lines))
    }

    /// The lines (0-based) of `code` before the top-level item that holds line `line` (0-based): the part of a
    /// listing that ran when it stopped there.
    public static func linesBefore(itemAt line: Int, of code: String) -> Set<Int> {
        guard let item = topLevelItems(of: code).first(where: { $0.lines.upperBound > line }) else { return [] }
        return Set(0..<item.lines.lowerBound)
    }

    /// Each top-level item of `code`: its lines (0-based), and whether it is a declaration.
    private static func topLevelItems(of code: String) -> [(lines: Range<Int>, isDeclaration: Bool)] {
        let tree = SwiftSourceTrees.tree(of: code)
        let converter = SourceLocationConverter(fileName: "listing.swift", tree: tree)
        return tree.statements.map { item in
            let first = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: item.endPositionBeforeTrailingTrivia).line
            return ((first - 1)..<last, item.item.is(DeclSyntax.self))
        }
    }

    /// The names a listing declares at top level, as a program's redeclaration sees them: types, variables
    /// and constants by name, functions by name and argument labels (`greet(person:)`: overloads are not
    /// redeclarations), operators by symbol. Extensions declare nothing.
    public static func topLevelNames(of code: String) -> Set<String> {
        Set(topLevelDeclarations(of: code))
    }

    /// Whether every top-level item of `code` is an extension (what it adds, code uses without naming it).
    public static func declaresOnlyExtensions(_ code: String) -> Bool {
        let items = SwiftSourceTrees.tree(of: code).statements
        return !items.isEmpty && items.allSatisfy { $0.item.is(ExtensionDeclSyntax.self) }
    }

    /// A declared name as code uses it: a function is declared as `name(label:)` and used as `name`.
    public static func baseName(_ declared: String) -> String {
        declared.firstIndex(of: "(").map { String(declared[..<$0]) } ?? declared
    }

    /// Whether two listings' top-level names (``topLevelNames(of:)``) cannot share one program: a name both
    /// declare, or a variable named as the other's function (`let f = Number.integer` after `func f(x:)`):
    /// top-level code would call the variable where the listing meant its function, before it is set.
    public static func conflict(_ names: Set<String>, _ other: Set<String>) -> Bool {
        if !names.isDisjoint(with: other) { return true }
        func split(_ names: Set<String>) -> (values: Set<String>, functions: Set<String>) {
            let functions = names.filter { $0.hasSuffix(")") }
            return (names.subtracting(functions), Set(functions.map(baseName)))
        }
        let (values, functions) = split(names)
        let (otherValues, otherFunctions) = split(other)
        return !values.isDisjoint(with: otherFunctions) || !functions.isDisjoint(with: otherValues)
    }

    /// The names `code` uses, as values or types, and does not declare itself (`ReferencedNames`).
    public static func usedNames(of code: String) -> Set<String> {
        ReferencedNames(SwiftSourceTrees.tree(of: code)).undeclared
    }

    /// The names `code` declares at top level, once for each declaration, in order (a name declared twice is
    /// there twice): variables by their pattern's identifiers, functions as `name(label:)`, types by name.
    public static func topLevelDeclarations(of code: String) -> [String] {
        var names: [String] = []
        for item in SwiftSourceTrees.tree(of: code).statements {
            guard let declaration = item.item.as(DeclSyntax.self) else { continue }
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                        if case .identifier(let name) = token.tokenKind { names.append(name) }
                    }
                }
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
                names.append(function.name.text + "(" + labels.joined() + ")")
            } else if let named = declaration.asProtocol(NamedDeclSyntax.self) {
                names.append(named.name.text)
            }
        }
        return names
    }
}
