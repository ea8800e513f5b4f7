import Foundation

/// Processes alive (not zombies) whose command line is exactly `arguments`, found in `/proc`: how tests
/// see that nothing docgen started outlives it.
public func processes(running arguments: [String]) -> [String] {
    let wanted = Data(arguments.joined(separator: "\0").utf8 + [0])
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.filter { name in
        guard Int(name) != nil, FileManager.default.contents(atPath: "/proc/\(name)/cmdline") == wanted,
            let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }
}
