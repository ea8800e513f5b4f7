import Foundation
import Testing

@testable import ExampleGeneration

/// Finding the docgen package by reading manifests, not searching them.
@Suite struct DocgenPackageTests {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "docgen",
            products: [
                .executable(name: "docgen", targets: ["docgen"]),
                .library(name: "HeadlessUIKit", targets: ["UIKit", "UIKitDriver"]),
            ],
            targets: []
        )
        """

    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docgen-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func theHeadlessUIKitLibraryProductMakesTheDocgenPackage() {
        #expect(DocgenPackage.declaresHeadlessUIKit(manifest: Self.manifest))
    }

    @Test(arguments: [
        // The name in a comment or in a string elsewhere: a text search would say yes.
        "import PackageDescription\n// .library(name: \"HeadlessUIKit\", targets: [])\nlet package = Package(name: \"app\")\n",
        "let note = \"name: \\\"HeadlessUIKit\\\"\"\nlet package = Package(name: \"app\", products: [])\n",
        // Another kind of product, or a target of that name.
        "let package = Package(name: \"app\", products: [.executable(name: \"HeadlessUIKit\", targets: [])])\n",
        "let package = Package(name: \"app\", targets: [.target(name: \"HeadlessUIKit\")])\n",
        // Not Swift at all.
        "{ \"name\": \"HeadlessUIKit\" }",
    ])
    func anythingElseIsNot(manifest: String) {
        #expect(!DocgenPackage.declaresHeadlessUIKit(manifest: manifest))
    }

    @Test func theRepositoryItselfIsTheDocgenPackage() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        #expect(DocgenPackage.isDocgenPackage(root))
        #expect(!DocgenPackage.isDocgenPackage(root.appendingPathComponent("Examples")))
    }

    @Test func locatesThePluginsPackageThenTheCurrentDirectoryThenAboveTheExecutable() throws {
        let docgen = try temporaryDirectory()
        let other = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: docgen)
            try? FileManager.default.removeItem(at: other)
        }
        try Self.manifest.write(to: docgen.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "let package = Package(name: \"app\")\n".write(
            to: other.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let executable = docgen.appendingPathComponent(".build/debug/docgen")
        let nowhere = other.appendingPathComponent("bin/docgen")

        #expect(
            DocgenPackage.locate(
                environment: ["DOCGEN_PACKAGE": docgen.path], currentDirectory: other, executable: nowhere)
                == docgen.path)
        // A DOCGEN_PACKAGE that is not docgen is passed over.
        #expect(
            DocgenPackage.locate(
                environment: ["DOCGEN_PACKAGE": other.path], currentDirectory: docgen, executable: nowhere)
                == ".")
        #expect(
            DocgenPackage.locate(environment: [:], currentDirectory: other, executable: executable)
                == docgen.resolvingSymlinksInPath().path)
        #expect(DocgenPackage.locate(environment: [:], currentDirectory: other, executable: nowhere) == nil)
    }

    @Test func templatesComeFromTheProjectThenFromDocgen() {
        #expect(DocgenPackage.defaultTemplateRoot(projectHasTemplates: true, package: "/opt/docgen") == "Templates")
        #expect(
            DocgenPackage.defaultTemplateRoot(projectHasTemplates: false, package: "/opt/docgen")
                == "/opt/docgen/Templates")
        #expect(DocgenPackage.defaultTemplateRoot(projectHasTemplates: false, package: nil) == "Templates")
    }

    @Test func relativePaths() {
        #expect(DocgenPackage.relativePath(from: "Examples", to: ".") == "..")
        #expect(DocgenPackage.relativePath(from: ".build/docgen/package", to: ".") == "../../..")
        #expect(DocgenPackage.relativePath(from: "/a/b", to: "/a/c/d") == "../c/d")
        #expect(DocgenPackage.relativePath(from: "/a/b", to: "/a/b") == ".")
    }
}
