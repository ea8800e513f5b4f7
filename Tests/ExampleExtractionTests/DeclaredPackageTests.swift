import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import Foundation
import Testing

/// Front matter `packages:`: which declared package provides a module, and the located errors of a
/// declaration that cannot be used.
struct DeclaredPackageTests {
    @Test func theFrontMatterValueIsACommaSeparatedListOfPaths() {
        #expect(
            DeclaredPackage.paths(inFrontMatterValue: " ../LocalPkg, Vendor/Other ,, ") == [
                "../LocalPkg", "Vendor/Other",
            ])
        #expect(DeclaredPackage.paths(inFrontMatterValue: "") == [])
    }

    @Test func libraryProductsAreReadFromTheManifestWithoutRunningIt() {
        let manifest = """
            let package = Package(
                name: "Kit",
                products: [
                    .library(name: "Kit", targets: ["Kit"]), .library( name: "KitExtras", type: .dynamic, targets: []),
                    .executable(name: "kit-tool", targets: ["Tool"]),
                ]
            )
            """
        #expect(DeclaredPackage.libraryNames(inManifest: manifest) == ["Kit", "KitExtras"])
    }

    @Test func aDeclaredPackageProvidingTheModuleBuildsTheExample() throws {
        let root = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.package(named: "Greeting", library: "Greeting", in: root)
        let document = """
            ---
            packages: ../Greeting, ../Missing
            ---
            # Hello

            \(fence("swift", "import UIKit\nimport Greeting\nimport SDWebImage\n\nlet text = greeting()"))
            # Only declared

            \(fence("swift", "import UIKit\nimport Greeting\n\nlet text = greeting()"))
            """
        let path = root.appendingPathComponent("Docs/g.md").path
        let (set, diagnostics) = extract(document, path: path)
        // The missing package is a located error at the front matter line.
        let missing = try #require(diagnostics.first { $0.id == .declaredPackageMissing })
        #expect(missing.location == SourceLocation(file: path, line: 2, column: 1))
        #expect(missing.message.contains("'../Missing' does not exist"))
        // Greeting is provided; SDWebImage is not, and the reason says how to declare it.
        let first = try #require(set.examples.first)
        #expect(
            first.mode
                == .skipped(
                    reason:
                        "imports SDWebImage (a third-party module, not available to the examples; declare a package providing it in the front matter: packages: PATH)"
                ))
        let second = try #require(set.examples.last)
        #expect(second.mode.isBuilt)
        #expect(second.packageProducts.map(\.product) == ["Greeting"])
        #expect(second.packageProducts.first?.package.identity == "Greeting")
        #expect(
            second.packageProducts.first?.package.path
                == root.appendingPathComponent("Greeting").standardizedFileURL.path)
        #expect(set.report.contains("  packages: Greeting from ../Greeting"))
    }

    @Test func aDirectoryWithoutAManifestIsALocatedError() throws {
        let root = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let path = root.appendingPathComponent("Docs/g.md").path
        let (set, diagnostics) = extract(
            "---\ntitle: T\npackages: ../Empty\n---\n\(fence("swift", "import Greeting\nlet x = 1"))", path: path)
        let error = try #require(diagnostics.first { $0.id == .declaredPackageWithoutManifest })
        #expect(error.location?.line == 3)
        #expect(set.examples.first?.mode.isBuilt == false)
    }

    @Test func aPathTheManifestCannotNameIsALocatedError() throws {
        let (_, diagnostics) = extract("---\npackages: ../a\"b\n---\n# T\n", path: "Docs/q.md")
        let error = try #require(diagnostics.first { $0.id == .declaredPackageBadPath })
        #expect(error.location == SourceLocation(file: "Docs/q.md", line: 2, column: 1))
    }

    @Test func aPackageThatDoesNotOfferTheModuleDoesNotProvideIt() throws {
        let root = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.package(named: "Other", library: "OtherKit", in: root)
        let path = root.appendingPathComponent("Docs/g.md").path
        let (set, diagnostics) = extract(
            "---\npackages: ../Other\n---\n\(fence("swift", "import Greeting\nlet x = 1"))", path: path)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(set.examples.first?.mode.isBuilt == false)
        #expect(set.examples.first?.packageProducts == [])
    }

    @Test func packagesThatCannotBeBuiltTogetherAreErrorsAtTheLaterDeclaration() throws {
        let root = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.package(named: "Greeting", library: "Greeting", in: root)
        try Self.package(named: "Vendor/Greeting", library: "Hello", in: root)
        try Self.package(named: "Other", library: "Greeting", in: root)
        try Self.package(named: "docgen", library: "Mine", in: root)
        try Self.package(named: "UsesDocgen", library: "Uses", in: root)
        try """
        let package = Package(name: "UsesDocgen", dependencies: [.package(url: "https://example.com/me/docgen.git", from: "1.0.0")])
        """.write(to: root.appendingPathComponent("UsesDocgen/Package.swift"), atomically: true, encoding: .utf8)
        func document(_ packages: String) -> String {
            "---\npackages: \(packages)\n---\n# A\n\n" + fence("swift", "import UIKit\n\nlet a = 1")
        }
        let docs = root.appendingPathComponent("Docs")
        let parsed = [
            ("a.md", "../Greeting"), ("b.md", "../Vendor/Greeting"), ("c.md", "../Other"), ("d.md", "../docgen"),
            ("e.md", "../UsesDocgen"), ("f.md", "../Greeting"),
        ].map { name, packages in
            DocumentParser.parse(document(packages), path: docs.appendingPathComponent(name).path).document
        }
        let (_, diagnostics) = ExampleSet.extract(from: parsed)
        let conflicts = diagnostics.filter { $0.id == .declaredPackageConflicts }
        #expect(conflicts.map { $0.location?.file.split(separator: "/").last } == ["d.md", "e.md", "b.md", "c.md"])
        #expect(conflicts.allSatisfy { $0.severity == .error && $0.location?.line == 2 })
        #expect(
            conflicts[2].message.contains("has the identity 'Greeting' of another declared package (../Greeting at"))
        #expect(conflicts[3].message.contains("a product 'Greeting' that another declared package has too"))
    }

    static func temporaryDirectory() throws -> URL {
        let root = try makeTemporaryDirectory("docgen-pkgs")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        return root
    }

    static func package(named name: String, library: String, in root: URL) throws {
        let directory = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "let package = Package(name: \"\(name)\", products: [.library(name: \"\(library)\", targets: [])])"
            .write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }
}
