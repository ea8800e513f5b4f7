import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - What a journal may name

/// A journal comes from the disk, and the disk may come from a pull request (`Examples/` is committed): before
/// recovery carries one out, every entry must be one that docgen itself could have written. An entry is
/// accepted only when
/// - it is a relative path inside the tree: no leading `/`, no `.`/`..`/empty component, no control
///   character, never the journal or the staging directory themselves;
/// - no directory on its way (from the tree's root) is a symbolic link, and neither is the staging directory;
/// - a removal names a file of the tree's manifest (or one that no longer exists);
/// - a rename moves a staging file docgen names (`0`, `1`, … or `manifest`) to a path of the staged manifest
///   (the manifest itself only to `.docgen-manifest`).
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
        let staged =
            (try? String(contentsOf: staging.appendingPathComponent("manifest"), encoding: .utf8))
            .map { GeneratedTree.Manifest(parsing: $0).paths } ?? current
        for path in removals {
            if let problem = Self.problem(with: path, in: directory) {
                problems.append("removal '\(Self.shown(path))': \(problem)")
            } else if !current.contains(path), FileSystemEntry.kind(of: directory.appendingPathComponent(path)) != nil {
                problems.append("removal '\(Self.shown(path))': not a file docgen generated (not in its manifest)")
            }
        }
        for path in emptied {
            if let problem = Self.problem(with: path, in: directory) {
                problems.append("emptied directory '\(Self.shown(path))': \(problem)")
            }
        }
        for rename in renames {
            guard rename.count == 2 else {
                problems.append("rename \(rename.map(Self.shown)): expected a staging name and a path")
                continue
            }
            let (source, target) = (rename[0], rename[1])
            if source == "manifest" {
                if target != GeneratedTree.manifestName {
                    problems.append(
                        "rename of the manifest to '\(Self.shown(target))', not \(GeneratedTree.manifestName)")
                }
                continue
            }
            if source.isEmpty || !source.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                problems.append("rename from '\(Self.shown(source))': not a name docgen gives a staged file")
            } else if let problem = Self.problem(with: target, in: directory) {
                problems.append("rename to '\(Self.shown(target))': \(problem)")
            } else if !staged.contains(target) {
                problems.append("rename to '\(Self.shown(target))': not a file of the tree docgen was writing")
            }
        }
        return problems
    }

    /// Why `path` is not a path inside the tree that docgen could write, or nil.
    static func problem(with path: String, in directory: URL) -> String? {
        if path.isEmpty { return "empty" }
        if path.hasPrefix("/") { return "an absolute path" }
        if path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "contains a control character"
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            return "leaves the tree or is not a plain relative path"
        }
        if [GeneratedTree.journalName, GeneratedTree.stagingName].contains(String(components[0])) {
            return "names docgen's own journal or staging directory"
        }
        var walked = directory
        for component in components.dropLast() {
            walked.appendPathComponent(String(component))
            switch FileSystemEntry.kind(of: walked) {
            case nil: return nil
            case .directory: continue
            case let kind?: return "goes through \(kind) \(component)"
            }
        }
        return nil
    }

    /// An entry as a message shows it: control characters escaped, at most 120 characters.
    static func shown(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
        }.joined()
        return escaped.count > 120 ? escaped.prefix(120) + "…" : escaped
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
