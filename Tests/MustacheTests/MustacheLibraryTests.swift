import DocgenCore
import Foundation
import Mustache
import Testing

@Suite struct MustacheLibraryTests {
    /// A fresh temporary directory holding `files` (relative path → contents).
    private func directory(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mustache-\(UUID().uuidString)")
        for (path, contents) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func loadsADirectoryWithOverrides() throws {
        let defaults = try directory([
            "Package.swift.mustache": "// {{>banner}}\nlet name = \"{{name}}\"\n",
            "banner.mustache": "generated — do not edit",
            "site/page.mustache": "{{<site/layout}}{{$body}}{{name}}{{/body}}{{/site/layout}}",
            "site/layout.mustache": "<main>{{$body}}{{/body}}</main>",
            "notes.txt": "not a template",
        ])
        let overrides = try directory(["banner.mustache": "house style", "extra.mustache": "new"])
        defer {
            try? FileManager.default.removeItem(at: defaults)
            try? FileManager.default.removeItem(at: overrides)
        }
        let library = try MustacheLibrary(directory: defaults, overrides: overrides)
        #expect(library.names == ["Package.swift", "banner", "extra", "site/layout", "site/page"])
        #expect(
            try library.render("Package.swift", ["name": "Examples"]) == "// house style\nlet name = \"Examples\"\n")
        #expect(try library.render("site/page", ["name": "x"]) == "<main>x</main>")
        #expect(library.unknownPartials.isEmpty)
        #expect(throws: MustacheError.unknownTemplate(name: "missing")) { try library.render("missing") }
    }

    @Test func syntaxErrorsNameTheFile() throws {
        let root = try directory(["broken.mustache": "ok\n{{#open}}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try MustacheLibrary(directory: root)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.location
                    == DocgenCore.SourceLocation(file: root.relativePath + "/broken.mustache", line: 2, column: 1))
        }
    }

    @Test func validateReportsEveryUnknownPartial() throws {
        let library = try MustacheLibrary(sources: [
            "a": "{{>b}}{{>nope}}\n{{#s}}{{<gone}}{{/gone}}{{/s}}{{>*dynamic}}", "b": "b",
        ])
        #expect(
            library.unknownPartials == [
                .unknownPartial(name: "nope", at: DocgenCore.SourceLocation(file: "a", line: 1, column: 7)),
                .unknownPartial(name: "gone", at: DocgenCore.SourceLocation(file: "a", line: 2, column: 7)),
            ])
        #expect(throws: MustacheError.self) { try library.validate() }
    }

    @Test func missingDirectoryIsAnError() {
        #expect(throws: MustacheError.self) {
            try MustacheLibrary(directory: URL(fileURLWithPath: "/nonexistent/templates"))
        }
    }
}
