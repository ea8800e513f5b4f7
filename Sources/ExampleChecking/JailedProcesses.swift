import Foundation

/// The processes of a sandboxed command at its time limit, seen from outside: everything below bwrap
/// (the child docgen started) but bwrap's init, the counting shell and the command itself — the oldest
/// child at each of those three levels — and zombies. The counting shell cannot count them then: it is
/// still waiting for the command when docgen kills the jail.
struct JailedProcesses {
    /// bwrap's pid outside the jail.
    var outside: pid_t

    /// A process as `/proc/<pid>/stat` shows it.
    struct Process {
        var pid: pid_t
        var parent: pid_t
        var isZombie: Bool
        var start: UInt64
    }

    func strays() -> Int {
        let all = Self.processes()
        var children: [pid_t: [Process]] = [:]
        for process in all { children[process.parent, default: []].append(process) }
        var descendants: [Process] = []
        var frontier = [outside]
        while let next = frontier.popLast() {
            let found = children[next] ?? []
            descendants += found
            frontier += found.map(\.pid)
        }
        var expected: Set<pid_t> = []
        var level = outside
        for _ in 0..<3 {
            guard let oldest = children[level]?.min(by: { ($0.start, $0.pid) < ($1.start, $1.pid) }) else { break }
            expected.insert(oldest.pid)
            level = oldest.pid
        }
        return descendants.filter { !$0.isZombie && !expected.contains($0.pid) }.count
    }

    /// Every process of the machine.
    static func processes() -> [Process] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name in
            guard let pid = pid_t(name),
                let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After the command name: state (0), parent (1), …, start time (19).
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 19, let parent = pid_t(fields[1]), let start = UInt64(fields[19]) else { return nil }
            return Process(pid: pid, parent: parent, isZombie: fields[0] == "Z" || fields[0] == "X", start: start)
        }
    }
}
