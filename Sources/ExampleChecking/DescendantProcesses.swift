import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The processes a child started, found again even after they left its process group or session.
///
/// Every child `Subprocess` starts is the leader of a new session and carries an environment marker
/// (`DOCGEN_SUBPROCESS=<token>`) that its descendants inherit. A descendant is a process whose environment
/// has the marker, or that is still in the child's session: `setsid` escapes the session, not the marker;
/// clearing the environment escapes the marker, not the session.
struct DescendantProcesses {
    /// The environment variable that marks a child's descendants.
    static let markerName = "DOCGEN_SUBPROCESS"

    /// The child's process id, which is also its session and process group id.
    var leader: pid_t
    /// The marker's value.
    var token: String

    /// The process ids of the descendants still alive (the leader itself excluded), read from `/proc`.
    /// Where there is no `/proc` (macOS) none are found, and only the child's process group is killed.
    func find() -> [pid_t] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        let marker = Array("\(Self.markerName)=\(token)".utf8) + [0]
        let own = getpid()
        // One buffer for every file read: a scan reads two small files of each process on the machine, and a
        // busy machine has many (read through `Data`, a scan took a second there).
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var found: [pid_t] = []
        for name in names {
            guard let pid = pid_t(name), pid != own, pid != leader, let status = status(of: pid, buffer: &buffer),
                !status.isZombie
            else { continue }
            if status.session == leader || Self.environment(of: name, contains: marker, buffer: &buffer) {
                found.append(pid)
            }
        }
        return found
    }

    /// Whether `/proc/<name>/environ` has the entry `marker` (with its terminating NUL).
    private static func environment(of name: String, contains marker: [UInt8], buffer: inout [UInt8]) -> Bool {
        let count = read("/proc/\(name)/environ", into: &buffer)
        guard count >= marker.count - 1 else { return false }
        // An environment larger than the buffer (rare): read it whole.
        if count == buffer.count, let environment = FileManager.default.contents(atPath: "/proc/\(name)/environ") {
            return environment.split(separator: 0).contains { $0.elementsEqual(marker.dropLast()) }
        }
        return buffer.withUnsafeBufferPointer { bytes in
            var start = 0
            while start < count {
                var end = start
                while end < count && bytes[end] != 0 { end += 1 }
                if end - start == marker.count - 1, memcmp(bytes.baseAddress! + start, marker, end - start) == 0 {
                    return true
                }
                start = end + 1
            }
            return false
        }
    }

    /// Reads up to the buffer's size of a file; the number of bytes read, 0 when it cannot be read.
    private static func read(_ path: String, into buffer: inout [UInt8]) -> Int {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var total = 0
        buffer.withUnsafeMutableBytes { bytes in
            while total < bytes.count {
                let count = Foundation.read(fd, bytes.baseAddress! + total, bytes.count - total)
                if count <= 0 { break }
                total += count
            }
        }
        return total
    }

    /// Kills the child's process group and every descendant (again and again, as a dying one may have
    /// started another); returns how many descendants there were, once those ending by themselves have
    /// had a second to end.
    ///
    /// It stops after two scans in a row find none: a process caught between `fork` and `exec` (a `setsid`
    /// starting its detached child) can be missing from one scan of `/proc`, or show no environment.
    @discardableResult
    func killAll() -> Int {
        // What is on its way out when the child ends (a sandbox's namespace init follows its command out;
        // a busy machine is slow about it) is given a second to go before it counts as left running.
        // (`for … where` would only filter: the scan ran a hundred times even when it found nothing.)
        for _ in 0..<100 {
            if find().isEmpty { break }
            usleep(10_000)
        }
        var killed = Set<pid_t>()
        var emptyScans = 0
        for _ in 0..<20 {
            let alive = find()
            kill(-leader, SIGKILL)
            if alive.isEmpty {
                emptyScans += 1
                if emptyScans == 2 { break }
            } else {
                emptyScans = 0
                for pid in alive { kill(pid, SIGKILL) }
                killed.formUnion(alive)
            }
            usleep(10_000)
        }
        return killed.count
    }

    /// The state and session of a process: the third and sixth fields of `/proc/<pid>/stat`, counted
    /// after the parenthesized command name (which may contain spaces).
    private func status(of pid: pid_t, buffer: inout [UInt8]) -> (isZombie: Bool, session: pid_t?)? {
        let count = Self.read("/proc/\(pid)/stat", into: &buffer)
        guard let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = buffer[buffer.index(after: close)..<count].split(separator: UInt8(ascii: " "), maxSplits: 5)
        guard fields.count > 3 else { return nil }
        let state = fields[0].first
        return (
            state == UInt8(ascii: "Z") || state == UInt8(ascii: "X"), pid_t(String(decoding: fields[3], as: UTF8.self))
        )
    }
}
