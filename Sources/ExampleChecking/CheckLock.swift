import DocgenCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One check at a time in a scratch directory: a second `docgen check` (or `watch`) of the same project waits
/// for the first instead of racing it for SwiftPM's build lock (which failed every example "not checked" on
/// SwiftPM's lock) or for the kept results.
///
/// flock(2) on `<scratch>/.check-lock`, which holds the holder's pid for the waiting run's progress line; the
/// kernel drops it when its holder dies, however it dies, so a killed check never blocks the next one.
final class CheckLock {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Holds the lock of `directory` (made if missing), waiting for another holder first and saying so through
    /// `progress`; nil where the lock file cannot be made (a read-only project: then nothing else can write
    /// there either).
    static func hold(_ directory: URL, progress: (String) -> Void) -> CheckLock? {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(".check-lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return nil }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let holder = LockHolder.pid(in: descriptor).map { " (pid \($0))" } ?? ""
            progress("waiting for another docgen check of this project\(holder) to finish")
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        LockHolder.writePID(to: descriptor)
        return CheckLock(descriptor: descriptor)
    }

    /// Drops the lock (the file stays: removing it would let a waiter and a newcomer lock different files).
    func release() { close(descriptor) }
}
