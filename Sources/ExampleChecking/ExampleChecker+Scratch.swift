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
