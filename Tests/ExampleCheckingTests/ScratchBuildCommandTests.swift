import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import ExampleGeneration
import Foundation
import Mustache
import Testing

@testable import ExampleChecking

/// The one `swift build` of a check, as the command sees it: a `swift` that records its arguments and
/// builds nothing stands in for SwiftPM.
@Suite struct ScratchBuildCommandTests {
    @Test func theScratchPackageIsBuiltWithoutTheTestTargetOrAnIndexStore() throws {
        let directory = try makeTemporaryDirectory("docgen-build-command")
        defer { try? FileManager.default.removeItem(at: directory) }
        let package = directory.appendingPathComponent("package")
        // SwiftPM (and the manifests it evaluates) can write only the package's `.build`.
        let recorded = package.appendingPathComponent(".build/arguments.txt")
        let outside = directory.appendingPathComponent("outside.txt")
        let swift = directory.appendingPathComponent("swift")
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" >> '\(recorded.path)'\necho no > '\(outside.path)'\n".write(
            to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)

        let markdown = "# Topic\n\n## Value\n\n```swift no_run\nlet answer = UIView()\n```\n"
        let document = DocumentParser.parse(markdown, path: "Docs/topic.en.md").document
        let templates = try MustacheLibrary(
            directory: repositoryRoot.appendingPathComponent("Templates"), isStrict: true)
        let options = ExampleChecker.Options(
            packageDirectory: package, docgenPackagePath: repositoryRoot.path, swift: swift.path)
        _ = ExampleChecker(
            examples: ExampleSet.extract(from: [document]).0,
            generator: ExamplePackageGenerator(templates: templates, docgenPackagePath: ".."), options: options
        ).check()

        let arguments = try String(contentsOf: recorded, encoding: .utf8).split(separator: "\n").map(String.init)
        let state = directory.appendingPathComponent("swiftpm").path
        #expect(
            arguments == [
                "build", "--disable-index-store", "-Xswiftc", "-debug-diagnostic-names", "--package-path", package.path,
                "--cache-path", state + "/cache",
                "--config-path", state + "/configuration", "--security-path", state + "/security",
            ])
        if Subprocess.bubblewrap != nil { #expect(!FileManager.default.fileExists(atPath: outside.path)) }
    }
}
