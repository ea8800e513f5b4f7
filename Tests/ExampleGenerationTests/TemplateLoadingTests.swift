import DocgenCore
import Foundation
import Testing

@testable import ExampleGeneration

/// `ExamplePackageGenerator.loadTemplates`: docgen's templates, overridden by name, errors located.
@Suite struct TemplateLoadingTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("own/package"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("overrides/package"), withIntermediateDirectories: true)
        try "own {{x}}".write(
            to: root.appendingPathComponent("own/package/A.swift.mustache"), atomically: true, encoding: .utf8)
    }

    @Test func anOverrideWinsByName() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try "override {{x}}".write(
            to: root.appendingPathComponent("overrides/package/A.swift.mustache"), atomically: true, encoding: .utf8)
        let templates = try ExamplePackageGenerator.loadTemplates(
            root: root.appendingPathComponent("own").path, overrides: root.appendingPathComponent("overrides").path
        ).get()
        #expect(try templates.render("package/A.swift", ["x": "1"]) == "override 1")
    }

    @Test func aBrokenTemplateIsLocatedAtItsLine() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try "line one\n{{#runs}}\n{{/lines}}\n".write(
            to: root.appendingPathComponent("own/package/A.swift.mustache"), atomically: true, encoding: .utf8)
        guard
            case .failure(let failure) = ExamplePackageGenerator.loadTemplates(
                root: root.appendingPathComponent("own").path, overrides: nil)
        else {
            Issue.record("a broken template loaded")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.templateMismatchedClosingTag])
        #expect(failure.diagnostics.first?.location?.line == 3)
        #expect(failure.diagnostics.first?.location?.file.hasSuffix("A.swift.mustache") == true)
    }

    @Test func noTemplatesSaysWhereTheyComeFrom() {
        defer { try? FileManager.default.removeItem(at: root) }
        guard case .failure(let failure) = ExamplePackageGenerator.loadTemplates(root: "no/such/dir", overrides: nil)
        else {
            Issue.record("templates loaded from nowhere")
            return
        }
        #expect(
            failure.diagnostics.first?.message
                == "no templates at 'no/such/dir'; run docgen in a project with Templates/, or pass --template-root DIR"
        )
    }
}
