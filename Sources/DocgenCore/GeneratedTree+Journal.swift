import Foundation

// MARK: - Crash-safe writing

/// How a write changes the disk, so that a process stopped at any point (SIGINT, SIGTERM, SIGKILL, power is
/// another matter: nothing is synced) leaves a state the next run completes:
///
/// 1. A new tree (the directory does not exist) is written whole into the sibling `.<name>.docgen-new` and
///    renamed into place: one atomic rename. A leftover `.<name>.docgen-new` was never renamed: removed.
/// 2. An existing tree is updated in place, and only generated paths are touched (the user's files are
///    never moved): new and changed files are written into `<dir>/.docgen-staging/`, then the journal
///    `<dir>/.docgen-journal` (the files to rename into place, the files to remove, the new manifest last)
///    is committed by renaming it from a temporary name. Then the journal is carried out — every step can
///    be repeated — and deleted, and the staging directory removed.
/// 3. `recover(_:)`, run before every write: a journal is carried out to the end (the new tree); staging
///    without a journal is removed (the old tree). Leftovers of docgen 0.1 (`.<name>.docgen-old-*`,
///    `.<name>.docgen-new-*`) are put back: the old tree is restored and user files moved back.
extension GeneratedTree {
    static let stagingName = ".docgen-staging"
    static let journalName = ".docgen-journal"

    /// The committed plan of an update.
    struct Journal: Codable {
        /// Generated files to remove (first).
        var removals: [String]
        /// Files in the staging directory (by name) and the paths they are renamed to; the manifest last.
        var renames: [[String]]
        /// Directories (deepest first) to remove if the removals left them empty.
        var emptied: [String]
    }

    /// Writes a tree where nothing exists yet: aside, then one rename.
    func create(_ directory: URL, contents: [String: Data], beforeStep: StepHook?) throws {
        let fileManager = FileManager.default
        let fresh = Self.freshSibling(of: directory)
        try fileManager.createDirectory(at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        if fileManager.fileExists(atPath: fresh.path) { try fileManager.removeItem(at: fresh) }
        try fileManager.createDirectory(at: fresh, withIntermediateDirectories: false)
        for (path, content) in contents {
            let target = fresh.appendingPathComponent(path)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: target)
        }
        try Data(manifest.utf8).write(to: fresh.appendingPathComponent(Self.manifestName))
        try beforeStep?("rename \(fresh.lastPathComponent) to \(directory.lastPathComponent)")
        try Self.rename(fresh, to: directory)
    }

    /// Updates an existing tree in place through the journal.
    func update(
        _ directory: URL, contents: [String: Data], writing paths: [String], removing removed: [String],
        beforeStep: StepHook?
    ) throws {
        let fileManager = FileManager.default
        let staging = directory.appendingPathComponent(Self.stagingName)
        if fileManager.fileExists(atPath: staging.path) { try fileManager.removeItem(at: staging) }
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        var renames: [[String]] = []
        for (index, path) in paths.enumerated() {
            try contents[path]!.write(to: staging.appendingPathComponent("\(index)"))
            renames.append(["\(index)", path])
        }
        try Data(manifest.utf8).write(to: staging.appendingPathComponent("manifest"))
        renames.append(["manifest", Self.manifestName])
        let emptied = Set(removed.flatMap(Self.ancestors)).sorted {
            let (left, right) = ($0.split(separator: "/").count, $1.split(separator: "/").count)
            return left == right ? $0 < $1 : left > right
        }
        let journal = Journal(removals: removed, renames: renames, emptied: emptied)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let pending = staging.appendingPathComponent("journal")
        try encoder.encode(journal).write(to: pending)
        try beforeStep?("commit the journal")
        try Self.rename(pending, to: directory.appendingPathComponent(Self.journalName))
        try Self.carryOut(journal, in: directory, beforeStep: beforeStep)
    }

    /// Carries out a committed journal; every step may already have been done.
    static func carryOut(_ journal: Journal, in directory: URL, beforeStep: StepHook?) throws {
        let fileManager = FileManager.default
        let staging = directory.appendingPathComponent(stagingName)
        /// Each step checks its path again (as validation did): a link made since is never followed.
        func checked(_ path: String) throws -> URL {
            if let problem = pathProblem(path, in: directory) {
                throw JournalError(operation: "write \(shown(path)), which \(problem)", code: ELOOP)
            }
            return directory.appendingPathComponent(path)
        }
        for path in journal.removals {
            let target = try checked(path)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            try beforeStep?("remove \(path)")
            try fileManager.removeItem(at: target)
        }
        for directoryPath in journal.emptied {
            // rmdir removes only an empty directory: a user's file keeps its directory.
            _ = Foundation.rmdir(try checked(directoryPath).path)
        }
        for rename in journal.renames where rename.count == 2 {
            let source = staging.appendingPathComponent(rename[0])
            guard fileManager.fileExists(atPath: source.path) else { continue }
            let target = try checked(rename[1])
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try beforeStep?("rename \(rename[1]) into place")
            try Self.rename(source, to: target)
        }
        try beforeStep?("remove the journal")
        try fileManager.removeItem(at: directory.appendingPathComponent(journalName))
        try fileManager.removeItem(at: staging)
    }

    // MARK: - Recovering

    /// Finishes or undoes an interrupted write of the tree at `directory` (see above); returns a warning
    /// per repair, or an error if the journal cannot be read (then nothing is touched).
    @discardableResult
    public static func recover(_ directory: URL) -> [Diagnostic] {
        locked(directory, creating: false, failure: { $0 }) { recoverLocked(directory) }
    }

    /// `recover(_:)` once the tree's lock is held.
    static func recoverLocked(_ directory: URL) -> [Diagnostic] {
        let fileManager = FileManager.default
        var diagnostics: [Diagnostic] = []
        let fresh = freshSibling(of: directory)
        if let kind = FileSystemEntry.kind(of: fresh) {
            guard kind == .directory else {
                return [refusal(at: fresh, "\(fresh.lastPathComponent) is a \(kind), not a directory docgen made")]
            }
            try? fileManager.removeItem(at: fresh)
            diagnostics.append(
                .warning(
                    .interruptedWriteRecovered, at: nil,
                    "removed \(fresh.path), left by an interrupted docgen run before it wrote \(directory.path)"))
        }
        diagnostics += recoverLegacy(directory)
        let journalURL = directory.appendingPathComponent(journalName)
        let staging = directory.appendingPathComponent(stagingName)
        if let kind = FileSystemEntry.kind(of: journalURL) {
            guard kind == .file else {
                return diagnostics + [refusal(at: journalURL, "the journal is a \(kind), not a file docgen wrote")]
            }
            guard let data = try? Data(contentsOf: journalURL),
                let journal = try? JSONDecoder().decode(Journal.self, from: data)
            else {
                return diagnostics + [
                    .error(
                        .writeJournalUnreadable, at: SourceLocation(file: journalURL.path, line: 1, column: 1),
                        "the journal of an interrupted docgen run is unreadable; check \(directory.path), then delete the journal and \(stagingName)"
                    )
                ]
            }
            let problems = journal.problems(in: directory)
            if let first = problems.first {
                let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
                return diagnostics + [refusal(at: journalURL, first + more)]
            }
            do {
                try carryOut(journal, in: directory, beforeStep: nil)
                diagnostics.append(
                    .warning(
                        .interruptedWriteRecovered, at: nil,
                        "finished writing \(directory.path), which an interrupted docgen run had begun"))
            } catch {
                diagnostics.append(
                    .error(
                        .outputNotWritable, at: nil,
                        "cannot finish the interrupted write of \(directory.path): \(describe(error))"))
            }
        } else if let kind = FileSystemEntry.kind(of: staging) {
            guard kind == .directory else {
                return diagnostics + [refusal(at: staging, "\(stagingName) is a \(kind), not a directory docgen made")]
            }
            try? fileManager.removeItem(at: staging)
            diagnostics.append(
                .warning(
                    .interruptedWriteRecovered, at: nil,
                    "removed \(staging.path), left by an interrupted docgen run; \(directory.path) is as it was"))
        }
        return diagnostics
    }

    /// The error that refuses an interrupted write's leftovers that docgen could not have written.
    private static func refusal(at location: URL, _ problem: String) -> Diagnostic {
        .error(
            .writeJournalUnsafe, at: SourceLocation(file: location.path, line: 1, column: 1),
            "refusing to recover an interrupted write: \(problem); nothing was changed — if no docgen run was interrupted here, delete \(journalName) and \(stagingName)"
        )
    }

    /// Puts back what docgen 0.1's swap left when interrupted: the old tree renamed aside
    /// (`.<name>.docgen-old-PID`) and the new tree with the user's files moved into it (`.<name>.docgen-new-PID`).
    static func recoverLegacy(_ directory: URL) -> [Diagnostic] {
        let fileManager = FileManager.default
        let parent = directory.deletingLastPathComponent()
        let name = directory.lastPathComponent
        guard let siblings = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return [] }
        var diagnostics: [Diagnostic] = []
        let leftovers = siblings.filter {
            FileSystemEntry.kind(of: parent.appendingPathComponent($0)) == .directory
        }
        for sibling in leftovers.sorted() where sibling.hasPrefix(".\(name).docgen-old-") {
            let old = parent.appendingPathComponent(sibling)
            if !fileManager.fileExists(atPath: directory.path), (try? rename(old, to: directory)) != nil {
                diagnostics.append(
                    .warning(
                        .interruptedWriteRecovered, at: nil,
                        "restored \(directory.path) from \(sibling), left by an interrupted docgen 0.1 run"))
            }
        }
        for sibling in leftovers.sorted() where sibling.hasPrefix(".\(name).docgen-new-") {
            let leftover = parent.appendingPathComponent(sibling)
            guard fileManager.fileExists(atPath: directory.path) else {
                // There was no tree before: the leftover holds generated files only.
                try? fileManager.removeItem(at: leftover)
                continue
            }
            let generated = generatedPaths(in: leftover) ?? []
            moveBack(from: leftover, to: directory, relative: "", generated: generated.union([manifestName]))
            try? fileManager.removeItem(at: leftover)
            diagnostics.append(
                .warning(
                    .interruptedWriteRecovered, at: nil,
                    "moved your files from \(sibling), left by an interrupted docgen 0.1 run, back into \(directory.path)"
                ))
        }
        // Old trees that could not be restored (the directory exists) hold nothing newer: they go.
        for sibling in leftovers where sibling.hasPrefix(".\(name).docgen-old-") {
            let old = parent.appendingPathComponent(sibling)
            guard fileManager.fileExists(atPath: old.path) else { continue }
            let generated = generatedPaths(in: old) ?? []
            moveBack(from: old, to: directory, relative: "", generated: generated.union([manifestName]))
            try? fileManager.removeItem(at: old)
        }
        return diagnostics
    }

    /// Moves every entry of `source` that is not a generated file and is missing from `target` into it.
    private static func moveBack(from source: URL, to target: URL, relative: String, generated: Set<String>) {
        let fileManager = FileManager.default
        let directory = relative.isEmpty ? source : source.appendingPathComponent(relative)
        for entry in (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? [] {
            let path = relative.isEmpty ? entry : relative + "/" + entry
            if generated.contains(path) { continue }
            let from = source.appendingPathComponent(path), to = target.appendingPathComponent(path)
            // lstat, not stat: a link in either tree is never followed (nor moved into, nor replaced).
            let isDirectory = FileSystemEntry.kind(of: from) == .directory
            if let targetKind = FileSystemEntry.kind(of: to) {
                if isDirectory, targetKind == .directory {
                    moveBack(from: source, to: target, relative: path, generated: generated)
                }
                continue
            }
            if isDirectory, !generated.contains(where: { $0.hasPrefix(path + "/") }) {
                _ = try? rename(from, to: to)
            } else if isDirectory {
                moveBack(from: source, to: target, relative: path, generated: generated)
            } else {
                try? fileManager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                _ = try? rename(from, to: to)
            }
        }
    }

    // MARK: - Helpers

    static func freshSibling(of directory: URL) -> URL {
        directory.deletingLastPathComponent().appendingPathComponent(".\(directory.lastPathComponent).docgen-new")
    }

    /// rename(2): atomic, and replaces a file at `target`.
    static func rename(_ source: URL, to target: URL) throws {
        guard Foundation.rename(source.path, target.path) == 0 else {
            throw JournalError(operation: "rename \(source.path) to \(target.path)", code: errno)
        }
    }
}

/// A failed system call while writing a tree.
struct JournalError: Error, CustomStringConvertible {
    var operation: String
    var code: Int32
    var description: String { "cannot \(operation): \(String(cString: strerror(code)))" }
}
