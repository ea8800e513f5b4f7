import Foundation
import Testing

@testable import DocgenCore

/// What a command's outputs may not overwrite: its inputs, each other, a file that is not a report.
@Suite struct OutputGuardTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-guard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try "# A".write(to: root.appendingPathComponent("Docs/a.md"), atomically: true, encoding: .utf8)
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func ids(output: String? = nil, site: String? = nil, junit: String? = nil) -> [DiagnosticID] {
        OutputGuard.problems(
            output: output.map(path), site: site.map(path), junit: junit.map(path), inputs: [path("Docs")],
            documents: [path("Docs/a.md")]
        ).map(\.id)
    }

    @Test func separateOutputsAreFine() {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ids(output: "Examples", site: "site", junit: "junit.xml").isEmpty)
        // Inside the docs' directory is fine: docgen writes only its own files there.
        #expect(ids(output: "Docs/Examples", site: "Docs/site").isEmpty)
    }

    @Test func anOutputHoldingTheDocsIsRefused() {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ids(output: ".") == [.outputOverlapsInput])
        #expect(ids(site: "Docs") == [.outputOverlapsInput])
        #expect(ids(output: "Docs/a.md") == [.outputOverlapsInput])
    }

    @Test func theSiteAndThePackageMustBeApart() {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ids(output: "Examples", site: "Examples") == [.outputsOverlap])
        #expect(ids(output: "out/Examples", site: "out") == [.outputsOverlap])
    }

    @Test func theJUnitReportNeverReplacesADocOrAnotherFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ids(junit: "Docs/a.md") == [.outputOverlapsInput])
        #expect(ids(junit: "Docs") == [.outputOverlapsInput])
        try "notes".write(to: root.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect(ids(junit: "notes.txt") == [.reportWouldOverwriteFile])
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("reports"), withIntermediateDirectories: true)
        #expect(ids(junit: "reports") == [.reportWouldOverwriteFile])
        // A JUnit report (of docgen or another tool) may be replaced.
        try "<?xml version=\"1.0\"?>\n<testsuites>".write(
            to: root.appendingPathComponent("old.xml"), atomically: true, encoding: .utf8)
        #expect(ids(junit: "old.xml").isEmpty)
    }
}
