import DocParsing
import DocgenCore
import ExampleChecking
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
            Examples/ SwiftPM package (one module for the examples that can share it, a target for each \
            other one, a runner, generated tests and entry fixtures) through the Mustache templates of \
            Templates/, and the HTML site (site/) with \
            each example's status from the last 'docgen check'. Prints, per example, its id, its \
            sources and how it was assembled. Files docgen did not generate are never overwritten or \
            deleted; an unchanged output is left untouched.
            """,
        options: [.output] + CommandSpec.Option.generation + [.site],
        flags: [.quiet, .noSite, .followLinks, .force],
        positionalName: "PATH…",
        positionalHelp: "Markdown files or directories (default: Docs/)")

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        let options = BuildOptions(arguments)
        let prepared: PreparedBuild
        switch PreparedBuild.prepare(options, console: console) {
        case .success(let value): prepared = value
        case .failure(let code): return code
        }
        let site = arguments.has(.noSite) ? nil : arguments.value(.site) ?? SiteBuild.defaultDirectory
        let clashes = OutputGuard.problems(
            output: options.output, site: site, junit: nil, inputs: options.paths,
            documents: prepared.documents.map(\.path))
        if !clashes.isEmpty {
            console.report(clashes)
            return .usage
        }
        if !arguments.has(.quiet) {
            console.print(prepared.examples.report)
            let sharing = ModuleSharing.report(prepared.examples)
            if !sharing.isEmpty { console.print(sharing) }
        }
        let force = arguments.has(.force)
        console.report(GeneratedTree.recover(URL(fileURLWithPath: options.output)))
        switch prepared.tree.write(
            to: URL(fileURLWithPath: options.output), force: force, beforeStep: TestInterruption.hook)
        {
        case .success(let outcome):
            let built = prepared.examples.examples.filter { ExamplePlan($0).isBuilt }.count
            // Objective-C is not in the package: `docgen check` type-checks it with clang.
            let objectiveC = prepared.examples.examples.filter { ExamplePlan($0).isTypeCheckedWithClang }.count
            let skipped = prepared.examples.examples.count - built - objectiveC
            let counts =
                "\(built) examples built, "
                + (objectiveC == 0 ? "" : "\(objectiveC) Objective-C type-checked by docgen check, ")
                + "\(skipped) skipped"
            switch outcome {
            case .unchanged:
                console.print("\(options.output)/: up to date (\(counts))")
            case .written(let added, let changed, let removed):
                console.print(
                    "\(options.output)/: \(added.count) added, \(changed.count) changed, \(removed.count) removed (\(counts))"
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
    /// Whether a document built has an error that leaves it in (a code fence never closed: its example fails).
    var hadDocumentError = false
    /// The exit code the command returns when nothing else fails: `ioError` if some input could not be
    /// read, `dataError` if documents were left out or have errors.
    var inputProblem: ExitCode? {
        hadIOError ? .ioError : leftOut.isEmpty && !hadDocumentError ? nil : .dataError
    }

    /// Loads, extracts and renders, printing diagnostics; fails with the exit code to return.
    ///
    /// A document with an error located in it is left out and the others are prepared (see
    /// `ExampleSet.extractLeavingOutBadDocuments`); an error located nowhere (a missing path, no documents at all) stops.
    static func prepare(_ options: BuildOptions, console: Console) -> Result<PreparedBuild, ExitCode> {
        // Assembly and checking read Apple's UIKit surface: without it nothing is extracted. The site and
        // translations read OpenCC's Han tables.
        if let failure = UIKitSurfaceRequirement.check(console: console) { return .failure(failure) }
        if let failure = HanTablesRequirement.check(console: console) { return .failure(failure) }
        let loaded = DocumentLoader.load(paths: options.paths, followLinks: options.followLinks)
        let (documents, examples, diagnostics, leftOut) = ExampleSet.extractLeavingOutBadDocuments(
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
        switch ExamplePackageGenerator.loadTemplates(root: options.templateRoot, overrides: options.templateOverrides) {
        case .success(let loaded): templates = loaded
        case .failure(let failure):
            console.report(failure.diagnostics)
            return .failure(.dataError)
        }
        let generator = ExamplePackageGenerator(
            templates: templates,
            docgenPackagePath: DocgenPackage.relativePath(from: options.output, to: options.uikitPackage),
            packageDirectory: options.output)
        switch generator.generate(examples) {
        case .success(let tree):
            return .success(
                PreparedBuild(
                    documents: documents, examples: examples, generator: generator, tree: tree, leftOut: leftOut,
                    hadIOError: loaded.hadIOError,
                    hadDocumentError: diagnostics.contains { $0.severity == .error && $0.location != nil }))
        case .failure(let failure):
            console.report(failure.diagnostics)
            return .failure(.dataError)
        }
    }
}
