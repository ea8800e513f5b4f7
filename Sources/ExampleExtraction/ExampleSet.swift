import DocParsing
import DocgenCore

/// All examples of a set of documents, in the order of their primary source (file, then line).
///
/// Made by `extract(from:)`; consumed by the generator (one target per built example), the checker
/// (results mapped back to every source) and the site (badges, sessions).
public struct ExampleSet: Hashable, Sendable, Codable {
    public var examples: [Example]
    /// The programs of plain Swift the examples of plain-Swift documents are compiled and run as, in order.
    public var scripts: [ExampleScript] = []

    public init(examples: [Example], scripts: [ExampleScript] = []) {
        self.examples = examples
        self.scripts = scripts
    }

    /// The script an example is checked in (that of its first source's document), if any.
    public func script(of exampleID: String) -> ExampleScript? {
        scripts.first { script in
            script.exampleIDs.contains(exampleID) && self[id: exampleID]?.sources.first?.file == script.file
        }
    }

    /// The example with this id.
    public subscript(id id: String) -> Example? {
        examples.first { $0.id == id }
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
