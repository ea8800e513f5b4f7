import DocgenCore
import ExampleExtraction
import ExampleGeneration
import Foundation

/// Per example, the key its kept check result is valid under (`ResultsCache.key(…)`): a hash of
/// everything the result depends on — the example's own generated files (by `ExampleFileLayout`) and its
/// mode (for Objective-C, its assembled program), the templates, the headless UIKit's sources (and its
/// Objective-C headers), the toolchain and docgen's version.
public struct CacheKeys: Hashable, Sendable {
    /// What every example's key shares.
    public struct Environment: Hashable, Sendable {
        /// Hashes of the template directories (docgen's, then the overrides), `+`-joined.
        public var templatesHash: String
        /// Hashes of the sources of the docgen modules the generated package imports (the headless UIKit and
        /// the example support), `+`-joined.
        public var uikitHash: String
        /// The toolchain and docgen versions.
        public var toolchain: String

        public init(templatesHash: String, uikitHash: String, toolchain: String) {
            self.templatesHash = templatesHash
            self.uikitHash = uikitHash
            self.toolchain = toolchain
        }

        /// Reads the directories: the template directories (docgen's own, then the overrides), the
        /// `ExamplePackageGenerator.docgenModuleDirectories` of the docgen package at `uikitPackage`; `swift
        /// --version` (run once per process) and `docgenVersion` name the toolchain.
        public static func current(templateDirectories: [URL], uikitPackage: URL, docgenVersion: String) -> Self {
            Environment(
                templatesHash: hashOfDirectories(templateDirectories),
                uikitHash: hashOfDirectories(
                    ExamplePackageGenerator.docgenModuleDirectories.map { uikitPackage.appendingPathComponent($0) }
                        + [ObjectiveCToolchain.headerDirectory(inDocgenPackage: uikitPackage)]),
                toolchain: swiftVersion + " docgen " + docgenVersion)
        }

        /// Each directory's content hash (`-` for one that cannot be read), `+`-joined.
        static func hashOfDirectories(_ directories: [URL]) -> String {
            directories.map { (try? ContentHasher.hashOfDirectory($0)) ?? "-" }.joined(separator: "+")
        }

        /// The Swift compiler's version (`swift --version`, remembered: see `ToolchainVersion`), empty if
        /// it cannot be run; read once per process.
        static let swiftVersion: String = ToolchainVersion.current()
    }

    /// Keys by example id.
    public var byExample: [String: String]

    public init(byExample: [String: String]) { self.byExample = byExample }

    /// The keys of every example of `examples`, whose package (all of it) is `tree`.
    public init(examples: ExampleSet, tree: GeneratedTree, environment: Environment) {
        byExample = [:]
        // Each file is hashed once: a plain-Swift document's examples share its script, and a key that held
        // the script's text made the keys of a document of n listings cost n times its length.
        var fileHashes: [String: String] = [:]
        func hash(of path: String) -> String? {
            if let known = fileHashes[path] { return known }
            let hash = tree.files[path].map { StableHash.fnv1a64Hex($0) }
            fileHashes[path] = hash
            return hash
        }
        for example in examples.examples {
            let paths = ExampleFileLayout(ExamplePlan(example), in: examples).paths
            var program =
                paths.compactMap { path in hash(of: path).map { "\(path) \($0)" } }.joined(separator: "\n")
                + "\(example.mode)"
            // Objective-C is not in the package: its key is its program, as clang reads it.
            if example.language == .objectiveC { program += "\n" + example.program.dump }
            byExample[example.id] = ResultsCache.key(
                program: program, templatesHash: environment.templatesHash, uikitHash: environment.uikitHash,
                toolchain: environment.toolchain)
        }
    }

    /// The key of one example, nil for an id that is not one of the examples.
    public subscript(id: String) -> String? { byExample[id] }

    /// Every example's id.
    public var exampleIDs: Set<String> { Set(byExample.keys) }
}

extension CacheKeys {
    /// Adds the keys of the book's tests `programs` (by `BookTestRunner.id(of:)`): a test's result depends on
    /// its content, the content of the tests it imports (looked up among `modules`, as the runner does), where
    /// it is written (its result is reported there), the toolchain and docgen's version.
    public mutating func addBookTests(_ programs: [BookTestProgram], modules: [BookTestProgram], toolchain: String) {
        let byName = Dictionary(
            modules.map { ($0.file + "\n" + $0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for program in programs {
            let imported = program.imports.compactMap { byName[program.file + "\n" + $0] }
            let places = program.places.map(\.description).joined(separator: " ")
            let content = ([program] + imported).map(\.content).joined(separator: "\n\u{1}\n")
            byExample[BookTestRunner.id(of: program)] = ResultsCache.key(
                program: "book test\n" + places + "\n" + content, templatesHash: "", uikitHash: "",
                toolchain: toolchain)
        }
    }
}
