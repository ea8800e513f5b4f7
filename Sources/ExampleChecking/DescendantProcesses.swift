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
        let marker = Data("\(Self.markerName)=\(token)".utf8)
        let own = getpid()
        var found: [pid_t] = []
        for name in names {
            guard let pid = pid_t(name), pid != own, pid != leader, let status = status(of: pid), !status.isZombie
            else { continue }
            if status.session == leader {
                found.append(pid)
            } else if let environment = FileManager.default.contents(atPath: "/proc/\(name)/environ"),
                environment.split(separator: 0).contains(where: { $0.elementsEqual(marker) })
            {
                found.append(pid)
            }
        }
        return found
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
        for _ in 0..<100 where !find().isEmpty { usleep(10_000) }
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
    private func status(of pid: pid_t) -> (isZombie: Bool, session: pid_t?)? {
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
            let close = stat.lastIndex(of: UInt8(ascii: ")"))
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 3 else { return nil }
        let state = fields[0].first
        return (
            state == UInt8(ascii: "Z") || state == UInt8(ascii: "X"), pid_t(String(decoding: fields[3], as: UTF8.self))
        )
    }
}
