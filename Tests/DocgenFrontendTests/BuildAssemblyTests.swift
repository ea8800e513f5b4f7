import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` on fragments: versions in its output, and generated Swift that does not parse on
/// docgen's own lines stops the build as an internal error.
@Suite struct BuildAssemblyTests {
    static let doc = """
        # Doc

        ## Statements

        ```swift
        print("hi")
        ```

        ```swift
        print("again")
        ```

        ## Setup

        ```swift
        class ViewController: UIViewController {
            override func viewDidLoad() {}
        }
        ```

        ## Improvements

        ```swift
        override func viewDidLoad() { print(2) }
        ```
        """

    @Test func buildSaysWhichVersionEachExampleIs() throws {
        let directory = try BuildCommandTests().project(["doc.en.md": Self.doc])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try DocgenProcess.run(
            ["build", "--no-site", "--uikit-package", repositoryRoot.path], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(output.stdout.contains("doc__setup_v2 [swift, runnable]"))
        #expect(
            output.stdout.contains(
                "  version 2 of doc__setup: line 24 members added to ViewController (replaced viewDidLoad())"),
            "\(output.stdout)")
        #expect(output.stderr.contains("Docs/doc.en.md:24:1: note: this block changes the program of doc__setup"))
    }

    @Test func generatedSwiftThatDoesNotParseIsAnInternalError() throws {
        let directory = try BuildCommandTests().project(["doc.en.md": Self.doc])
        defer { try? FileManager.default.removeItem(at: directory) }
        // A template that closes a #sourceLocation it never opened, and breaks a line of its own.
        let template = directory.appendingPathComponent("Templates/package/Example.swift.mustache")
        let text = try String(contentsOf: template, encoding: .utf8)
        try (text + "#sourceLocation()\n").write(to: template, atomically: true, encoding: .utf8)
        let output = try DocgenProcess.run(["build", "--no-site", "--quiet"], in: directory)
        #expect(output.exitCode == 65)
        #expect(output.stderr.contains("internal error: docgen wrote a closing #sourceLocation() with no opening"))
        #expect(output.stderr.contains("[DG0517]"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Examples").path))

        try (text + "func broken( {\n").write(to: template, atomically: true, encoding: .utf8)
        let broken = try DocgenProcess.run(["build", "--no-site", "--quiet"], in: directory)
        #expect(broken.exitCode == 65)
        #expect(broken.stderr.contains("internal error: docgen generated invalid Swift at Sources/"))
        #expect(broken.stderr.contains("[DG0516]"))
    }
}
