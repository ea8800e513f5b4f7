import DocgenTestSupport
import Foundation
import Testing

/// `docgen watch` end to end: start it, edit a doc, read the result, press Ctrl-C (SIGINT).
///
/// The project lives in `.build/watch-e2e/Project` so its check package stays warm between runs.
@Suite(.serialized) struct WatchCommandTests {
    static let project = repositoryRoot.appendingPathComponent(".build/watch-e2e/Project")

    /// A running `docgen watch` whose standard output goes to a file, read as it grows.
    final class Watch: @unchecked Sendable {
        let process = Process()
        let log: URL

        init(arguments: [String], in directory: URL) throws {
            log = directory.appendingPathComponent(".build/watch-output.txt")
            try FileManager.default.createDirectory(
                at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.executableURL = DocgenProcess.executable
            process.arguments = ["watch"] + arguments
            process.currentDirectoryURL = directory
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            process.environment = environment
            process.standardOutput = try FileHandle(forWritingTo: log)
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        /// Waits until the output after `offset` has a line starting with `prefix`; returns that line.
        func line(startingWith prefix: String, after offset: Int, timeout: TimeInterval) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                let lines = String(output.dropFirst(offset)).split(separator: "\n")
                if let line = lines.first(where: { $0.hasPrefix(prefix) }) { return String(line) }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return nil
        }
    }

    static func prepareProject() throws {
        let files = FileManager.default
        try files.createDirectory(at: project.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try? files.removeItem(at: project.appendingPathComponent("Templates"))
        try files.copyItem(
            at: repositoryRoot.appendingPathComponent("Templates"),
            to: project.appendingPathComponent("Templates"))
        try CheckCommandTests.goodExample.write(
            to: project.appendingPathComponent("Docs/good.en.md"), atomically: true, encoding: .utf8)
    }

    @Test(.hangGuard) func anEditIsRebuiltRecheckedAndCtrlCStopsCleanly() throws {
        try Self.prepareProject()
        let watch = try Watch(arguments: ["--uikit-package", CheckCommandTests.uikit], in: Self.project)
        defer { if watch.process.isRunning { watch.process.terminate() } }
        #expect(
            watch.line(startingWith: "docgen watch: watching Docs, Templates (inotify)", after: 0, timeout: 30) != nil)
        let first = watch.line(startingWith: "docgen watch: ready", after: 0, timeout: 600)
        Thread.sleep(forTimeInterval: 0.5)
        try #require(first != nil, "no first round: \(watch.output)")

        // Rename an entry in the code and the session: one example changes.
        let offset = watch.output.count
        let edited = CheckCommandTests.goodExample.replacingOccurrences(of: "Easiest", with: "Easy One")
        let saved = Date()
        try edited.write(to: Self.project.appendingPathComponent("Docs/good.en.md"), atomically: true, encoding: .utf8)
        let result = watch.line(startingWith: "PASS ", after: offset, timeout: 180)
        let elapsed = Date().timeIntervalSince(saved)
        let ready = watch.line(startingWith: "docgen watch: ready", after: offset, timeout: 60)
        #expect(result != nil, "no result after the edit: \(watch.output)")
        #expect(ready?.contains("1 examples, 1 re-checked") == true, "\(ready ?? watch.output)")
        let round = String(watch.output.dropFirst(offset))
        #expect(round.contains("docgen watch: changed Docs/good.en.md"))
        #expect(round.contains("Examples/: 0 added, "))
        #expect(round.contains("site/: "))
        print("docgen watch: save to result in \(String(format: "%.2f", elapsed)) s")
        try expectQuietSaveAndCleanStop(watch, edited: edited)
    }

    private func expectQuietSaveAndCleanStop(_ watch: Watch, edited: String) throws {
        // A save that changes nothing checked: the example keeps its result.
        let again = watch.output.count
        try (edited + "\nMore prose.\n").write(
            to: Self.project.appendingPathComponent("Docs/good.en.md"), atomically: true, encoding: .utf8)
        let quiet = watch.line(startingWith: "docgen watch: ready", after: again, timeout: 60)
        #expect(quiet?.contains("0 re-checked") == true, "\(quiet ?? watch.output)")

        kill(watch.process.processIdentifier, SIGINT)
        watch.process.waitUntilExit()
        #expect(watch.process.terminationStatus == 0)
        #expect(watch.output.hasSuffix("docgen watch: stopped\n"))
        // Nothing half written: no staging directory left, and Examples/ is what docgen build writes.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: Self.project.path)
            .filter { $0.contains(".docgen-new-") || $0.contains(".docgen-old-") }
        #expect(leftovers.isEmpty)
        let build = try DocgenProcess.run(
            ["build", "--quiet", "--uikit-package", CheckCommandTests.uikit], in: Self.project)
        #expect(build.stdout.contains("Examples/: up to date"), "\(build.stdout)\(build.stderr)")
    }
}
