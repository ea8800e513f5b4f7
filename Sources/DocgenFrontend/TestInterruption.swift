import DocgenCore
import Foundation

/// A test-only way to stop `docgen` at a chosen step of writing a generated tree, as a crash would:
/// `DOCGEN_TEST_KILL_AT_STEP=N` makes the process send itself `DOCGEN_TEST_KILL_SIGNAL` (`KILL`, the
/// default, `TERM` or `INT`; `STOP` pauses it there until it is continued) before the N-th rename or removal (counted from 1 over the whole run).
enum TestInterruption {
    static var hook: GeneratedTree.StepHook? {
        let environment = ProcessInfo.processInfo.environment
        guard let value = environment["DOCGEN_TEST_KILL_AT_STEP"], let target = Int(value) else { return nil }
        let signal: Int32 =
            switch environment["DOCGEN_TEST_KILL_SIGNAL"] {
            case "TERM": SIGTERM
            case "INT": SIGINT
            case "STOP": SIGSTOP
            default: SIGKILL
            }
        return { _ in
            if counter.next() == target {
                // The parent may have left the signal blocked or ignored (Foundation's Process does).
                var set = sigset_t()
                sigemptyset(&set)
                sigaddset(&set, signal)
                pthread_sigmask(SIG_UNBLOCK, &set, nil)
                _ = Foundation.signal(signal, SIG_DFL)
                raise(signal)
                // A stopped run goes on once continued (a test runs a second docgen meanwhile).
                if signal == SIGSTOP { return }
                // Whatever happened to it, the write must not go on.
                raise(SIGKILL)
            }
        }
    }

    private static let counter = StepCounter()

    private final class StepCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count
        }
    }
}
