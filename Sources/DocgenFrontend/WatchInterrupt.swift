#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C for `docgen watch`: SIGINT (and SIGTERM) set a flag instead of killing the process, so the
/// current round finishes its writes (each one complete, through a temporary directory) and the watch
/// stops between rounds. Child processes get the default action back when they start.
enum WatchInterrupt {
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    /// Whether Ctrl-C was pressed since `install()`.
    static var requested: Bool { flag != 0 }

    /// Replaces the default action of SIGINT and SIGTERM with setting the flag.
    /// The signals are unblocked too: a parent (a test runner, a CI agent) may have blocked them, and a
    /// blocked mask is inherited.
    static func install() {
        flag = 0
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        signal(SIGINT) { _ in WatchInterrupt.flag = 1 }
        signal(SIGTERM) { _ in WatchInterrupt.flag = 1 }
    }

    /// Restores the default actions.
    static func uninstall() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
