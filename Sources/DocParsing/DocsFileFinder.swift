import DocgenCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the Markdown files under the paths a command was given, safely.
///
/// - A symbolic link is followed only if it stays inside the folder it was found in (the directory given,
///   or the directory of a file given), unless links may be followed anywhere; a link that leads out is
///   reported at the link and skipped, so a link to a secret cannot publish it. A path given that is
///   itself a link (`Docs -> ../private`) may not leave the folder it is in either: an error.
/// - The same file reached by several spellings (a link to another doc, `Docs/./x.md` and `Docs/x.md`,
///   two arguments, a hard link) is found once: the spelling that is not a link, else the first found.
/// - Anything that is not a regular file (a FIFO, a device, a socket) is reported and never opened; a
///   file whose name is not UTF-8 is reported by its bytes; a loop of directory links is walked once.
/// - Hidden entries (`.git`) and all-capitals project files (`README.md`) are skipped in directories.
struct DocsFileFinder {
    var followLinks: Bool

    struct Found {
        /// Paths to read, sorted.
        var files: [String]
        var diagnostics: [Diagnostic]
        /// Whether some path given does not exist.
        var hadIOError: Bool
    }

    /// A file's identity: its device and inode.
    private struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    private struct Candidate {
        var path: String
        var isLink: Bool
    }

    private var candidates: [FileID: Candidate] = [:]
    private var order: [FileID] = []
    private var visitedDirectories: Set<FileID> = []
    private var diagnostics: [Diagnostic] = []
    private var hadIOError = false
    /// Markdown files met, duplicates and refused ones included.
    private var markdownSeen = 0

    init(followLinks: Bool) {
        self.followLinks = followLinks
    }

    /// The Markdown files under `paths` (files or directories).
    static func find(_ paths: [String], followLinks: Bool) -> Found {
        var finder = DocsFileFinder(followLinks: followLinks)
        for path in paths { finder.add(path) }
        let files = finder.order.compactMap { finder.candidates[$0]?.path }.sorted()
        return Found(files: files, diagnostics: finder.diagnostics, hadIOError: finder.hadIOError)
    }

    // MARK: - Paths given

    private mutating func add(_ path: String) {
        guard let linkStatus = Self.status(path, following: false) else {
            diagnostics.append(.error(.pathNotFound, at: nil, "no such file or directory: \(path)"))
            hadIOError = true
            return
        }
        let isLink = Self.isLink(linkStatus)
        guard let status = isLink ? Self.status(path, following: true) : linkStatus else {
            diagnostics.append(
                .error(
                    .brokenLink, at: Self.location(path),
                    "symbolic link to \(Self.linkTarget(path)), \(Self.brokenLinkReason(path)); nothing to read"))
            hadIOError = true
            return
        }
        if Self.isDirectory(status) {
            // A folder given that is a link (`Docs -> ../private`, or `Docs/`, which lstat follows) may not
            // leave the folder it is in, like any link met inside.
            let bare = Self.withoutTrailingSlashes(path)
            if !followLinks, let own = Self.status(bare, following: false), Self.isLink(own) {
                let folder = Self.folder(of: bare)
                if !isInside(bare, root: folder) {
                    diagnostics.append(
                        .error(
                            .linkOutsideDocs, at: Self.location(path),
                            "this docs folder is a symbolic link to \(Self.linkTarget(bare)), which leads outside \(folder); it is not read (pass --follow-links to read it)"
                        ))
                    hadIOError = true
                    return
                }
            }
            let before = markdownSeen
            walk(directory: path, root: Self.realPath(path) ?? path, status: status)
            if markdownSeen == before {
                diagnostics.append(.error(.noMarkdownFiles, at: nil, "no Markdown (.md) files in directory \(path)"))
            }
            return
        }
        // A file given by name: its folder is the one its link may not leave.
        let directory = (path as NSString).deletingLastPathComponent
        let root = Self.realPath(directory.isEmpty ? "." : directory) ?? directory
        consider(path, status: status, isLink: isLink, root: root)
    }

    // MARK: - Directories

    /// Walks `directory` without recursion (any depth of folders is fine), sorted by name.
    private mutating func walk(directory: String, root: String, status: stat) {
        visitedDirectories.insert(FileID(status))
        var pending = [directory]
        while let current = pending.popLast() {
            let prefix = current.hasSuffix("/") ? current : current + "/"
            var subdirectories: [String] = []
            for entry in Self.entries(of: current) {
                guard let name = String(validating: entry.name, as: UTF8.self) else {
                    reportNonUTF8(entry, in: prefix)
                    continue
                }
                if name.hasPrefix(".") { continue }
                let path = prefix + name
                guard let linkStatus = Self.status(path, following: false) else { continue }
                let isLink = Self.isLink(linkStatus)
                if isLink {
                    guard let target = Self.status(path, following: true) else {
                        if Self.isMarkdownName(name) {
                            markdownSeen += 1
                            diagnostics.append(
                                .warning(
                                    .brokenLink, at: Self.location(path),
                                    "symbolic link to \(Self.linkTarget(path)), \(Self.brokenLinkReason(path)); skipped"
                                ))
                        }
                        continue
                    }
                    if Self.isDirectory(target) {
                        guard followLinks || isInside(path, root: root) else {
                            reportOutside(path, root: root, what: "folder")
                            continue
                        }
                        if visitedDirectories.insert(FileID(target)).inserted { subdirectories.append(path) }
                        continue
                    }
                    if Self.isMarkdownName(name), !DocumentLoader.isProjectFile(name) {
                        consider(path, status: target, isLink: true, root: root)
                    }
                    continue
                }
                if Self.isDirectory(linkStatus) {
                    if visitedDirectories.insert(FileID(linkStatus)).inserted { subdirectories.append(path) }
                } else if Self.isMarkdownName(name), !DocumentLoader.isProjectFile(name) {
                    consider(path, status: linkStatus, isLink: false, root: root)
                }
            }
            // Depth first, in name order.
            pending += subdirectories.reversed()
        }
    }

    /// Takes a Markdown file found or given, unless it is not a regular file or a link out of `root`.
    private mutating func consider(_ path: String, status: stat, isLink: Bool, root: String) {
        markdownSeen += 1
        if isLink, !followLinks, !isInside(path, root: root) {
            reportOutside(path, root: root, what: "file")
            return
        }
        guard Self.isRegularFile(status) else {
            diagnostics.append(
                .error(
                    .notARegularFile, at: Self.location(path),
                    "not a regular file (\(Self.kind(status))); docgen reads only regular Markdown files and did not open it"
                ))
            return
        }
        let id = FileID(status)
        if let existing = candidates[id] {
            // Prefer the real file's own name over a link to it.
            if existing.isLink, !isLink { candidates[id] = Candidate(path: path, isLink: false) }
            return
        }
        candidates[id] = Candidate(path: path, isLink: isLink)
        order.append(id)
    }

    private func isInside(_ path: String, root: String) -> Bool {
        guard let real = Self.realPath(path) else { return false }
        return real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    private mutating func reportOutside(_ path: String, root: String, what: String) {
        diagnostics.append(
            .warning(
                .linkOutsideDocs, at: Self.location(path),
                "symbolic link to \(Self.linkTarget(path)) leads outside \(root); the \(what) is not read (pass --follow-links to read it)"
            ))
    }

    private mutating func reportNonUTF8(_ entry: Entry, in prefix: String) {
        let lowered = entry.name.suffix(3).map { $0 | 0x20 }
        guard entry.isDirectory || lowered == Array(".md".utf8) else { return }
        markdownSeen += 1
        let shown = prefix + Self.escaped(entry.name)
        diagnostics.append(
            .error(
                .fileNameNotUTF8, at: SourceLocation(file: shown, line: 1, column: 1),
                "this \(entry.isDirectory ? "folder" : "file") name is not valid UTF-8, so docgen cannot name it in its output; rename it (it was not read)"
            ))
    }

    // MARK: - File system

    private struct Entry {
        var name: [UInt8]
        var isDirectory: Bool
    }

    /// The names in a directory as raw bytes (a name need not be UTF-8), sorted, without `.` and `..`.
    private static func entries(of directory: String) -> [Entry] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var result: [Entry] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            result.append(Entry(name: name, isDirectory: entry.pointee.d_type == UInt8(DT_DIR)))
        }
        return result.sorted { $0.name.lexicographicallyPrecedes($1.name) }
    }

    private static func status(_ path: String, following: Bool) -> stat? {
        var status = stat()
        let result = following ? stat(path, &status) : lstat(path, &status)
        return result == 0 ? status : nil
    }

    private static func isLink(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFLNK }
    private static func isDirectory(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFDIR }
    private static func isRegularFile(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFREG }

    /// What a file that is not a regular one is, in words.
    static func kind(_ status: stat) -> String { RegularFile.kind(status.st_mode) }

    private static func isMarkdownName(_ name: String) -> Bool {
        let suffix = Array(name.utf8.suffix(3))
        return suffix.count == 3 && suffix[0] == UInt8(ascii: ".") && suffix[1] | 0x20 == UInt8(ascii: "m")
            && suffix[2] | 0x20 == UInt8(ascii: "d")
    }

    /// `path` without the slashes that end it (`/` stays).
    private static func withoutTrailingSlashes(_ path: String) -> String {
        var bare = Substring(path)
        while bare.count > 1, bare.hasSuffix("/") { bare.removeLast() }
        return String(bare)
    }

    /// The real path of the folder that `path` (no trailing slash) is in. (Not `deletingLastPathComponent`:
    /// Foundation traps on `.`.)
    private static func folder(of path: String) -> String {
        let parent: String
        if let slash = path.lastIndex(of: "/") {
            parent = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            parent = "."
        }
        return realPath(parent) ?? parent
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Why a link cannot be followed, in words.
    private static func brokenLinkReason(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) != 0 else { return "which can be read" }
        switch errno {
        case ELOOP: return "which is part of a loop of symbolic links"
        case ENOENT, ENOTDIR: return "which does not exist"
        default: return "which cannot be reached: \(DocumentLoader.describe(errno))"
        }
    }

    /// What a link says it points to, quoted.
    private static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "'?'" }
        let bytes = buffer.prefix(count).map { UInt8(bitPattern: $0) }
        return "'\(escaped(bytes))'"
    }

    /// Bytes as text, with every byte that is not part of valid UTF-8 written `\xNN`.
    static func escaped(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var result = ""
        var index = 0
        while index < bytes.count {
            // The longest valid sequence starting here (1 to 4 bytes), else one escaped byte.
            var taken = false
            for length in 1...4 where index + length <= bytes.count {
                if let text = String(validating: bytes[index..<index + length], as: UTF8.self) {
                    result += text
                    index += length
                    taken = true
                    break
                }
            }
            if !taken {
                result += "\\x" + String(bytes[index], radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            }
        }
        return result
    }

    private static func location(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
