import AppleUIKitAPI
import DocgenCore
import ExampleExtraction

/// The reading of an Objective-C example in which Apple's types that the headless UIKit's headers lack are
/// declared, as opaque stubs, before the example: `@interface UIActionSheet : NSObject @end`,
/// `@protocol UIActionSheetDelegate <NSObject> @end`, `typedef long UIActionSheetStyle;` (which kind each is
/// comes from Apple's data). Without them clang's errors cascade from the missing type: a variable declared
/// with it is undeclared on every later line, a parameter of that type is "expected a type". With them, the
/// errors that name a stub (a message it does not declare, a stub where a `UIView *` is expected) follow from
/// the unmodelled API, and every other error is the example's own.
struct ObjectiveCUnmodelledStubs: Hashable, Sendable {
    /// The stubbed names.
    var names: Set<String>
    /// Their declarations, one per line.
    var declarations: [String]

    /// Nil when none of `uses` is a type of Apple's.
    init?(uses: [UnmodelledUse], symbols: AppleUIKitSymbols) {
        var names: Set<String> = []
        var declarations: [String] = []
        for use in uses where !use.name.contains(".") {
            guard let symbol = symbols.surface.topLevel(use.name) ?? symbols.surface.frameworkNames[use.name],
                let declaration = Self.declaration(of: symbol)
            else { continue }
            if names.insert(use.name).inserted { declarations.append(declaration) }
        }
        guard !declarations.isEmpty else { return nil }
        self.names = names
        self.declarations = declarations
    }

    private static func declaration(of symbol: UIKitSymbol) -> String? {
        switch symbol.kind {
        case .class: return "@interface \(symbol.name) : NSObject @end"
        case .protocol: return "@protocol \(symbol.name) <NSObject> @end"
        case .enum, .struct, .typealias: return "typedef long \(symbol.name);"
        default: return nil
        }
    }

    /// `example` with the stubs declared after its program's first `#import` or `@import` (the UIKit import
    /// docgen adds when the example has none), as hidden synthesized lines.
    func example(_ example: Example) -> Example {
        var stubbed = example
        let at =
            example.program.lines.firstIndex {
                let text = $0.text.trimmingCharacters(in: .whitespaces)
                return text.hasPrefix("#import") || text.hasPrefix("@import")
            }.map { $0 + 1 } ?? 0
        stubbed.program.lines.insert(
            contentsOf: declarations.map { ProgramLine(text: $0, origin: nil, isHidden: true) }, at: at)
        return stubbed
    }

    /// The errors of the stubbed reading's `diagnostics` that do not follow from a stub: the example's own.
    func ownErrors(in diagnostics: [Diagnostic], of example: Example) -> [Diagnostic] {
        let corrections = Self.correctedTypes(in: diagnostics)
        return diagnostics.filter { $0.severity == .error && !follows($0, in: example, corrections: corrections) }
    }

    /// The types clang read in place of misspelled ones (`UIActionShet` → `UIActionSheet`, its `did you mean`).
    static func correctedTypes(in diagnostics: [Diagnostic]) -> [String: String] {
        var corrections: [String: String] = [:]
        for case let fact? in diagnostics.map(\.clangFact)
        where fact.kind == .unknownTypeName && fact.isCorrected && !fact.name.isEmpty {
            corrections[fact.name] = fact.suggestion
        }
        return corrections
    }

    /// Whether an error of the stubbed reading follows from a stub: the object it is about is of a stub's
    /// class (`[sheet showInView:…]` with `UIActionSheet *sheet`), or, when it is not about a member, its line
    /// of `example` names a stub or a variable of a stub's class. A name not found never does (`UIActionShet`, a typo of `UIActionSheet`):
    /// stubs only declare.
    ///
    /// `corrections` are the types clang read in place of misspelled ones (`UIActionShet *sheet` read as
    /// `UIActionSheet *`, its `did you mean`): the variable is of the corrected class.
    func follows(_ error: Diagnostic, in example: Example, corrections: [String: String] = [:]) -> Bool {
        guard ObjectiveCUnmodelledUses.undeclaredName(of: error) == nil else { return false }
        if let type = error.clangFact?.type, names.contains(corrections[type] ?? type) { return true }
        // A member not found on an object of another class is the example's own error, whatever its line names.
        if let kind = error.clangFact?.kind, kind == .propertyNotFound || kind.isUndeclaredSelector { return false }
        guard let location = error.location,
            let line = example.program.lines.firstIndex(where: {
                $0.origin?.file == location.file && $0.origin?.line == location.line
            })
        else { return false }
        let code = CodeText(example.program.lines.map(\.text).joined(separator: "\n"))
        let words = example.program.lines[line].text.matches(of: #/[A-Za-z_]\w*/#).map { String($0.output) }
        return words.contains { word in
            names.contains(word) || code.declaredType(of: word, nearLine: line + 1).map(names.contains) == true
        }
    }
}
