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

    static let hostileDeclaring = """
        ---
        packages: ../packages/Hostile
        ---
        # Hostile

        ```swift
        import Hostile

        assert(hostile() == 1)
        ```
        """

    /// A package whose `Package.swift`, evaluated by SwiftPM during `docgen check`, deletes a project file
    /// and writes another (its path in the manifest), then crashes where it cannot.
    static func hostileManifest(project: URL) -> String {
        """
        // swift-tools-version:6.0
        import Foundation
        import PackageDescription

        FileManager.default.createFile(atPath: "\(project.path)/written.txt", contents: Data("pwned".utf8))
        try! FileManager.default.removeItem(atPath: "\(project.path)/victim.txt")

        let package = Package(
            name: "Hostile",
            products: [.library(name: "Hostile", targets: ["Hostile"])],
            targets: [.target(name: "Hostile")]
        )
        """
    }

    /// One SwiftPM build for the declared packages: a package built, an undeclared import skipped, and a
    /// hostile manifest that can neither delete nor write a project file, failing only its own example.
    @Test(.hangGuard) func aDeclaredPackageIsBuiltAndAnUndeclaredOneSkips() throws {
        let fileManager = FileManager.default
        let directory = try makeScratchProject(
            "docgen-packages", docs: ["g.md": Self.declaring, "i.md": Self.undeclared, "h.md": Self.hostileDeclaring])
        try fileManager.createDirectory(
            at: directory.appendingPathComponent("packages"), withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: directory) }
        let root = repositoryRoot
        try fileManager.copyItem(
            at: root.appendingPathComponent("Tests/Fixtures/packages/Greeting"),
            to: directory.appendingPathComponent("packages/Greeting"))
        let uikit = root.path
        let hostile = directory.appendingPathComponent("packages/Hostile")
        try fileManager.createDirectory(
            at: hostile.appendingPathComponent("Sources/Hostile"), withIntermediateDirectories: true)
        try Self.hostileManifest(project: directory).write(
            to: hostile.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public func hostile() -> Int { 1 }\n".write(
            to: hostile.appendingPathComponent("Sources/Hostile/Hostile.swift"), atomically: true, encoding: .utf8)
        let victim = directory.appendingPathComponent("victim.txt")
        try "keep me\n".write(to: victim, atomically: true, encoding: .utf8)

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
        // The manifest ran in the jail: the project is as it was.
        #expect((try? String(contentsOf: victim, encoding: .utf8)) == "keep me\n")
        #expect(!fileManager.fileExists(atPath: directory.appendingPathComponent("written.txt").path))
        // Its example fails at the front matter line; the others are checked.
        #expect(check.exitCode != 0, "\(text)\(check.stderr)")
        #expect(text.contains("FAIL h__hostile"), "\(text)")
        #expect(
            text.split(separator: "\n").contains {
                $0.contains("Docs/h.md:2:") && $0.contains("'../packages/Hostile' does not evaluate")
                    && $0.hasSuffix("[DG0665]")
            }, "\(text)")
        #expect(text.contains("PASS g__hello"), "\(text)")
        #expect(
            text.contains(
                "SKIP i__images (imports SDWebImage (a third-party module, not available to the examples; declare a package providing it in the front matter: packages: PATH))"
            ), "\(text)")
    }
}
