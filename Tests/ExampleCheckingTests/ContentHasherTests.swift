import DocgenCore
import DocgenTestSupport
import ExampleChecking
import Foundation
import Testing

@Suite struct ContentHasherTests {
    @Test func matchesStableHashOnText() {
        for text in ["", "a", "foobar", "Привет, 世界"] {
            var hasher = ContentHasher()
            hasher.combine(bytes: text.utf8)
            #expect(hasher.hex == StableHash.fnv1a64Hex(text))
        }
    }

    @Test func directoryHashIsStableAndSensitive() throws {
        let directory = try makeTemporaryDirectory("docgen-check-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: directory.appendingPathComponent("b/c"), withIntermediateDirectories: true)
        try "one".write(to: directory.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
        try "two".write(to: directory.appendingPathComponent("b/c/d.swift"), atomically: true, encoding: .utf8)
        let first = try ContentHasher.hashOfDirectory(directory)
        #expect(try ContentHasher.hashOfDirectory(directory) == first)

        // Hidden files (.build, .DS_Store) do not count.
        try "x".write(to: directory.appendingPathComponent(".DS_Store"), atomically: true, encoding: .utf8)
        #expect(try ContentHasher.hashOfDirectory(directory) == first)

        // A changed byte, a renamed file and an added file all change it.
        try "twO".write(to: directory.appendingPathComponent("b/c/d.swift"), atomically: true, encoding: .utf8)
        let changed = try ContentHasher.hashOfDirectory(directory)
        #expect(changed != first)
        try fileManager.moveItem(
            at: directory.appendingPathComponent("a.swift"), to: directory.appendingPathComponent("z.swift"))
        let renamed = try ContentHasher.hashOfDirectory(directory)
        #expect(renamed != changed)
        try Data().write(to: directory.appendingPathComponent("empty"))
        #expect(try ContentHasher.hashOfDirectory(directory) != renamed)
    }

    @Test func linksToFilesCountAsTheirFilesAndLinksToFoldersAreNotEntered() throws {
        let directory = try makeTemporaryDirectory("docgen-check-tests")
        let outside = try makeTemporaryDirectory("docgen-check-tests")
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: outside)
        }
        let fileManager = FileManager.default
        try "one".write(to: directory.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
        try "far".write(to: outside.appendingPathComponent("far.swift"), atomically: true, encoding: .utf8)
        let alone = try ContentHasher.hashOfDirectory(directory)
        // A folder link (here one that leads back to the root: a cycle) adds nothing and ends.
        try fileManager.createSymbolicLink(
            at: directory.appendingPathComponent("loop"), withDestinationURL: directory)
        try fileManager.createSymbolicLink(
            at: directory.appendingPathComponent("elsewhere"), withDestinationURL: outside)
        #expect(try ContentHasher.hashOfDirectory(directory) == alone)
        // A file link counts as the file it leads to, under the link's name.
        try fileManager.createSymbolicLink(
            at: directory.appendingPathComponent("b.swift"),
            withDestinationURL: outside.appendingPathComponent("far.swift"))
        let linked = try ContentHasher.hashOfDirectory(directory)
        #expect(linked != alone)
        try fileManager.removeItem(at: directory.appendingPathComponent("b.swift"))
        try "far".write(to: directory.appendingPathComponent("b.swift"), atomically: true, encoding: .utf8)
        #expect(try ContentHasher.hashOfDirectory(directory) == linked)
    }

    @Test func theSameTreeElsewhereHasTheSameHash() throws {
        let one = try makeTemporaryDirectory("docgen-check-tests"),
            two = try makeTemporaryDirectory("docgen-check-tests")
        defer {
            try? FileManager.default.removeItem(at: one)
            try? FileManager.default.removeItem(at: two)
        }
        for root in [two, one] {
            try "α".write(to: root.appendingPathComponent("x.mustache"), atomically: true, encoding: .utf8)
            try "β".write(to: root.appendingPathComponent("y.mustache"), atomically: true, encoding: .utf8)
        }
        #expect(try ContentHasher.hashOfDirectory(one) == ContentHasher.hashOfDirectory(two))
    }

    @Test func aMissingDirectoryThrows() {
        #expect(throws: (any Error).self) {
            try ContentHasher.hashOfDirectory(URL(fileURLWithPath: "/nonexistent/docgen-templates"))
        }
    }
}
