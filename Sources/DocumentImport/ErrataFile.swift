import DocgenCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ERRATA.md on disk: read, checked, merged and written under an exclusive lock, so that imports running
/// at the same time each add their section and none is lost.
///
/// The lock is `flock(2)` on the output directory itself: it is released when the descriptor closes
/// (also when the process dies), it leaves no lock file behind, and ERRATA.md can still be replaced
/// atomically (a lock on the file would be lost with the file it replaces).
package enum ErrataFile {
    /// The name of the file in the output directory.
    package static let name = "ERRATA.md"

    /// Adds `section` (``ErrataWriter/section(fileName:source:repairs:)``) for `fileName` to ERRATA.md in
    /// `directory` (shown as `shownDirectory` in messages). Holding the lock, it reads ERRATA.md — a
    /// directory, a symbolic link, a binary file or one that is not UTF-8 is refused with a located error and left as it
    /// is — then runs `beforeWriting` (which writes the document: nothing is written when ERRATA.md is
    /// refused), then writes the merged ERRATA.md. Returns the first problem, or nil.
    package static func add(
        section: String, for fileName: String, in directory: URL, shownAs shownDirectory: String,
        beforeWriting: () -> Diagnostic? = { nil }
    ) -> Diagnostic? {
        let url = directory.appendingPathComponent(name)
        let shown = (shownDirectory as NSString).appendingPathComponent(name)
        let at = SourceLocation(file: shown, line: 1, column: 1)
        let descriptor = open(directory.path, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard descriptor >= 0 else {
            return .error(.errataNotWritten, at: at, "cannot lock the directory of \(name): \(reason(errno))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                return .error(.errataNotWritten, at: at, "cannot lock the directory of \(name): \(reason(errno))")
            }
        }
        let existing: String?
        switch read(url, shownAs: shown) {
        case .success(let text): existing = text
        case .failure(let problem): return problem.diagnostic
        }
        if let problem = beforeWriting() { return problem }
        let merged = ErrataWriter.merged(existing: existing, section: section, fileName: fileName)
        do {
            try Data(merged.utf8).write(to: url, options: .atomic)
        } catch {
            return .error(.errataNotWritten, at: at, "cannot write \(name): \((error as NSError).localizedDescription)")
        }
        return nil
    }

    /// The text of ERRATA.md, nil when there is none, or why docgen will not change it.
    static func read(_ url: URL, shownAs shown: String) -> Result<String?, ImportProblem> {
        let at = SourceLocation(file: shown, line: 1, column: 1)
        func refused(_ message: String, at location: SourceLocation? = nil) -> Result<String?, ImportProblem> {
            .failure(ImportProblem(.error(.errataUnreadable, at: location ?? at, message)))
        }
        // O_NOFOLLOW: an ERRATA.md that is a symbolic link is never read through (its target's text would be
        // merged into the file docgen writes in its place).
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP {
                return refused(
                    "\(name) is a symbolic link; docgen import never follows it: move it away, nothing written")
            }
            return code == ENOENT ? .success(nil) : refused("cannot read \(name): \(reason(code)); nothing written")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return refused("cannot read \(name): \(reason(errno))") }
        guard status.st_mode & S_IFMT == S_IFREG else {
            let kind = status.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
            return refused(
                "\(name) is \(kind); docgen import adds its repairs to that file: move it away, nothing written")
        }
        guard status.st_size <= ImportInput.maximumSize else {
            return refused("\(name) is too large (\(status.st_size / 1_048_576) MiB); nothing written")
        }
        let data: Data
        do {
            data = try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
        } catch {
            return refused("cannot read \(name): \((error as NSError).localizedDescription)")
        }
        let bytes = [UInt8](data)
        if let nul = bytes.firstIndex(of: 0) {
            let (line, column) = ImportInput.position(of: nul, in: bytes)
            return refused(
                "\(name) is binary (NUL byte at offset \(nul)); docgen leaves it as it is and wrote nothing",
                at: SourceLocation(file: shown, line: line, column: column))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let bad = ImportInput.firstInvalidOffset(bytes)
            let (line, column) = ImportInput.position(of: bad, in: bytes)
            return refused(
                "\(name) is not UTF-8 (invalid byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at offset \(bad)); convert it to UTF-8 — docgen leaves it as it is and wrote nothing",
                at: SourceLocation(file: shown, line: line, column: column))
        }
        return .success(text)
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
