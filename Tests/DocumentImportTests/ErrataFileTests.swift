import DocgenCore
import DocgenTestSupport
import Foundation
import Testing

@testable import DocumentImport

@Suite struct ErrataFileTests {
    /// Issue 26: two imports at once read the same ERRATA.md and the later write dropped the other's
    /// section. Under the lock every section arrives.
    @Test func writersAtTheSameTimeLoseNothing() throws {
        let directory = try makeTemporaryDirectory("docgen-errata")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writers = 8, rounds = 10
        let lock = NSLock()
        nonisolated(unsafe) var problems: [Diagnostic] = []
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            for round in 0..<rounds {
                let fileName = "w\(writer)-r\(round).md"
                let section = ErrataWriter.section(fileName: fileName, source: "in.txt", repairs: [])
                if let problem = ErrataFile.add(section: section, for: fileName, in: directory, shownAs: "Docs") {
                    lock.withLock { problems.append(problem) }
                }
            }
        }
        #expect(problems.isEmpty)
        let errata = try String(contentsOf: directory.appendingPathComponent("ERRATA.md"), encoding: .utf8)
        let written = ErrataWriter.markedSections(ErrataWriter.lines(errata)).map(\.fileName)
        #expect(written.count == writers * rounds)
        #expect(Set(written).count == writers * rounds)
    }

    @Test func aRefusedERRATAWritesNothingElse() throws {
        let directory = try makeTemporaryDirectory("docgen-errata")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errata = directory.appendingPathComponent("ERRATA.md")
        let binary = Data("# Errata\n\u{0}".utf8)
        try binary.write(to: errata)
        nonisolated(unsafe) var wroteDocument = false
        let problem = ErrataFile.add(
            section: ErrataWriter.section(fileName: "a.md", source: "a.txt", repairs: []), for: "a.md", in: directory,
            shownAs: "Docs"
        ) {
            wroteDocument = true
            return nil
        }
        #expect(problem?.id == .errataUnreadable)
        #expect(problem?.location == SourceLocation(file: "Docs/ERRATA.md", line: 2, column: 1))
        #expect(!wroteDocument)
        #expect(try Data(contentsOf: errata) == binary)
    }

    /// Issue 34: an ERRATA.md that is a link (committed by someone else) was read through, and its target's
    /// text merged into the ERRATA.md written in its place.
    @Test func anERRATAThatIsALinkIsNotReadThrough() throws {
        let directory = try makeTemporaryDirectory("docgen-errata")
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = directory.appendingPathComponent("secret.txt")
        try "TOKEN=hunter2\n".write(to: secret, atomically: true, encoding: .utf8)
        let docs = directory.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let errata = docs.appendingPathComponent("ERRATA.md")
        try FileManager.default.createSymbolicLink(at: errata, withDestinationURL: secret)
        let problem = ErrataFile.add(
            section: ErrataWriter.section(fileName: "a.md", source: "a.txt", repairs: []), for: "a.md", in: docs,
            shownAs: "Docs")
        #expect(problem?.id == .errataUnreadable)
        #expect(problem?.message.contains("symbolic link") == true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: errata.path) == secret.path)
        #expect(try String(contentsOf: secret, encoding: .utf8) == "TOKEN=hunter2\n")
    }
}
