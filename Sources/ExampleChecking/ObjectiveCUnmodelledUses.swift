import DocgenCore
import ExampleExtraction

/// clang's errors about a name Apple's UIKit has and the headless UIKit's Objective-C headers do not declare
/// (`use of undeclared identifier 'NSLayoutConstraint'`): a limit of docgen, not an error of the doc. Whether
/// a name is Apple's is read from Apple's data (`AppleUIKitSymbols`), never from the message. The other
/// errors on the lines of such a use follow from it (the `int` clang assumes for an undeclared function's
/// result); the errors left are the example's own.
struct ObjectiveCUnmodelledUses: Hashable, Sendable {
    /// Each Apple name once, at its first use.
    var uses: [UnmodelledUse]
    /// The errors that are neither such a use nor on a line of one.
    var ownErrors: [Diagnostic]

    /// Nil when no error names Apple API the headers lack. `unnamed` is the Apple type an error is at when its
    /// message names none (`expected a type` at `(UICollectionView *)`, a type no header mentions).
    init?(errors: [Diagnostic], symbols: AppleUIKitSymbols, unnamed: (Diagnostic) -> String? = { _ in nil }) {
        var uses: [UnmodelledUse] = []
        var lines: Set<String> = []
        var rest: [Diagnostic] = []
        for error in errors {
            guard let name = Self.appleName(of: error, symbols: symbols) ?? unnamed(error) else {
                rest.append(error)
                continue
            }
            if let key = Self.lineKey(error.location) { lines.insert(key) }
            if !uses.contains(where: { $0.name == name }) {
                uses.append(UnmodelledUse(name: name, location: error.location))
            }
        }
        guard !uses.isEmpty else { return nil }
        self.uses = uses
        ownErrors = rest.filter { error in Self.lineKey(error.location).map { !lines.contains($0) } ?? true }
    }

    /// The Apple name clang could not find: a top-level name (`NSLayoutConstraint`), or a property of a UIKit
    /// class (`UITableView.allowsMultipleSelectionDuringEditing`), which Apple's data has under the same name.
    static func appleName(of error: Diagnostic, symbols: AppleUIKitSymbols) -> String? {
        if let name = undeclaredName(of: error) {
            if symbols.topLevel(name) != nil || symbols.surface.frameworkNames[name] != nil { return name }
            // `UIViewAnimationOptionTransitionFlipFromRight`: a constant of an enumeration of Apple's.
            return symbols.objectiveCConstant(name) != nil ? name : nil
        }
        guard let fact = error.clangFact, fact.kind == .propertyNotFound, !fact.name.isEmpty, let type = fact.type,
            symbols.topLevel(type) != nil,
            let property = symbols.surface.members(named: fact.name, of: type).first(where: { $0.kind == .property }),
            let owner = property.owner
        else { return nil }
        return "\(owner).\(fact.name)"
    }

    /// The name clang could not find (`ClangDiagnosticKind.isUndeclaredName`): a type, an identifier, a class
    /// message's receiver, a function, a protocol or a class's interface.
    static func undeclaredName(of error: Diagnostic) -> String? {
        guard let fact = error.clangFact, fact.kind.isUndeclaredName, !fact.name.isEmpty else { return nil }
        return fact.name
    }

    /// The Apple type the identifier at `location` of `example`'s own code names, when no header of the
    /// headless UIKit mentions it (`mentioned`): a type clang cannot know, whatever its error says there.
    static func unmentionedAppleType(
        at location: SourceLocation?, in example: Example, mentioned: Set<String>, symbols: AppleUIKitSymbols
    ) -> String? {
        guard let location,
            let line = example.program.lines.first(where: {
                $0.origin?.file == location.file && $0.origin?.line == location.line
            }), let origin = line.origin
        else { return nil }
        let bytes = line.text.utf8
        let offset = location.column - origin.column
        guard offset >= 0, offset < bytes.count else { return nil }
        let word = String(
            decoding: bytes.dropFirst(offset).prefix { byte in
                byte == UInt8(ascii: "_") || (byte < 0x80 && Character(UnicodeScalar(byte)).isLetter)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }, as: UTF8.self)
        guard !word.isEmpty, !mentioned.contains(word),
            let symbol = symbols.surface.topLevel(word) ?? symbols.surface.frameworkNames[word], symbol.kind.isType
        else { return nil }
        return word
    }

    private static func lineKey(_ location: SourceLocation?) -> String? {
        location.map { "\($0.file):\($0.line)" }
    }
}
