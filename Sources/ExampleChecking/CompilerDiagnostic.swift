import DocgenCore

/// One problem `swift build` reported: a compiler diagnostic, a linker error or a SwiftPM error.
///
/// The location is as printed. Generated example sources carry `#sourceLocation(file: "Docs/<doc>.md", …)`,
/// so most locations already name the Markdown file; code outside such a region is located in the generated
/// file itself (`Sources/<target>/…`), and `targetName` then tells which example target it belongs to.
public struct CompilerDiagnostic: Hashable, Sendable, Codable {
    /// Who reported the problem.
    public enum Origin: String, Hashable, Sendable, Codable {
        /// `swiftc` (or `clang` on a C file): a located error, warning or note.
        case compiler
        /// The linker: undefined or duplicate symbols.
        case linker
        /// SwiftPM or the driver, with no source location (a manifest error, a missing tool, …).
        case buildSystem
    }

    public var severity: Diagnostic.Severity
    /// The printed location; paths under the package root are made relative to it. For a linker error
    /// the column is 1 (linkers print only a line).
    public var location: SourceLocation?
    /// Just past the end of the span the problem covers, on the location's line, when the output showed it
    /// (the name the message quotes, under the snippet's marker); nil for a point.
    public var end: SourceLocation?
    /// The message, without the diagnostic group suffix.
    public var message: String
    /// The compiler's diagnostic group (`DeprecatedDeclaration` from `… [#DeprecatedDeclaration]`), if any.
    public var group: String?
    /// The compiler's identifier of the diagnostic (`cannot_find_in_scope` from `… [cannot_find_in_scope]`,
    /// printed under `-debug-diagnostic-names`), if any.
    public var identifier: String?
    /// Notes attached to the diagnostic, located when the compiler showed where.
    public var notes: [Diagnostic.Note]
    public var origin: Origin
    /// The SwiftPM target whose generated file the problem is in (`Sources/<target>/…` or
    /// `Tests/<target>/…`); nil for Markdown locations and unlocated problems.
    public var targetName: String?

    public init(
        severity: Diagnostic.Severity, location: SourceLocation?, message: String, group: String? = nil,
        notes: [Diagnostic.Note] = [], origin: Origin = .compiler, targetName: String? = nil,
        end: SourceLocation? = nil, identifier: String? = nil
    ) {
        self.identifier = identifier
        self.severity = severity
        self.location = location
        self.end = end
        self.message = message
        self.group = group
        self.notes = notes
        self.origin = origin
        self.targetName = targetName
    }

    /// Whether the location is in a Markdown file, i.e. inside a `#sourceLocation` region of an example.
    public var isInMarkdown: Bool {
        guard let file = location?.file.lowercased() else { return false }
        return file.hasSuffix(".md") || file.hasSuffix(".markdown")
    }

    /// The docgen diagnostic for this problem: `DG0601`/`DG0602` for compiler errors and warnings, `DG0610` for
    /// linker errors, `DG0609` for build-system errors.
    ///
    /// Covers the printed span (``end``) when known.
    /// - Parameter location: overrides the printed location (e.g. a generated-file location mapped to the
    ///   example's first doc line by the caller); the diagnostic is then a point there.
    public func diagnostic(at location: SourceLocation? = nil) -> Diagnostic {
        let id: DiagnosticID
        switch (origin, severity) {
        case (.linker, _): id = .linkError
        case (.buildSystem, _): id = .unattributedBuildError
        case (.compiler, .error): id = .exampleCompileError
        case (.compiler, _): id = .exampleCompileWarning
        }
        var diagnostic =
            if location == nil, let start = self.location, let end {
                Diagnostic(severity, id, spanning: SourceRange(start, end), message, notes: notes)
            } else {
                Diagnostic(severity, id, at: location ?? self.location, message, notes: notes)
            }
        diagnostic.compiler = fact
        return diagnostic
    }

    /// The compiler's identifier and the values the message quotes, when the compiler printed an identifier.
    public var fact: CompilerFact? {
        identifier.map { CompilerFact(identifier: $0, message: message) }
    }

    /// The target a generated-source path belongs to: `<target>` of `…/Sources/<target>/…`,
    /// `…/Tests/<target>/…` or of a build directory `…/<target>.build/…` (object files named by linkers).
    public static func targetName(inPath path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        for index in components.indices.reversed() {
            let component = components[index]
            if index + 2 < components.count, component == "Sources" || component == "Tests" {
                return String(components[index + 1])
            }
            if index + 1 < components.count, component.hasSuffix(".build"), component != ".build" {
                return String(component.dropLast(".build".count))
            }
        }
        return nil
    }
}
