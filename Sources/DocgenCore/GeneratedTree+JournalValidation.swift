import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - What may be read back from a tree

/// Everything docgen reads back from a generated tree — its manifest, its journal — comes from the disk, and
/// the disk may come from a pull request (`Examples/` is committed), so a path read back is input like any
/// other: it is acted on only when it is one docgen itself could have written (`pathProblem(_:in:)`), one
/// check for the manifest, the journal and every write.
extension GeneratedTree {
    /// Why `path` (relative, `/`-separated) is not a path docgen could write in the tree at `directory`, or
    /// nil. It must be a relative path inside the tree: no leading `/`, no `.`/`..`/empty component, no
    /// control character, never the journal or the staging directory themselves; and no symbolic link is
    /// followed on the disk: neither a directory on its way (from the tree's root) nor the path itself is a
    /// link (nor a special file). Without `directory`, only the path's shape is checked.
    static func pathProblem(_ path: String, in directory: URL?) -> String? {
        if path.isEmpty { return "is empty" }
        if path.hasPrefix("/") { return "is an absolute path" }
        if path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "contains a control character"
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            return "leaves the tree or is not a plain relative path"
        }
        if [journalName, stagingName].contains(String(components[0])) {
            return "names docgen's own journal or staging directory"
        }
        guard var walked = directory else { return nil }
        for (index, component) in components.enumerated() {
            walked.appendPathComponent(String(component))
            let isLast = index == components.count - 1
            switch FileSystemEntry.kind(of: walked) {
            case nil: return nil
            case .directory: continue
            case .file where isLast: return nil
            case .symbolicLink:
                let shown = components[...index].joined(separator: "/")
                return isLast ? "is a symbolic link" : "goes through the symbolic link \(shown)"
            case let kind?:
                return isLast ? "is a \(kind)" : "goes through \(kind) \(components[...index].joined(separator: "/"))"
            }
        }
        return nil
    }

    /// The bytes of the regular file at `path` in the tree at `directory`, nil if there is none or reading it
    /// would follow a link (`pathProblem(_:in:)`).
    static func data(at path: String, in directory: URL) -> Data? {
        guard pathProblem(path, in: directory) == nil else { return nil }
        return try? Data(contentsOf: directory.appendingPathComponent(path))
    }

    /// An entry as a message shows it: control characters escaped, at most 120 characters.
    static func shown(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
        }.joined()
        return escaped.count > 120 ? escaped.prefix(120) + "…" : escaped
    }
}

// MARK: - What a journal may name

/// Before recovery carries a journal out, every entry must be one that docgen itself could have written. An
/// entry is accepted only when
/// - its path passes `GeneratedTree.pathProblem(_:in:)` (inside the tree, through no symbolic link), and the
///   staging directory is a directory;
/// - a removal names a file of the tree's manifest (or one that no longer exists);
/// - a rename moves a staging file docgen names (`0`, `1`, … or `manifest`, a regular file) to a path of the
///   staged manifest (the manifest itself only to `.docgen-manifest`).
/// Anything else refuses the whole journal: nothing is touched, and the error names the entry.
extension GeneratedTree.Journal {
    /// The problems that make this journal unsafe to carry out in `directory`; empty when it is safe.
    func problems(in directory: URL) -> [String] {
        let staging = directory.appendingPathComponent(GeneratedTree.stagingName)
        var problems: [String] = []
        if let kind = FileSystemEntry.kind(of: staging), kind != .directory {
            problems.append("\(GeneratedTree.stagingName) is a \(kind), not a directory docgen made")
        }
        let current = GeneratedTree.manifest(in: directory)?.paths ?? []
        let stagedManifest = staging.appendingPathComponent("manifest")
        var staged = current
        if FileSystemEntry.kind(of: stagedManifest) == .file,
            let text = try? String(contentsOf: stagedManifest, encoding: .utf8)
        {
            staged = GeneratedTree.Manifest(parsing: text).paths
        }
        let shown = GeneratedTree.shown
        for path in removals {
            if let problem = GeneratedTree.pathProblem(path, in: directory) {
                problems.append("removal '\(shown(path))': \(problem)")
            } else if !current.contains(path), FileSystemEntry.kind(of: directory.appendingPathComponent(path)) != nil {
                problems.append("removal '\(shown(path))': not a file docgen generated (not in its manifest)")
            }
        }
        for path in emptied {
            if let problem = GeneratedTree.pathProblem(path, in: directory) {
                problems.append("emptied directory '\(shown(path))': \(problem)")
            }
        }
        for rename in renames {
            guard rename.count == 2 else {
                problems.append("rename \(rename.map(shown)): expected a staging name and a path")
                continue
            }
            let (source, target) = (rename[0], rename[1])
            let digits = source.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard source == "manifest" || (!source.isEmpty && digits) else {
                problems.append("rename from '\(shown(source))': not a name docgen gives a staged file")
                continue
            }
            if let kind = FileSystemEntry.kind(of: staging.appendingPathComponent(source)), kind != .file {
                problems.append("rename from '\(shown(source))': a \(kind), not a file docgen staged")
                continue
            }
            if source == "manifest" {
                if target != GeneratedTree.manifestName {
                    problems.append("rename of the manifest to '\(shown(target))', not \(GeneratedTree.manifestName)")
                }
                continue
            }
            if let problem = GeneratedTree.pathProblem(target, in: directory) {
                problems.append("rename to '\(shown(target))': \(problem)")
            } else if !staged.contains(target) {
                problems.append("rename to '\(shown(target))': not a file of the tree docgen was writing")
            }
        }
        return problems
    }
}

/// What is at a path, without following a final symbolic link (lstat(2)).
enum FileSystemEntry: String, CustomStringConvertible {
    case directory, file
    case symbolicLink = "symbolic link"
    case other = "special file"

    var description: String { rawValue }

    static func kind(of url: URL) -> FileSystemEntry? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }
}
