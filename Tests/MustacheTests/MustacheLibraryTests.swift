import DocgenCore
import DocgenTestSupport
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

    // MARK: - Files that are not the folder's

    /// The error loading `directory` throws, if any.
    private func loadError(_ directory: URL) -> MustacheError? {
        do {
            _ = try MustacheLibrary(directory: directory)
            return nil
        } catch {
            return error
        }
    }

    @Test func aLinkOutOfTheFolderIsNotReadAndIsAnErrorAtTheLink() throws {
        let root = try directory(["site/index.mustache": "<p>{{>site/secret}}</p>"])
        let outside = try directory(["secret.txt": "TOKEN=hunter2"])
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        for target in [outside.appendingPathComponent("secret.txt").path, "/etc/passwd", "/proc/self/environ"] {
            let link = root.appendingPathComponent("site/secret.mustache")
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
            let error = try #require(loadError(root), "\(target) was read")
            guard case .templateOutsideFolder(let path, _, _) = error else {
                Issue.record("\(error)")
                continue
            }
            #expect(path == root.relativePath + "/site/secret.mustache")
            #expect(error.diagnostic.id == .templateOutsideFolder)
            #expect(error.diagnostic.location == DocgenCore.SourceLocation(file: path, line: 1, column: 1))
            #expect(!error.description.contains("hunter2"))
        }
    }

    @Test func aLinkToATemplateOfTheFolderIsFollowed() throws {
        let root = try directory(["site/index.mustache": "<p>{{>site/shared}}</p>", "parts/shared.mustache": "ok"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("site/shared.mustache").path,
            withDestinationPath: "../parts/shared.mustache")
        #expect(try MustacheLibrary(directory: root).render("site/index") == "<p>ok</p>")
    }

    @Test func aFolderReachedThroughALinkStillKeepsItsTemplatesInside() throws {
        // The templates folder itself may be a link; what is inside its resolved path is inside.
        let root = try directory(["page.mustache": "page"])
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("mustache-link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: root.path)
        defer {
            try? FileManager.default.removeItem(at: link)
            try? FileManager.default.removeItem(at: root)
        }
        #expect(try MustacheLibrary(directory: link).render("page") == "page")
    }

    @Test(.hangGuard) func aFIFOIsRefusedWithoutWaitingForIt() throws {
        let root = try directory(["page.mustache": "{{>pipe}}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("pipe.mustache")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let error = try #require(loadError(root))
        #expect(error == .notRegularTemplate(path: root.relativePath + "/pipe.mustache", kind: "a FIFO (named pipe)"))
        #expect(error.diagnostic.id == .templateNotRegularFile)
    }

    @Test(.hangGuard) func aLinkToADeviceIsRefused() throws {
        let root = try directory(["page.mustache": "{{>zero}}"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("zero.mustache").path, withDestinationPath: "/dev/zero")
        let error = try #require(loadError(root))
        #expect(error.diagnostic.id == .templateOutsideFolder)
    }
}
