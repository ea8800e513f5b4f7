import ExampleGeneration
import Foundation

extension ExampleChecker.Options {
    /// The scratch package `docgen check` and `docgen watch` build in, relative to the project.
    public static let defaultScratchDirectory = ".build/docgen/package"

    /// Options for a check in the default scratch directory, building against the docgen package at
    /// `uikitPackage` (a path relative to the current directory, or absolute).
    public static func scratch(uikitPackage: String, testTimeLimit: Double) -> Self {
        let scratch = URL(fileURLWithPath: defaultScratchDirectory)
        return Self(
            packageDirectory: scratch,
            docgenPackagePath: DocgenPackage.relativePath(from: scratch.path, to: uikitPackage),
            testTimeLimit: testTimeLimit)
    }

    /// What the tools that read the documents' code (SwiftPM, the manifests of declared packages, the
    /// compilers) may write, in a jail where the rest of the file system is read-only: the scratch package's
    /// `.build` (their `TMPDIR`) and SwiftPM's state. Not the package's sources, not docgen's results.
    var toolWritable: [URL] { [packageDirectory.appendingPathComponent(".build"), swiftPMState] }

    /// Where SwiftPM keeps its caches, configuration and fingerprints for the scratch package (and the
    /// manifests of declared packages evaluated alone), rather than `~/.cache/org.swift.swiftpm` and
    /// `~/.swiftpm`, which are read-only in the jail: beside the package, which is made after them.
    var swiftPMState: URL { packageDirectory.deletingLastPathComponent().appendingPathComponent("swiftpm") }

    /// SwiftPM's options that put its state directories in `swiftPMState`.
    var swiftPMStateArguments: [String] {
        [("--cache-path", "cache"), ("--config-path", "configuration"), ("--security-path", "security")].flatMap {
            [$0.0, swiftPMState.appendingPathComponent($0.1).path]
        }
    }

    /// The clang module cache of a compiler run alone: the build's (in the writable `.build`), not the
    /// default under the read-only home.
    var moduleCacheArguments: [String] {
        ["-module-cache-path", binaryDirectory.appendingPathComponent("ModuleCache").path]
    }

    /// The debug products of the scratch package: where `.build/debug` points, or, before a build first
    /// succeeded (SwiftPM makes that link at the end), the triple's directory (`.build/<triple>/debug`).
    var binaryDirectory: URL {
        let build = packageDirectory.appendingPathComponent(".build")
        let link = build.appendingPathComponent("debug")
        if FileManager.default.fileExists(atPath: link.path) { return link.resolvingSymlinksInPath() }
        let triples = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        for triple in triples.sorted() {
            let debug = build.appendingPathComponent(triple).appendingPathComponent("debug")
            if FileManager.default.fileExists(atPath: debug.appendingPathComponent("Modules").path) { return debug }
        }
        return link
    }
}
