import DocgenTestSupport
import Foundation
import Testing

/// The committed surface is what the generator makes from the documentation mirror now.
struct UIKitSurfaceFreshnessTests {
    static let mirror = "/work/.mirror/theAppLaunchers+apple-docs-for-rag/repo"
    static let committed = repositoryRoot.appendingPathComponent("Sources/AppleUIKitAPI/Resources/UIKitSurface.tsv")

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: mirror),
            "the documentation mirror is not on this machine (\(mirror)); CI checks the committed file only"))
    func regeneratingFromTheMirrorGivesTheCommittedFile() throws {
        let directory = try makeTemporaryDirectory("uikit-surface")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("UIKitSurface.tsv")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", repositoryRoot.appendingPathComponent("scripts/generate-uikit-surface.py").path,
            "--mirror", Self.mirror, "--output", output.path,
        ]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the generator failed")
        let regenerated = try Data(contentsOf: output)
        let expected = try Data(contentsOf: Self.committed)
        #expect(
            regenerated == expected,
            "UIKitSurface.tsv is stale: run python3 scripts/generate-uikit-surface.py")
    }
}
