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
}
