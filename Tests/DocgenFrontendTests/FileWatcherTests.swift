import DocgenTestSupport
import Foundation
import Testing

@testable import DocgenFrontend

/// `docgen watch`'s watcher keeps hearing a folder that is deleted, moved away or made again.
@Suite struct FileWatcherTests {
    let root: URL
    var docs: String { root.appendingPathComponent("Docs").path }

    init() throws {
        root = try makeTemporaryDirectory("docgen-watcher")
        try FileManager.default.createDirectory(atPath: docs + "/sub", withIntermediateDirectories: true)
        try write("a", "Docs/a.md")
    }

    func write(_ text: String, _ path: String) throws {
        try text.write(to: root.appendingPathComponent(path), atomically: false, encoding: .utf8)
    }

    /// The next change the watcher reports, within five seconds.
    func next(_ watcher: FileWatcher) -> [String] {
        let deadline = Date().addingTimeInterval(5)
        return watcher.waitForChanges { Date() > deadline } ?? []
    }

    @Test(arguments: [false, true]) func aDocsFolderDeletedAndMadeAgainIsStillWatched(polling: Bool) throws {
        let files = FileManager.default
        let watcher = FileWatcher(roots: [docs], forcePolling: polling, pollInterval: 0.05)
        try files.removeItem(atPath: docs)
        #expect(next(watcher) == [docs + "/a.md"])
        try files.createDirectory(atPath: docs, withIntermediateDirectories: false)
        try write("b", "Docs/b.md")
        #expect(next(watcher).contains(docs + "/b.md"))
        // A subfolder deleted and made again.
        try files.createDirectory(atPath: docs + "/sub", withIntermediateDirectories: false)
        try write("c", "Docs/sub/c.md")
        #expect(next(watcher).contains(docs + "/sub/c.md"))
        try files.removeItem(atPath: docs + "/sub")
        #expect(next(watcher) == [docs + "/sub/c.md"])
        try files.createDirectory(atPath: docs + "/sub", withIntermediateDirectories: false)
        try write("d", "Docs/sub/d.md")
        #expect(next(watcher).contains(docs + "/sub/d.md"))
        try expectMovedAwayFolder(watcher)
    }

    /// The folder moved away: its documents are gone, a new folder of that name is watched.
    private func expectMovedAwayFolder(_ watcher: FileWatcher) throws {
        let files = FileManager.default
        try files.moveItem(atPath: docs, toPath: docs + ".old")
        #expect(next(watcher) == [docs + "/b.md", docs + "/sub/d.md"])
        try files.createDirectory(atPath: docs, withIntermediateDirectories: false)
        try write("e", "Docs/e.md")
        #expect(next(watcher).contains(docs + "/e.md"))
        // What happens in the moved folder is no longer a change of the docs.
        try write("x", "Docs.old/x.md")
        try write("f", "Docs/f.md")
        #expect(next(watcher) == [docs + "/f.md"])
    }

    @Test func aDocMovedAwayIsNoticed() throws {
        let watcher = FileWatcher(roots: [docs])
        try FileManager.default.moveItem(atPath: docs + "/a.md", toPath: root.appendingPathComponent("a.md").path)
        #expect(next(watcher) == [docs + "/a.md"])
    }
}
