import DocgenCore
import ExampleExtraction
import SwiftSyntax

/// The other readings of a fragment whose class the doc never shows (issue 31: the most charitable reading
/// that still compiles). Extraction guesses once: members with no type before them go into a hidden
/// view controller. When the compiler's facts say the code is another kind of UIKit object's — `self` passed
/// where a `UITableViewCell` is expected, an `override` of a method only a cell or a view has, a member only
/// they have — the same code is tried as that kind's members, and the reading with the fewest errors of the
/// doc's wins. The kinds are Apple's classes an app subclasses for such code; which of them to try comes
/// from the facts (the types the compiler names, Apple's data for the members), never from the message.
struct HostSearch {
    var symbols: AppleUIKitSymbols

    /// The kinds of host a fragment's members may be written for, in the order they are preferred on a tie.
    static let hostKinds = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UITableViewCell",
        "UICollectionViewCell", "UIView",
    ]

    /// At most this many other readings are compiled for one example.
    static let maximumCandidates = 2

    /// The superclass the hidden host has now, when the example has one docgen synthesized.
    static func hostSuperclass(of example: Example) -> String? {
        guard let type = example.hostType, let header = hostHeader(of: example) else { return nil }
        let inherited = example.program.lines[header].text.dropFirst("class \(type):".count)
        return inherited.split(whereSeparator: { $0 == "," || $0 == "{" }).first?.trimmingCharacters(
            in: .whitespaces)
    }

    private static func hostHeader(of example: Example) -> Int? {
        guard let type = example.hostType else { return nil }
        return example.program.lines.firstIndex { line in
            line.isHidden && line.origin == nil && line.text.hasPrefix("class \(type):")
        }
    }

    /// The example with its hidden host made a subclass of `superclass` (its protocols kept), not run: its
    /// entry point opens a view controller.
    static func hosted(_ example: Example, as superclass: String) -> Example {
        guard let header = hostHeader(of: example), let current = hostSuperclass(of: example),
            let type = example.hostType
        else { return example }
        var read = example
        let text = read.program.lines[header].text
        let rest = text.dropFirst("class \(type): ".count + current.count)
        read.program.lines[header].text = "class \(type): \(superclass)" + rest
        if read.mode == .runnable { read.mode = .noRun }
        return read
    }

    /// ``hosted(_:as:)``, opened by the generated entry point only when the kind is a view controller.
    func hosted(_ example: Example, as kind: String) -> Example {
        var read = Self.hosted(example, as: kind)
        if !symbols.surface.isSubclass(kind, of: "UIViewController") { read.hostType = nil }
        return read
    }

    /// The other host kinds worth compiling, from the errors of the first reading: the kinds the compiler
    /// expected the host to be, those Apple's data says have a member the host lacks or overrides.
    func candidates(for example: Example, errors: [Diagnostic]) -> [String] {
        guard let host = example.hostType, let current = Self.hostSuperclass(of: example) else { return [] }
        var votes: [String: Int] = [:]
        for error in errors {
            guard let fact = error.compiler else { continue }
            var kinds: [String] = []
            if fact.identifier.hasPrefix("cannot_convert"), fact[argument: 0] == host, let expected = fact[argument: 1]
            {
                let type = CompileFailureClassifier.baseType(expected)
                kinds = Self.hostKinds.filter { symbols.surface.isSubclass($0, of: type) || $0 == type }
            } else if fact.is("could_not_find_value_member"), fact[argument: 0] == host, let member = fact[argument: 1]
            {
                kinds = Self.hostKinds.filter { symbols.member(member, of: $0) != nil }
            } else if fact.is("method_does_not_override") || fact.is("property_does_not_override"),
                let location = error.location, let name = overriddenName(at: location, in: example)
            {
                kinds = Self.hostKinds.filter { symbols.member(name, of: $0) != nil }
            }
            for kind in kinds where kind != current { votes[kind, default: 0] += 1 }
        }
        let order = Dictionary(uniqueKeysWithValues: Self.hostKinds.enumerated().map { ($1, $0) })
        return votes.sorted { ($1.value, order[$0.key] ?? 0) < ($0.value, order[$1.key] ?? 0) }
            .prefix(Self.maximumCandidates).map(\.key)
    }

    private func overriddenName(at location: DocgenCore.SourceLocation, in example: Example) -> String? {
        ProgramSyntax(example.program).overriddenMethod(at: location)?.method
    }

    /// The properties a needed name is on another host kind the hidden host's class could be, as Apple declares
    /// them (`var tableView: UITableView!`): a view controller whose table methods have no `override` is no
    /// `UITableViewController`, and its `tableView` is then its own outlet, which the doc does not show. Only a
    /// kind that is a subclass of the host's superclass counts (what a `UIViewController`'s code may have of a
    /// table or collection view controller's, a `UIView`'s of a cell's), each name once, in ``hostKinds``
    /// order.
    func hostProperties(for example: Example, needs: [String]) -> [(name: String, declaration: String)] {
        guard let current = Self.hostSuperclass(of: example) else { return [] }
        let kinds = Self.hostKinds.filter { $0 != current && symbols.surface.isSubclass($0, of: current) }
        return needs.compactMap { need -> (name: String, declaration: String)? in
            guard symbols.member(need, of: current) == nil else { return nil }
            for kind in kinds {
                guard let symbol = symbols.surface.member(need, of: kind), symbol.kind == .property,
                    let type = Self.propertyType(symbol.declaration)
                else { continue }
                return (need, "var \(need): \(type)")
            }
            return nil
        }
    }

    /// The host kind that has every needed name the hidden host's class lacks and Apple's data gives some
    /// kind (`addSubview` of `self.addSubview(button)`: statements written in a view), the most general such
    /// kind (a `UIView` rather than a cell, which is one); nil when no kind has them all, or none is needed.
    func hostKind(for example: Example, needs: [String]) -> String? {
        guard let current = Self.hostSuperclass(of: example) else { return nil }
        let missing = needs.filter { need in
            symbols.member(need, of: current) == nil && Self.hostKinds.contains { symbols.member(need, of: $0) != nil }
        }
        guard !missing.isEmpty else { return nil }
        let having = Self.hostKinds.filter { kind in
            kind != current && missing.allSatisfy { symbols.member($0, of: kind) != nil }
        }
        return having.first { kind in
            !having.contains { $0 != kind && symbols.surface.isSubclass(kind, of: $0) }
        }
    }

    /// The type of a property's one-line declaration (`UITableView!` of `var tableView: UITableView! { get set }`).
    static func propertyType(_ declaration: String) -> String? {
        guard let colon = declaration.firstIndex(of: ":") else { return nil }
        let type = declaration[declaration.index(after: colon)...].prefix { $0 != "{" }
            .trimmingCharacters(in: .whitespaces)
        return type.isEmpty ? nil : type
    }

    /// The example with `statements` (each one or more lines) as hidden lines at the top of each function docgen
    /// wrapped the doc's statements in (a synthesized line opening a body, then the doc's), or before the doc's
    /// first line when it wrapped none, not run.
    static func withStatements(_ example: Example, _ statements: [String]) -> Example {
        let lines = example.program.lines
        var starts = lines.indices.dropFirst().filter { index in
            lines[index].origin != nil && lines[index - 1].origin == nil && lines[index - 1].text.hasSuffix("{")
        }
        if starts.isEmpty, let first = lines.firstIndex(where: { $0.origin != nil }) { starts = [first] }
        return inserting(statements, in: example, at: starts, indent: "")
    }

    /// The example with `members` (each one or more lines) as hidden lines at the top of its hidden host, not
    /// run.
    static func withHostMembers(_ example: Example, _ members: [String]) -> Example {
        guard let header = hostHeader(of: example) else { return example }
        return inserting(members, in: example, at: [header + 1], indent: "    ")
    }

    /// The example with each type's `members` as hidden lines at the top of the body of the first declaration
    /// of that type the example shows (a class, struct, enum or actor: an extension holds no stored
    /// property), not run. A type whose body opens and closes on one line takes none.
    static func withTypeMembers(_ example: Example, _ members: [String: [String]]) -> Example {
        guard !members.isEmpty else { return example }
        let tree = SwiftSourceTrees.tree(of: example.program.text)
        let converter = SourceLocationConverter(fileName: "program.swift", tree: tree)
        var bodies: [(line: Int, members: [String])] = []
        var seen: Set<String> = []
        for statement in tree.statements {
            guard let group = statement.item.as(DeclSyntax.self), !group.is(ExtensionDeclSyntax.self),
                let type = group.asProtocol(NamedDeclSyntax.self)?.name.text,
                let body = group.asProtocol(DeclGroupSyntax.self)?.memberBlock, let wanted = members[type],
                seen.insert(type).inserted
            else { continue }
            let open = body.leftBrace.endLocation(converter: converter).line
            guard body.rightBrace.startLocation(converter: converter).line > open else { continue }
            bodies.append((open, wanted))
        }
        var read = example
        for (line, lines) in bodies.sorted(by: { $0.line > $1.line }) {
            read = inserting(lines, in: read, at: [line], indent: "    ")
        }
        return read
    }

    /// `code` (each one or more lines) as hidden lines before each of the program's line `indices`, not run.
    private static func inserting(_ code: [String], in example: Example, at indices: [Int], indent: String)
        -> Example
    {
        var read = example
        let inserted = code.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { ProgramLine(text: indent + $0, origin: nil, isHidden: true) }
        for index in indices.sorted().reversed() { read.program.lines.insert(contentsOf: inserted, at: index) }
        if read.mode == .runnable { read.mode = .noRun }
        return read
    }
}
