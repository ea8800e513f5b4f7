import DocgenTestSupport
import Foundation
import Testing

/// `docgen check` killed while SwiftPM evaluates a manifest that never finishes: nothing it started stays.
@Suite(.serialized) struct BuildJailTests {
    /// Processes (not zombies) whose working directory is `directory` or below it, from `/proc`.
    static func processes(workingIn directory: URL) -> [String] {
        let root = directory.resolvingSymlinksInPath().path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.filter { name in
            guard Int(name) != nil,
                let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(name)/cwd"),
                cwd == root || cwd.hasPrefix(root + "/"),
                let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            return !stat[stat.index(after: close)...].hasPrefix(" Z")
        }
    }

    /// A project whose one doc declares a package whose manifest never finishes evaluating, built.
    static func hangingProject() throws -> URL {
        let fileManager = FileManager.default
        let hanging = """
            ---
            packages: ../packages/Hang
            ---
            # Hang

            ```swift
            import UIKit
            import Hang

            let label = UILabel()
            ```
            """
        let directory = try makeScratchProject(
            "docgen-jail", docs: ["h.md": hanging, "ok.md": "# Fine\n\n```swift\nassert(1 + 1 == 2)\n```\n"])
        let package = directory.appendingPathComponent("packages/Hang")
        try fileManager.createDirectory(
            at: package.appendingPathComponent("Sources/Hang"), withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription
        // Evaluating this manifest never finishes.
        while true {}
        let package = Package(name: "Hang", products: [.library(name: "Hang", targets: ["Hang"])], targets: [.target(name: "Hang")])
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public let hang = 1\n".write(
            to: package.appendingPathComponent("Sources/Hang/Hang.swift"), atomically: true, encoding: .utf8)
        let uikit = repositoryRoot.path
        #expect(try DocgenProcess.run(["build", "--quiet", "--uikit-package", uikit], in: directory).exitCode == 0)
        return directory
    }

    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/cwd"), "needs /proc"), .hangGuard)
    func aKilledCheckLeavesNoBuildBehind() throws {
        let directory = try Self.hangingProject()
        defer { try? FileManager.default.removeItem(at: directory) }
        let uikit = repositoryRoot.path
        let check = Process()
        check.executableURL = DocgenProcess.executable
        check.arguments = ["check", "--uikit-package", uikit]
        check.currentDirectoryURL = directory
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        try check.run()
        // Wait until SwiftPM is at work (more processes than docgen itself), then kill docgen outright.
        var seen = 0
        for _ in 0..<600 where seen < 2 {
            Thread.sleep(forTimeInterval: 0.1)
            seen = Self.processes(workingIn: directory).count
        }
        #expect(seen >= 2, "SwiftPM never started")
        Thread.sleep(forTimeInterval: 2)
        kill(check.processIdentifier, SIGKILL)
        check.waitUntilExit()
        var left = Self.processes(workingIn: directory)
        for _ in 0..<50 where !left.isEmpty {
            Thread.sleep(forTimeInterval: 0.1)
            left = Self.processes(workingIn: directory)
        }
        let commands = left.compactMap { try? String(contentsOfFile: "/proc/\($0)/cmdline", encoding: .utf8) }
        #expect(left.isEmpty, "left running: \(commands.map { $0.replacingOccurrences(of: "\0", with: " ") })")
        for pid in left { kill(pid_t(pid)!, SIGKILL) }
    }

    /// A bad file never stops the others: the manifest is evaluated alone first, stopped at the build
    /// timeout's quarter, and fails only the example that uses its package, at the front matter line.
    @Test(.hangGuard) func aManifestThatNeverFinishesFailsOnlyItsOwnExamples() throws {
        let directory = try Self.hangingProject()
        defer { try? FileManager.default.removeItem(at: directory) }
        let check = try DocgenProcess.run(
            ["check", "--build-timeout", "160", "--uikit-package", repositoryRoot.path], in: directory)
        let text = check.stdout + check.stderr
        #expect(check.exitCode == 1, "\(text)")
        #expect(text.contains("FAIL h__hang"), "\(text)")
        #expect(
            text.contains(
                "Docs/h.md:2:1: error: not built: the Package.swift of declared package '../packages/Hang' did not "
                    + "finish evaluating within 40 s [DG0665]"), "\(text)")
        #expect(text.contains("PASS ok__fine"), "\(text)")
        #expect(Self.processes(workingIn: directory).isEmpty)
    }
}
