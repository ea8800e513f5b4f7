import DocParsing
import DocgenCore

/// All examples of a set of documents, in the order of their primary source (file, then line).
///
/// Made by `extract(from:)`; consumed by the generator (one target per built example), the checker
/// (results mapped back to every source) and the site (badges, sessions).
public struct ExampleSet: Hashable, Sendable, Codable {
    public var examples: [Example] { didSet { positions = Self.firstPositions(examples.map(\.id)) } }
    /// The programs of plain Swift the examples of plain-Swift documents are compiled and run as, in order.
    public var scripts: [ExampleScript] = [] { didSet { scriptPositions = Self.scriptPositions(scripts) } }
    /// Where the first example of each id is in `examples`, and which scripts list each id: the look-ups by
    /// id were scans, and a check of one document of 5,000 listings made 5,000 of them for each listing.
    private var positions: [String: Int]
    private var scriptPositions: [String: [Int]]

    public init(examples: [Example], scripts: [ExampleScript] = []) {
        self.examples = examples
        self.scripts = scripts
        positions = Self.firstPositions(examples.map(\.id))
        scriptPositions = Self.scriptPositions(scripts)
    }

    /// The script an example is checked in (that of its first source's document), if any.
    public func script(of exampleID: String) -> ExampleScript? {
        let file = self[id: exampleID]?.sources.first?.file
        return scriptPositions[exampleID]?.lazy.map { scripts[$0] }.first { $0.file == file }
    }

    /// The example with this id.
    public subscript(id id: String) -> Example? {
        positions[id].map { examples[$0] }
    }

    private static func firstPositions(_ ids: [String]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (position, id) in ids.enumerated() where positions[id] == nil { positions[id] = position }
        return positions
    }

    private static func scriptPositions(_ scripts: [ExampleScript]) -> [String: [Int]] {
        var positions: [String: [Int]] = [:]
        for (position, script) in scripts.enumerated() {
            for id in script.exampleIDs where positions[id]?.last != position {
                positions[id, default: []].append(position)
            }
        }
        return positions
    }

    // The look-ups are derived: a set is its examples and its scripts.
    private enum CodingKeys: String, CodingKey { case examples, scripts }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            examples: try container.decode([Example].self, forKey: .examples),
            scripts: try container.decodeIfPresent([ExampleScript].self, forKey: .scripts) ?? [])
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.examples == rhs.examples && lhs.scripts == rhs.scripts }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(examples)
        hasher.combine(scripts)
    }

    /// The example whose program includes a block with this Markdown line in this file (any source).
    public func example(at location: SourceLocation) -> Example? {
        examples.first { $0.isWritten(at: location) }
    }

    /// Groups the code blocks of `documents` into examples (see `ExampleSetBuilder` for the rules) and
    /// reports the problems found (malformed sessions, unbalanced snippet markers, …).
    public static func extract(from documents: [Document]) -> (ExampleSet, [Diagnostic]) {
        // Every Swift block is parsed first, on all cores; the builder then finds its trees parsed.
        SwiftSourceTrees.parseAll(
            Set(documents.flatMap { $0.codeBlocks.filter { $0.language == .swift }.map(\.code) }))
        var builder = ExampleSetBuilder()
        var declared: [String: [DeclaredPackage]] = [:]
        var packageDiagnostics: [Diagnostic] = []
        for document in documents.sorted(by: { $0.path < $1.path }) {
            builder.add(document)
            let (packages, found) = DeclaredPackage.declared(by: document)
            declared[document.path] = packages
            packageDiagnostics += found
        }
        packageDiagnostics += DeclaredPackage.conflicts(
            in: documents.map(\.path).sorted().map { ($0, declared[$0] ?? []) })
        var (set, diagnostics) = builder.finish()
        // Decided before anything is built: a module that cannot be imported here skips the example, unless
        // a package its document declares provides it.
        set.examples = set.examples.map { example in
            var packages: [DeclaredPackage] = []
            for file in example.sources.map(\.file) {
                for package in declared[file] ?? [] where !packages.contains(package) { packages.append(package) }
            }
            return ModuleAvailability.applied(to: example, declared: packages)
        }
        return (set, packageDiagnostics + diagnostics)
    }

    /// One paragraph per example, as `docgen build` prints it: id, mode, sources, assembly; a control
    /// character of a path or a title is `�` (``DiagnosticRenderer/printableFile(_:)``).
    public var report: String {
        examples.map { example in
            var lines = ["\(example.id) [\(example.language), \(example.mode)]"]
            lines.append("  sources: " + example.sources.map(\.description).joined(separator: ", "))
            lines.append("  assembly: " + example.assembly)
            if let version = example.version { lines.append("  \(version)") }
            if let host = example.hostType { lines.append("  host: \(host)") }
            if !example.packageProducts.isEmpty {
                lines.append(
                    "  packages: "
                        + example.packageProducts.map { "\($0.product) from \($0.package.declaredPath)" }
                        .joined(separator: ", "))
            }
            if !example.entries.isEmpty {
                lines.append("  entries: " + example.entries.map(\.title).joined(separator: ", "))
            }
            for session in example.sessions {
                lines.append("  session at \(session.location): \(session.steps.count) steps")
            }
            return lines.map(DiagnosticRenderer.printableFile).joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
