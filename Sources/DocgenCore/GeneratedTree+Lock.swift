import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - One writer at a time

extension GeneratedTree {
    /// An exclusive hold on writing (or recovering) one tree, so that a second docgen run never takes the
    /// first's live staging directory for the leftovers of an interrupted run.
    ///
    /// The lock is flock(2) on the sibling file `.<name>.docgen-lock`, which holds the holder's pid for the
    /// message a second run prints. The kernel drops the lock when its holder dies, however it dies, so a
    /// file left by a killed run never blocks the next one. Releasing removes the file; a run that locked a
    /// file just removed by its holder (the inode no longer at the path) locks the new one instead.
    final class Lock {
        private let descriptor: Int32?
        private let url: URL

        private init(descriptor: Int32?, url: URL) {
            self.descriptor = descriptor
            self.url = url
        }

        /// The lock file of the tree at `directory`.
        static func url(for directory: URL) -> URL {
            directory.deletingLastPathComponent().appendingPathComponent(
                ".\(directory.lastPathComponent).docgen-lock")
        }

        /// Takes the lock of the tree at `directory` without waiting, or returns the error naming its holder.
        /// Where the tree's parent directory does not exist there is nothing to guard yet, unless `creating`
        /// (a write, which makes the parent first).
        static func acquire(for directory: URL, creating: Bool) -> Result<Lock, GenerationFailure> {
            let url = url(for: directory)
            let parent = url.deletingLastPathComponent()
            if !FileManager.default.fileExists(atPath: parent.path) {
                guard creating else { return .success(Lock(descriptor: nil, url: url)) }
                do {
                    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
                } catch {
                    return .failure(
                        GenerationFailure([
                            .error(.outputNotWritable, at: nil, "cannot write \(directory.path): \(describe(error))")
                        ]))
                }
            }
            while true {
                // O_NOFOLLOW: a lock file that is a link (one a pull request could add) is never truncated through.
                let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
                guard descriptor >= 0 else {
                    let code = errno
                    let reason =
                        code == ELOOP || FileSystemEntry.kind(of: url) == .symbolicLink
                        ? "it is a symbolic link, not docgen's lock file (docgen never writes through one); delete it"
                        : String(cString: strerror(code))
                    return .failure(
                        GenerationFailure([
                            .error(
                                .outputNotWritable, at: SourceLocation(file: url.path, line: 1, column: 1),
                                "cannot lock \(directory.path): \(reason)")
                        ]))
                }
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                    let code = errno
                    let holder = LockHolder.pid(in: descriptor)
                    close(descriptor)
                    guard code == EWOULDBLOCK else {
                        return .failure(
                            GenerationFailure([
                                .error(
                                    .outputNotWritable, at: nil,
                                    "cannot lock \(directory.path): \(url.path): \(String(cString: strerror(code)))")
                            ]))
                    }
                    let who = holder.map { " (pid \($0))" } ?? ""
                    return .failure(
                        GenerationFailure([
                            .error(
                                .outputLocked, at: SourceLocation(file: url.path, line: 1, column: 1),
                                "another docgen is writing \(directory.path)\(who); wait for it to finish, then run this again"
                            )
                        ]))
                }
                var held = stat(), current = stat()
                guard fstat(descriptor, &held) == 0, stat(url.path, &current) == 0, held.st_ino == current.st_ino,
                    held.st_dev == current.st_dev
                else {
                    // The holder removed the file between our open and our lock: lock the path's new file.
                    close(descriptor)
                    continue
                }
                LockHolder.writePID(to: descriptor)
                return .success(Lock(descriptor: descriptor, url: url))
            }
        }

        /// Removes the lock file and drops the lock (in that order: see above).
        func release() {
            guard let descriptor else { return }
            unlink(url.path)
            close(descriptor)
        }
    }

    /// Runs `body` holding the lock of the tree at `directory`, or returns the lock's error.
    static func locked<T>(
        _ directory: URL, creating: Bool, failure: ([Diagnostic]) -> T, _ body: () -> T
    ) -> T {
        switch Lock.acquire(for: directory, creating: creating) {
        case .failure(let problem): return failure(problem.diagnostics)
        case .success(let lock):
            defer { lock.release() }
            return body()
        }
    }
}

/// Who holds a lock file: its holder writes its pid into it, for the message a waiting or refused run prints.
public enum LockHolder {
    /// Writes this process's pid into the lock file open at `descriptor` (replacing what was there).
    public static func writePID(to descriptor: Int32) {
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// The pid a holder wrote into the lock file open at `descriptor`.
    public static func pid(in descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
