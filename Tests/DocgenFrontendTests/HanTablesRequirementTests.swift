import DocgenTestSupport
import Foundation
import Testing

/// `docgen translations` (and `import`, `build`, `check`, `watch`) needs OpenCC's Han tables from the resource
/// bundle next to the executable: without them, or with a corrupt copy, it names the file and exits 74
/// before reading any document.
struct HanTablesRequirementTests {
    static let bundleName = "docgen_Translations.resources"

    /// A copy of the built `docgen` in a new directory, with a copy of its Han tables where `corrupt` names
    /// a file replaced by `text` (no bundle when `corrupt` is nil).
    static func installedDocgen(corrupt: String?, text: String = "") throws -> URL {
        let directory = try makeTemporaryDirectory("docgen-install")
        let executable = directory.appendingPathComponent("docgen")
        try FileManager.default.copyItem(at: DocgenProcess.executable, to: executable)
        if let corrupt {
            let bundle = directory.appendingPathComponent(bundleName)
            try FileManager.default.copyItem(
                at: DocgenProcess.executable.deletingLastPathComponent().appendingPathComponent(bundleName), to: bundle)
            try FileManager.default.removeItem(at: bundle.appendingPathComponent(corrupt))
            try Data(text.utf8).write(to: bundle.appendingPathComponent(corrupt))
        }
        try Data("# 搜索栏\n\n过滤表视图。\n".utf8).write(to: directory.appendingPathComponent("notes.zh-Hans.md"))
        return executable
    }

    @Test func aMissingBundleIsAnIOErrorNamingTheFile() throws {
        let executable = try Self.installedDocgen(corrupt: nil)
        defer { try? FileManager.default.removeItem(at: executable.deletingLastPathComponent()) }
        let output = try DocgenProcess.run(
            tool: executable, ["translations", "notes.zh-Hans.md"], in: executable.deletingLastPathComponent())
        #expect(output.exitCode == 74)
        #expect(output.stderr.contains("\(Self.bundleName)/HanToTraditionalCharacters.tsv"))
        #expect(output.stderr.contains("[DG0911]"))
        #expect(output.stdout.isEmpty)
    }

    @Test func aCorruptFileIsAnIOErrorAtItsLine() throws {
        let executable = try Self.installedDocgen(
            corrupt: "HanScriptOnlyCharacters.tsv", text: "# rows: 1\n# columns: character\tscript\n这\n")
        defer { try? FileManager.default.removeItem(at: executable.deletingLastPathComponent()) }
        let output = try DocgenProcess.run(
            tool: executable, ["translations", "notes.zh-Hans.md"], in: executable.deletingLastPathComponent())
        #expect(output.exitCode == 74)
        #expect(
            output.stderrLines.contains {
                $0.hasSuffix(
                    "\(Self.bundleName)/HanScriptOnlyCharacters.tsv:3:1: error: OpenCC's Han table is corrupt: "
                        + "1 field, expected 2; regenerate it with python3 scripts/generate-han-variant-table.py "
                        + "[DG0913]")
            }, "\(output.stderr)")
    }
}
