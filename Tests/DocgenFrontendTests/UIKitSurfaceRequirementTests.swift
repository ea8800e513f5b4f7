import DocgenTestSupport
import Foundation
import Testing

/// `docgen check` needs Apple's UIKit surface from the resource bundle next to the executable: without it,
/// or with a corrupt copy, it names the file and exits 74 before checking anything.
struct UIKitSurfaceRequirementTests {
    static let bundleName = "docgen_AppleUIKitAPI.resources"

    /// A copy of the built `docgen` in a new directory, with the bundle's file holding `surface` (no
    /// bundle when nil).
    static func installedDocgen(surface: String?) throws -> URL {
        let directory = try makeTemporaryDirectory("docgen-install")
        let executable = directory.appendingPathComponent("docgen")
        try FileManager.default.copyItem(at: DocgenProcess.executable, to: executable)
        if let surface {
            let bundle = directory.appendingPathComponent(bundleName)
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try Data(surface.utf8).write(to: bundle.appendingPathComponent("UIKitSurface.tsv"))
        }
        return executable
    }

    @Test func aMissingBundleIsAnIOErrorNamingTheFile() throws {
        let executable = try Self.installedDocgen(surface: nil)
        defer { try? FileManager.default.removeItem(at: executable.deletingLastPathComponent()) }
        let output = try DocgenProcess.run(tool: executable, ["check"], in: executable.deletingLastPathComponent())
        #expect(output.exitCode == 74)
        #expect(output.stderr.contains("\(Self.bundleName)/UIKitSurface.tsv"))
        #expect(output.stderr.contains("[DG0901]"))
    }

    @Test func aCorruptFileIsAnIOErrorAtItsLine() throws {
        let executable = try Self.installedDocgen(surface: "# source: x\nUIView\tclass\n")
        defer { try? FileManager.default.removeItem(at: executable.deletingLastPathComponent()) }
        let output = try DocgenProcess.run(tool: executable, ["check"], in: executable.deletingLastPathComponent())
        #expect(output.exitCode == 74)
        #expect(
            output.stderr.contains("\(Self.bundleName)/UIKitSurface.tsv:2:1: error: Apple's UIKit surface is corrupt"))
        #expect(output.stderr.contains("[DG0903]"))
    }
}
