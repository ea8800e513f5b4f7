import DocgenTestSupport
import Foundation
import Testing

/// `docgen translations` reads the project's `docgen.config`: the original of each pair, or a note that it
/// was guessed; a bad settings file is an error at its line.
@Suite struct ProjectSettingsFileTests {
    /// A project whose short English original has a longer Chinese translation with a changed version.
    func project(settings: String?) throws -> URL {
        let project = try makeTemporaryDirectory("docgen-settings")
        let docs = project.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# About\n\nSwift 5.9 is the version this book describes.\n".write(
            to: docs.appendingPathComponent("about.en.md"), atomically: true, encoding: .utf8)
        try "# 关于\n\n本书描述的版本是 Swift 5.8。\n\n译者注：本章由社区翻译，欢迎在仓库里提出修改建议。\n".write(
            to: docs.appendingPathComponent("about.zh-Hans.md"), atomically: true, encoding: .utf8)
        if let settings {
            try settings.write(to: project.appendingPathComponent("docgen.config"), atomically: true, encoding: .utf8)
        }
        return project
    }

    @Test func theSourceLanguageOfTheSettingsPutsFindingsInTheTranslation() throws {
        let project = try project(settings: "source-language: en\n")
        defer { try? FileManager.default.removeItem(at: project) }
        let output = try DocgenProcess.run(["translations"], in: project)
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(
            output.stderr.contains(
                "Docs/about.zh-Hans.md:3:1: warning: number 'Swift 5.9' of the original is 'Swift 5.8' here"))
        #expect(!output.stderr.contains("DG0824"))
        #expect(!output.stderr.contains("Docs/about.en.md:3:1: warning"))
        // A docs folder given elsewhere finds the settings beside it.
        let elsewhere = try DocgenProcess.run(["translations", project.appendingPathComponent("Docs").path])
        #expect(elsewhere.stderr.contains("of the original is 'Swift 5.8' here"), "\(elsewhere.stderr)")
    }

    @Test func withoutSettingsTheGuessIsANote() throws {
        let project = try project(settings: nil)
        defer { try? FileManager.default.removeItem(at: project) }
        let output = try DocgenProcess.run(["translations"], in: project)
        #expect(output.exitCode == 0)
        #expect(output.stderr.contains("Docs/about.en.md:1:1: note: no source language is set"))
        #expect(output.stderr.contains("[DG0824]"))
    }

    @Test func anExplicitSettingsFileWinsAndAMissingOneIsAnIOError() throws {
        let project = try project(settings: nil)
        defer { try? FileManager.default.removeItem(at: project) }
        try "source-language: en\n".write(
            to: project.appendingPathComponent("book.config"), atomically: true, encoding: .utf8)
        let output = try DocgenProcess.run(["translations", "--config", "book.config"], in: project)
        #expect(output.exitCode == 0)
        #expect(output.stderr.contains("Docs/about.zh-Hans.md:3:1: warning: number 'Swift 5.9' of the original"))
        let missing = try DocgenProcess.run(["translations", "--config", "absent.config"], in: project)
        #expect(missing.exitCode == 74)
        #expect(missing.stderr.contains("cannot read settings absent.config"))
    }

    @Test func badSettingsAreErrorsAtTheirLines() throws {
        let project = try project(settings: "source-language: en, zh-Hans\nsource-langauge en\ncolour: blue\n")
        defer { try? FileManager.default.removeItem(at: project) }
        let output = try DocgenProcess.run(["translations"], in: project)
        #expect(output.exitCode == 65)
        #expect(output.stderr.contains("docgen.config:1:18: error: a project has one source language, not 2"))
        #expect(output.stderr.contains("docgen.config:2:1: error: expected 'key: value'"))
        #expect(output.stderr.contains("docgen.config:3:1: warning: unknown setting 'colour'"))
    }
}
