import DocgenCore
import Foundation
import Testing

/// A value remembered once per key, shared between threads, bounded.
@Suite struct ProcessMemoTests {
    /// Counts how often a computation ran.
    final class Calls: @unchecked Sendable {
        private var count = 0
        private let lock = NSLock()
        func record() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test func eachKeyIsComputedOnceAndRemembered() {
        let memo = ProcessMemo<String, Int>()
        let calls = Calls()
        func length(_ text: String) -> Int {
            memo.value(for: text) {
                calls.record()
                return text.count
            }
        }
        #expect(length("abc") == 3)
        #expect(length("abc") == 3)
        #expect(calls.value == 1)
        #expect(memo["abc"] == 3)
        // Another key is computed on its own, never given the value of the first.
        #expect(memo["abcd"] == nil)
        #expect(length("abcd") == 4)
        #expect(calls.value == 2)
        #expect(memo.count == 2)
    }

    @Test func pastItsLimitTheMemoStartsAgain() {
        let memo = ProcessMemo<Int, Int>(limit: 3)
        for key in 0..<3 { _ = memo.value(for: key) { key * 10 } }
        #expect(memo.count == 3)
        #expect(memo.value(for: 3) { 30 } == 30)
        #expect(memo.count == 1)
        #expect(memo[0] == nil)
        #expect(memo[3] == 30)
        memo.removeAll()
        #expect(memo.count == 0)
    }

    @Test func aThrowingComputationIsNotRemembered() {
        struct Failure: Error {}
        let memo = ProcessMemo<String, Int>()
        #expect(throws: Failure.self) { try memo.value(for: "x") { throw Failure() } }
        #expect(memo["x"] == nil)
        #expect(memo.value(for: "x") { 7 } == 7)
    }

    @Test func threadsShareOneMemo() {
        let memo = ProcessMemo<Int, String>()
        let results = ParallelResults<String>(count: 400)
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            results[index] = memo.value(for: index % 40) { "value \(index % 40)" }
        }
        #expect(results.values == (0..<400).map { "value \($0 % 40)" })
        #expect(memo.count == 40)
    }
}
