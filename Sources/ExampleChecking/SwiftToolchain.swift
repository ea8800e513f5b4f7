import DocgenCore
import ExampleExtraction
import ExampleGeneration
import Foundation

/// The real toolchain: renders the scratch package and runs `swift build` on it, and compiles one example's
/// generated file alone with `swiftc` against the modules that build left in `.build/debug/Modules`.
struct SwiftToolchain: CheckToolchain {
    var examples: ExampleSet
    /// The generator, writing into the scratch package (its paths as seen from there).
    var generator: ExamplePackageGenerator
    var options: ExampleChecker.Options

    init(examples: ExampleSet, generator: ExamplePackageGenerator, options: ExampleChecker.Options) {
        self.examples = examples
        self.options = options
        var scratch = generator
        scratch.docgenPackagePath = options.docgenPackagePath
        scratch.packageDirectory = options.packageDirectory.path
        self.generator = scratch
    }

    /// `swift build` of the scratch package. The runner holds the tests, so building it builds everything
    /// checked (the test target is left out). No index store: nothing reads the scratch package's index, and
    /// writing it made a cold build about 40% slower here. Linked by lld when the toolchain has it (`ld.lld`
    /// beside `swift`): the runner links every object of the headless UIKit again after each edit, and
    /// lld took about two thirds of gold's time for it here (bench/check-scaling). Each diagnostic carries the
    /// compiler's identifier (`-debug-diagnostic-names`), the fact verdicts are decided from.
    static func buildArguments(swift: String) -> [String] {
        ["build", "--disable-index-store", "-Xswiftc", "-debug-diagnostic-names"]
            + (ToolchainTools.find("ld.lld", besideSwift: swift) == nil ? [] : ["-Xswiftc", "-use-ld=lld"])
    }

    /// What `swiftc` does to an example compiled alone: SIL, not just a type check, so that the errors of the
    /// mandatory passes (a missing return, a variable used before it is set) are found alone too; with the
    /// compiler's identifier of each diagnostic.
    static let compileAloneArguments = ["-emit-sil", "-o", "/dev/null", "-debug-diagnostic-names"]

    func build(_ ids: Set<String>, ownModule: Set<String>) -> PackageBuild {
        let fileManager = FileManager.default
        try? fileManager.createDirectory(
            at: options.packageDirectory.deletingLastPathComponent(), withIntermediateDirectories: true)
        let written = generator.generate(examples, only: ids, ownModule: ownModule).flatMap { tree in
            // The scratch package is docgen's alone: whatever is there is replaced.
            tree.write(to: options.packageDirectory, force: true).map { _ in () }
        }
        if case .failure(let failure) = written { return .notWritten(failure.diagnostics) }
        discardBuildIfDocgenFilesChanged()
        let output: Subprocess.Output
        do {
            output = try runSwift(Self.buildArguments(swift: options.swift), timeLimit: options.buildTimeLimit)
        } catch {
            return .cannotRun("cannot run \(options.swift): \(error)")
        }
        if output.exitCode == 0 && !output.timedOut { return .built }
        let parsed = CompilerOutputParser(packageRoot: options.packageDirectory.path).parse(output.combined)
        return .failed(
            BuildFailure(
                errors: parsed.errors, timedOutAfter: output.timedOut ? options.buildTimeLimit : nil,
                outputTail: ExampleChecker.lastLines(output.combined)))
    }

    /// SwiftPM does not notice a file added to or removed from a target of a path dependency in an existing
    /// build: after docgen is updated, the scratch package failed "cannot find type 'CellStoreUpdate' in
    /// scope" in docgen's own UIKit until its `.build` was deleted by hand. So the file list of the docgen
    /// modules the package builds is kept in its `.build`, and a different list starts the build again.
    private func discardBuildIfDocgenFilesChanged() {
        let fileManager = FileManager.default
        let docgenPackage = options.docgenPackage
        let files = ExamplePackageGenerator.docgenModuleDirectories.flatMap { directory in
            ((try? fileManager.subpathsOfDirectory(atPath: docgenPackage.appendingPathComponent(directory).path))
                ?? []).sorted().map { directory + "/" + $0 }
        }
        let listing = files.joined(separator: "\n") + "\n"
        let build = options.packageDirectory.appendingPathComponent(".build")
        let record = build.appendingPathComponent("docgen-module-files.txt")
        guard (try? String(contentsOf: record, encoding: .utf8)) != listing else { return }
        try? fileManager.removeItem(at: build)
        try? fileManager.createDirectory(at: build, withIntermediateDirectories: true)
        try? listing.write(to: record, atomically: true, encoding: .utf8)
    }

    private func runSwift(_ arguments: [String], timeLimit: Double) throws -> Subprocess.Output {
        var command = Subprocess(
            options.swift,
            arguments + ["--package-path", options.packageDirectory.path] + options.swiftPMStateArguments,
            timeLimit: timeLimit, outputLimit: 64 << 20)
        // The same marker for every build of this scratch package, so SwiftPM's manifest cache stays valid.
        command.marker = "docgen-swiftpm-" + StableHash.fnv1a64Hex(options.packageDirectory.path)
        // SwiftPM evaluates the manifests of declared packages: it, they and its compilers write only the
        // package's `.build`, reach no network and never outlive docgen.
        return try command.jailed(writable: options.toolWritable).run()
    }

    /// Each declared package's `Package.swift` evaluated alone (`swift package dump-package`, in the jail,
    /// in parallel) within `manifestTimeLimit`: those that fail or do not finish, with why. One that
    /// evaluated is remembered by its text in the scratch `.build`, so an unchanged manifest costs once.
    func failingManifests(_ paths: Set<String>) -> [String: String] {
        let order = paths.sorted()
        let failures = ParallelResults<String?>(count: order.count)
        DispatchQueue.concurrentPerform(iterations: order.count) { index in
            failures[index] = .some(manifestFailure(at: order[index]))
        }
        var result: [String: String] = [:]
        for (path, failure) in zip(order, failures.values) { result[path] = failure }
        return result
    }

    /// Seconds one manifest may take alone: at most a quarter of what the whole build may, which comes after.
    var manifestTimeLimit: Double { min(options.manifestTimeLimit, options.buildTimeLimit / 4) }

    /// Why the manifest of the package at `path` does not evaluate; nil when it does.
    private func manifestFailure(at path: String) -> String? {
        let manifest = (try? Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent("Package.swift")))
        let record = options.swiftPMState.appendingPathComponent("evaluated-manifests")
        let key = record.appendingPathComponent(
            StableHash.fnv1a64Hex(path + "\n" + String(decoding: manifest ?? Data(), as: UTF8.self)))
        if FileManager.default.fileExists(atPath: key.path) { return nil }
        let scratch = options.swiftPMState.appendingPathComponent("manifests/\(StableHash.fnv1a64Hex(path))")
        var command = Subprocess(
            options.swift,
            ["package", "dump-package", "--package-path", path, "--scratch-path", scratch.path]
                + options.swiftPMStateArguments,
            timeLimit: manifestTimeLimit, outputLimit: 1 << 20)
        command.marker = "docgen-swiftpm-manifest-" + StableHash.fnv1a64Hex(path)
        // A manifest that crashes says why, without a backtrace.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        command.environment = environment
        // Not run: the build says why.
        guard let output = try? command.jailed(writable: [options.swiftPMState]).run() else { return nil }
        if output.timedOut { return "did not finish evaluating within \(Int(manifestTimeLimit)) s" }
        guard output.exitCode == 0 else {
            let errors = output.combined.split(separator: "\n").filter { $0.contains("error:") }.prefix(3)
            let why = errors.isEmpty ? ExampleChecker.lastLines(output.combined) : errors.joined(separator: " / ")
            return "does not evaluate: \(why)"
        }
        try? FileManager.default.createDirectory(at: record, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: key.path, contents: nil)
        return nil
    }

    func compileAlone(reading example: Example) -> [CompilerDiagnostic]? {
        var reading = self
        reading.examples.examples = examples.examples.map { $0.id == example.id ? example : $0 }
        return reading.compileAlone(example.id)
    }

    func compileAlone(_ id: String) -> [CompilerDiagnostic]? {
        guard case .success(let tree) = generator.generate(examples, only: [id], ownModule: [id]) else { return nil }
        let fileManager = FileManager.default
        let root = options.packageDirectory.deletingLastPathComponent().appendingPathComponent("alone-\(id)")
        defer { try? fileManager.removeItem(at: root) }
        var sources: [String] = []
        for (path, text) in tree.files.sorted(by: { $0.key < $1.key })
        where path.hasPrefix(ExampleFileLayout.sourceDirectory(ofModule: id) + "/") && path.hasSuffix(".swift") {
            let url = root.appendingPathComponent(path)
            try? fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard (try? text.write(to: url, atomically: true, encoding: .utf8)) != nil else { return nil }
            sources.append(url.path)
        }
        guard !sources.isEmpty else { return nil }
        let binPath = options.binaryDirectory
        let command = Subprocess(
            options.swiftc,
            Self.compileAloneArguments + [
                "-parse-as-library", "-swift-version", "5", "-module-name", id, "-I",
                binPath.appendingPathComponent("Modules").path, "-I", binPath.path,
            ] + options.moduleCacheArguments + sources,
            timeLimit: 300)
        let jailed = command.jailed(writable: options.toolWritable)
        guard let output = try? jailed.run(), !output.timedOut else { return nil }
        // `env` (which starts every command) exits 127 for a command it cannot find, 126 for one it cannot run.
        if !output.wasSignalled && (output.exitCode == 127 || output.exitCode == 126) { return nil }
        guard output.exitCode != 0 else { return [] }
        let errors = CompilerOutputParser(packageRoot: root.path).parse(output.combined).errors
        // A failure that printed no error docgen can read says nothing about the example.
        return errors.isEmpty ? nil : errors
    }
}
