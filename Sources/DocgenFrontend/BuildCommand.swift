import DocParsing
import DocgenCore
import ExampleExtraction
import ExampleGeneration
import Foundation
import Mustache

/// `docgen build`: extracts the examples of the docs and writes the `Examples/` package.
enum BuildCommand: DocgenCommand {
    static let spec = CommandSpec(
        name: "build",
        abstract: "Generate the Examples/ package from the docs",
        discussion: """
            Extracts every code example of the docs, assembles fragments into programs, and writes the \
            Examples/ SwiftPM package (one target per example, a runner, generated tests and entry \
            fixtures) through the Mustache templates of Templates/, and the HTML site (site/) with \
            each example's status from the last 'docgen check'. Prints, per example, its id, its \
            sources and how it was assembled. Files docgen did not generate are never overwritten or \
            deleted; an unchanged output is left untouched.
            """,
        options: [
            .init(name: "output", valueName: "dir", help: "Where to write the package (default: Examples)"),
            .init(name: "templates", valueName: "dir", help: "Templates that override those of Templates/ by name"),
            .init(name: "template-root", valueName: "dir", help: "docgen's own templates (default: Templates)"),
            .init(
                name: "uikit-package", valueName: "dir",
                help: "The docgen package providing the headless UIKit (default: .)"),
            .init(name: "site", valueName: "dir", help: "Where to write the HTML site (default: site)"),
        ],
        flags: [
            .init(name: "quiet", help: "Print only the summary lines and problems"),
            .init(name: "no-site", help: "Do not write the HTML site"),
            .followLinks,
            .init(name: "force", help: "Overwrite generated files that were edited by hand"),
        ],
        positionalName: "PATH…",
        positionalHelp: "Markdown files or directories (default: Docs/)")

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        let options = BuildOptions(arguments)
        let prepared: PreparedBuild
        switch PreparedBuild.prepare(options, console: console) {
        case .success(let value): prepared = value
        case .failure(let code): return code
        }
        let site = arguments.has("no-site") ? nil : arguments.value("site") ?? SiteBuild.defaultDirectory
        let clashes = OutputGuard.problems(
            output: options.output, site: site, junit: nil, inputs: options.paths,
            documents: prepared.documents.map(\.path))
        if !clashes.isEmpty {
            console.report(clashes)
            return .usage
        }
        if !arguments.has("quiet") {
            console.print(prepared.examples.report)
            let sharing = ModuleSharing.report(prepared.examples)
            if !sharing.isEmpty { console.print(sharing) }
        }
        let force = arguments.has("force")
        console.report(GeneratedTree.recover(URL(fileURLWithPath: options.output)))
        switch prepared.tree.write(
            to: URL(fileURLWithPath: options.output), force: force, beforeStep: TestInterruption.hook)
        {
        case .success(let outcome):
            let built = prepared.examples.examples.filter { $0.mode.isBuilt && $0.language == .swift }.count
            let skipped = prepared.examples.examples.count - built
            switch outcome {
            case .unchanged:
                console.print("\(options.output)/: up to date (\(built) examples built, \(skipped) skipped)")
            case .written(let added, let changed, let removed):
                console.print(
                    "\(options.output)/: \(added.count) added, \(changed.count) changed, \(removed.count) removed (\(built) examples built, \(skipped) skipped)"
                )
            }
        case .failure(let failure):
            console.report(failure.diagnostics)
            return failure.diagnostics.contains { $0.id == .outputNotWritable } ? .ioError : .problemsFound
        }
        guard let site else { return prepared.inputProblem ?? .ok }
        let written = SiteBuild.write(prepared, options: options, to: site, force: force, console: console)
        return written == .ok ? prepared.inputProblem ?? .ok : written
    }
}

/// The options `build` and `check` share.
struct BuildOptions {
    var paths: [String]
    var output: String
    var templateRoot: String
    var templateOverrides: String?
    var uikitPackage: String
    var followLinks: Bool

    init(_ arguments: ParsedArguments) {
        paths = arguments.positionals.isEmpty ? ["Docs"] : arguments.positionals
        followLinks = arguments.has(CommandSpec.Flag.followLinks.name)
        output = arguments.value("output") ?? "Examples"
        templateOverrides = arguments.value("templates")
        let home = DocgenPackage.located
        uikitPackage = arguments.value("uikit-package") ?? home ?? "."
        // A project's own Templates/ first, else docgen's.
        let local = FileManager.default.fileExists(atPath: "Templates")
        templateRoot =
            arguments.value("template-root") ?? (local ? "Templates" : home.map { $0 + "/Templates" } ?? "Templates")
    }
}

/// Where the docgen package is (the headless UIKit the generated package builds against, and docgen's own
/// templates), so docgen works from any project directory.
enum DocgenPackage {
    /// `$DOCGEN_PACKAGE` if it is the docgen package (the SwiftPM plugin sets it), else the current
    /// directory if it is, else the package the running `docgen` was built in (found above the
    /// executable), else nil.
    static let located: String? = {
        func isDocgen(_ directory: URL) -> Bool {
            let manifest = directory.appendingPathComponent("Package.swift")
            return (try? String(contentsOf: manifest, encoding: .utf8))?.contains("name: \"HeadlessUIKit\"") == true
        }
        if let given = ProcessInfo.processInfo.environment["DOCGEN_PACKAGE"], isDocgen(URL(fileURLWithPath: given)) {
            return given
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if isDocgen(current) { return "." }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<6 {
            if isDocgen(directory) { return directory.path }
            directory.deleteLastPathComponent()
        }
        return nil
    }()
}

/// Docs loaded, examples extracted and the package rendered in memory, ready to write or compare.
struct PreparedBuild {
    var documents: [Document]
    var examples: ExampleSet
    var generator: ExamplePackageGenerator
    var tree: GeneratedTree
    /// Documents with errors, left out of the build (the others are built), by path.
    var leftOut: Set<String> = []
    /// Whether some input could not be read (I/O) though others were.
    var hadIOError = false
    /// The exit code the command returns when nothing else fails: `ioError` if some input could not be
    /// read, `dataError` if documents were left out.
    var inputProblem: ExitCode? { hadIOError ? .ioError : leftOut.isEmpty ? nil : .dataError }

    /// Loads, extracts and renders, printing diagnostics; fails with the exit code to return.
    ///
    /// A document with an error located in it is left out and the others are prepared (see
    /// `PreparedBuild+LeftOut.swift`); an error located nowhere (a missing path, no documents at all) stops.
    static func prepare(_ options: BuildOptions, console: Console) -> Result<PreparedBuild, ExitCode> {
        let loaded = DocumentLoader.load(paths: options.paths, followLinks: options.followLinks)
        let (documents, examples, diagnostics, leftOut) = extractLeavingOutBadDocuments(
            loaded.documents, loaded.diagnostics)
        console.report(diagnostics)
        let unlocated = diagnostics.contains { $0.severity == .error && $0.location == nil }
        if unlocated || (documents.isEmpty && (!leftOut.isEmpty || loaded.hadIOError)) {
            return .failure(loaded.hadIOError ? .ioError : .dataError)
        }
        if !leftOut.isEmpty {
            console.report([
                .warning(
                    .documentsLeftOut, at: nil,
                    "\(leftOut.count) document\(leftOut.count == 1 ? "" : "s") with errors left out of this build (\(leftOut.sorted().joined(separator: ", "))); the other \(documents.count) built"
                )
            ])
        }

        let templates: MustacheLibrary
        do {
            templates = try MustacheLibrary(
                directory: URL(fileURLWithPath: options.templateRoot),
                overrides: options.templateOverrides.map { URL(fileURLWithPath: $0) }, isStrict: true)
            try templates.validate()
        } catch {
            var message = error.message
            if !FileManager.default.fileExists(atPath: options.templateRoot) {
                message =
                    "no templates at '\(options.templateRoot)'; run docgen in a project with Templates/, or pass --template-root DIR"
            }
            console.report([.error(.templateError, at: error.location, message)])
            return .failure(.dataError)
        }
        let generator = ExamplePackageGenerator(
            templates: templates, docgenPackagePath: relativePath(from: options.output, to: options.uikitPackage))
        switch generator.generate(examples) {
        case .success(let tree):
            return .success(
                PreparedBuild(
                    documents: documents, examples: examples, generator: generator, tree: tree, leftOut: leftOut,
                    hadIOError: loaded.hadIOError))
        case .failure(let failure):
            console.report(failure.diagnostics)
            return .failure(.dataError)
        }
    }

    /// The path from directory `from` to directory `to`, both relative to the current directory or absolute.
    static func relativePath(from: String, to: String) -> String {
        let base = URL(fileURLWithPath: from).standardizedFileURL.pathComponents
        let target = URL(fileURLWithPath: to).standardizedFileURL.pathComponents
        var common = 0
        while common < min(base.count, target.count), base[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let path = (ups + target[common...]).joined(separator: "/")
        return path.isEmpty ? "." : path
    }
}
