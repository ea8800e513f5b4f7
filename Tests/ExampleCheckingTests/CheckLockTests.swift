import Foundation
import Synchronization
import Testing

@testable import ExampleChecking

/// Two checks of one project a moment apart: the second waits for the first, and says so.
@Suite struct CheckLockTests {
    @Test func aSecondHolderWaitsForTheFirstAndSaysWhom() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-lock-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try #require(CheckLock.hold(directory) { _ in Issue.record("the first holder waited") })
        let said = Mutex<[String]>([])
        let acquired = Mutex<Date?>(nil)
        let released = Date()
        let waiter = Thread {
            let second = CheckLock.hold(directory) { line in said.withLock { $0.append(line) } }
            acquired.withLock { $0 = Date() }
            second?.release()
        }
        waiter.start()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(acquired.withLock { $0 } == nil, "the second holder did not wait")
        first.release()
        for _ in 0..<200 where acquired.withLock({ $0 }) == nil { Thread.sleep(forTimeInterval: 0.01) }
        let at = try #require(acquired.withLock { $0 })
        #expect(at.timeIntervalSince(released) >= 0.3)
        #expect(
            said.withLock { $0 } == ["waiting for another docgen check of this project (pid \(getpid())) to finish"])
    }
}
