import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` and `docgen check` end to end on front matter `packages:`: an example importing the
/// module of a declared local package is built and passes; an undeclared third-party import is a skip that
/// says how to declare one.
@Suite(.serialized) struct DeclaredPackageCheckTests {
    static let declaring = """
        ---
        packages: ../packages/Greeting
        ---
        # Hello

        ```swift
        import UIKit
        import Greeting

        let label = UILabel()
        label.text = greeting()
        assert(label.text == "Hello from Greeting")
        ```
        """

    static let undeclared = """
        # Images

        ```swift
        import UIKit
        import SDWebImage

        let imageView = UIImageView()
        imageView.sd_setImage(with: URL(string: "https://example.com/a.png"))
        ```
        """

    @Test(.timeLimit(.minutes(15))) func aDeclaredPackageIsBuiltAndAnUndeclaredOneSkips() throws {
        let fileManager = FileManager.default
        let directory = try makeScratchProject(
            "docgen-packages", docs: ["g.md": Self.declaring, "i.md": Self.undeclared])
        try fileManager.createDirectory(
            at: directory.appendingPathComponent("packages"), withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: directory) }
        let root = repositoryRoot
        try fileManager.copyItem(
            at: root.appendingPathComponent("Tests/Fixtures/packages/Greeting"),
            to: directory.appendingPathComponent("packages/Greeting"))
        let uikit = root.path

        let build = try DocgenProcess.run(["build", "--uikit-package", uikit], in: directory)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        #expect(build.stdout.contains("  packages: Greeting from ../packages/Greeting"), "\(build.stdout)")
        let manifest = try String(
            contentsOf: directory.appendingPathComponent("Examples/Package.swift"), encoding: .utf8)
        // Relative to Examples/, so the committed package works in any clone.
        #expect(manifest.contains(".package(path: \"../packages/Greeting\")"), "\(manifest)")
        #expect(!manifest.contains(directory.path), "\(manifest)")
        #expect(manifest.contains(".product(name: \"Greeting\", package: \"Greeting\")"))

        let check = try DocgenProcess.run(["check", "--uikit-package", uikit], in: directory)
        let text = check.stdout
        #expect(check.exitCode == 0, "\(text)\(check.stderr)")
        #expect(text.contains("PASS g__hello"), "\(text)")
        #expect(
            text.contains(
                "SKIP i__images (imports SDWebImage (a third-party module, not available to the examples; declare a package providing it in the front matter: packages: PATH))"
            ), "\(text)")
    }
}
