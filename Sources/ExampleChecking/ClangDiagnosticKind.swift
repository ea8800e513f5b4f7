import DocgenCore

/// The kinds of clang's diagnostics that docgen's Objective-C classification reads. clang numbers its
/// diagnostics per build, so which number is which kind is learned from the toolchain itself
/// (`ClangCalibration`), never from a message's words.
enum ClangDiagnosticKind: String, CaseIterable, Hashable, Sendable {
    /// `use of undeclared identifier 'x'`.
    case undeclaredIdentifier = "undeclared_identifier"
    /// `unknown type name 'X'`.
    case unknownTypeName = "unknown_type_name"
    /// `unknown receiver 'X'; did you mean 'Y'?`: a class message to a class no one declares.
    case unknownReceiver = "unknown_receiver"
    /// `call to undeclared function 'f'`.
    case undeclaredFunction = "undeclared_function"
    /// `cannot find protocol declaration for 'P'`.
    case unknownProtocol = "unknown_protocol"
    /// `no type or protocol named 'P'`.
    case unknownTypeOrProtocol = "unknown_type_or_protocol"
    /// `cannot find interface declaration for 'X'`: a category or an `@implementation` of a class no one
    /// declares.
    case unknownInterface = "unknown_interface"
    /// `cannot find interface declaration for 'X', superclass of 'Y'`.
    case unknownSuperclass = "unknown_superclass"
    /// `property 'x' not found on object of type 'T *'`.
    case propertyNotFound = "property_not_found"
    /// `no visible @interface for 'T' declares the selector 's:'`.
    case selectorNotInInterface = "selector_not_in_interface"
    /// `no known instance method for selector 's:'` (or class method).
    case selectorNotFound = "selector_not_found"
    /// `'X/Y.h' file not found`.
    case fileNotFound = "file_not_found"
    /// `incompatible pointer types assigning to 'T *' from 'U *'`.
    case incompatiblePointerTypes = "incompatible_pointer_types"

    /// The kinds whose fact names a declaration clang could not find: a type, an identifier, a class
    /// message's receiver, a function, a protocol or a class's interface.
    var isUndeclaredName: Bool {
        switch self {
        case .undeclaredIdentifier, .unknownTypeName, .unknownReceiver, .undeclaredFunction, .unknownProtocol,
            .unknownTypeOrProtocol, .unknownInterface, .unknownSuperclass:
            true
        case .propertyNotFound, .selectorNotInInterface, .selectorNotFound, .fileNotFound, .incompatiblePointerTypes:
            false
        }
    }

    /// The kinds of a message no interface declares.
    var isUndeclaredSelector: Bool { self == .selectorNotInInterface || self == .selectorNotFound }
}

/// What one of clang's Objective-C diagnostics says, as data: its kind, whether clang corrected a typo
/// (`did you mean`), and the names, read from the code at the diagnostic's position (never from the
/// message's quotes).
struct ClangFact: Hashable, Sendable {
    var kind: ClangDiagnosticKind
    /// Whether clang suggested a declared name (its `did you mean` variant of the diagnostic).
    var isCorrected = false
    /// The name at the diagnostic: the identifier, the type, the property, the selector (`show:animated:`),
    /// the header (`MapKit/MapKit.h`); empty when the code there has none.
    var name: String
    /// The class of the object a property or message is looked up on, when the code declares it (`self` in
    /// an `@implementation`, a variable declared `T *name`); nil when unknown.
    var type: String?
    /// The declared name clang suggested, read where its note points; nil if none or unreadable.
    var suggestion: String?

    /// The fact as `Diagnostic.compiler` carries it: the kind (with `_corrected`), then the name, the type
    /// and the suggestion (empty when unknown).
    var compilerFact: CompilerFact {
        CompilerFact(
            identifier: kind.rawValue + (isCorrected ? "_corrected" : ""),
            arguments: [name, type ?? "", suggestion ?? ""])
    }

}

extension ClangFact {
    /// The fact a diagnostic's `compiler` carries, if it is one of these kinds.
    init?(_ fact: CompilerFact?) {
        guard let fact else { return nil }
        let corrected = fact.identifier.hasSuffix("_corrected")
        let identifier = corrected ? String(fact.identifier.dropLast("_corrected".count)) : fact.identifier
        guard let kind = ClangDiagnosticKind(rawValue: identifier) else { return nil }
        let text = { (index: Int) in fact[argument: index].flatMap { $0.isEmpty ? nil : $0 } }
        self.init(
            kind: kind, isCorrected: corrected, name: text(0) ?? "", type: text(1), suggestion: text(2))
    }
}

extension Diagnostic {
    /// What clang said, as data, when this is one of clang's diagnostics of a kind docgen reads.
    var clangFact: ClangFact? { ClangFact(compiler) }
}
