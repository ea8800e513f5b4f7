import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Waits for changes below a few directories: with inotify where the system has it, else by polling
/// modification times.
///
/// Only the frontend uses it (`docgen watch`); it returns the changed paths and never prints.
final class FileWatcher {
    /// How changes are noticed.
    enum Mechanism: String {
        case inotify
        case polling
    }

    let roots: [String]
    private(set) var mechanism: Mechanism
    private var descriptor: Int32 = -1
    /// Watched directories by watch descriptor, and the set of their paths.
    private var watches: [Int32: String] = [:]
    private var watchedDirectories: Set<String> = []
    private var snapshot: [String: FileStamp] = [:]
    /// How often polling looks, and how long a burst of events may last before it counts as one change.
    let pollInterval: TimeInterval
    let settleInterval: TimeInterval

    /// - Parameters:
    ///   - roots: Files or directories to watch (recursively); missing ones are watched once they appear.
    ///   - forcePolling: Poll even where inotify exists.
    init(
        roots: [String], forcePolling: Bool = false, pollInterval: TimeInterval = 0.25,
        settleInterval: TimeInterval = 0.05
    ) {
        self.roots = roots
        self.pollInterval = pollInterval
        self.settleInterval = settleInterval
        mechanism = .polling
        #if canImport(Glibc)
            if !forcePolling {
                let fd = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
                if fd >= 0 {
                    descriptor = fd
                    mechanism = .inotify
                    addWatches()
                }
            }
        #endif
        snapshot = Self.stamps(of: roots)
    }

    deinit {
        #if canImport(Glibc)
            if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Blocks until something below the roots changed; returns the changed paths (sorted), or nil once
    /// `stop()` returns true (checked a few times a second).
    func waitForChanges(stop: () -> Bool) -> [String]? {
        while !stop() {
            let changed = mechanism == .inotify ? waitWithInotify(stop: stop) : waitByPolling()
            if let changed, !changed.isEmpty { return changed }
        }
        return nil
    }

    // MARK: - Polling

    /// A file's modification time and size.
    struct FileStamp: Equatable {
        var modified: Date
        var size: Int
    }

    /// Every regular file below `roots`, with its stamp.
    static func stamps(of roots: [String]) -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        let files = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            let paths =
                isDirectory.boolValue
                ? (files.enumerator(atPath: root)?.allObjects as? [String] ?? []).map { root + "/" + $0 } : [root]
            for path in paths {
                guard let attributes = try? files.attributesOfItem(atPath: path),
                    attributes[.type] as? FileAttributeType == .typeRegular
                else { continue }
                result[path] = FileStamp(
                    modified: attributes[.modificationDate] as? Date ?? .distantPast,
                    size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
            }
        }
        return result
    }

    /// Paths whose stamp differs between two snapshots (added, changed or removed).
    static func differences(_ old: [String: FileStamp], _ new: [String: FileStamp]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }

    private func waitByPolling() -> [String]? {
        Thread.sleep(forTimeInterval: pollInterval)
        let now = Self.stamps(of: roots)
        let changed = Self.differences(snapshot, now)
        snapshot = now
        return changed
    }

    // MARK: - inotify

    /// Watches every directory below the roots, and the nearest existing directory above each root, so that
    /// a root deleted and made again, or one that does not exist yet, is noticed when it (re)appears. A
    /// directory deleted (or moved away) loses its watch (`IN_IGNORED`, see `waitForEvents`), and is
    /// watched again when it comes back.
    private func addWatches() {
        #if canImport(Glibc)
            let mask = UInt32(
                IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY | IN_DELETE_SELF
                    | IN_MOVE_SELF)
            let files = FileManager.default
            var directories: [String] = []
            for root in roots {
                var above = (root as NSString).deletingLastPathComponent
                while !above.isEmpty, !files.fileExists(atPath: above) {
                    above = (above as NSString).deletingLastPathComponent
                }
                directories.append(above.isEmpty ? "." : above)
                var isDirectory: ObjCBool = false
                guard files.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    directories.append(root)
                    for relative in files.enumerator(atPath: root)?.allObjects as? [String] ?? [] {
                        var nested: ObjCBool = false
                        let path = root + "/" + relative
                        if files.fileExists(atPath: path, isDirectory: &nested), nested.boolValue {
                            directories.append(path)
                        }
                    }
                } else {
                    directories.append(
                        (root as NSString).deletingLastPathComponent.isEmpty
                            ? "." : (root as NSString).deletingLastPathComponent)
                }
            }
            for directory in directories where !watchedDirectories.contains(directory) {
                let watch = inotify_add_watch(descriptor, directory, mask)
                guard watch >= 0 else { continue }
                // A directory made again under a path watched before gets the same or a new descriptor.
                if let old = watches[watch] { watchedDirectories.remove(old) }
                watches[watch] = directory
                watchedDirectories.insert(directory)
            }
        #endif
    }

    /// Waits for events, lets a burst settle, then reports what changed by comparing snapshots (inotify
    /// says that something changed; the snapshot says what, without mapping watch descriptors).
    private func waitWithInotify(stop: () -> Bool) -> [String]? {
        #if canImport(Glibc)
            guard waitForEvents(timeout: 0.2) else { return [] }
            // Let a burst of events (an editor's save: write, rename, chmod) settle.
            while waitForEvents(timeout: settleInterval) {}
            addWatches()
            let now = Self.stamps(of: roots)
            let changed = Self.differences(snapshot, now)
            snapshot = now
            return changed
        #else
            return waitByPolling()
        #endif
    }

    /// Drops the watches the kernel removed (`IN_IGNORED`: the directory was deleted or its file system
    /// unmounted) and those of directories moved away (`IN_MOVE_SELF`), so that `addWatches` watches the
    /// path again when a directory is there once more.
    private func forgetRemovedWatches(in events: ArraySlice<UInt8>) {
        #if canImport(Glibc)
            // struct inotify_event: int wd; uint32_t mask, cookie, len; char name[len].
            var offset = events.startIndex
            func word(_ at: Int) -> UInt32 {
                (0..<4).reduce(UInt32(0)) { $0 | UInt32(events[at + $1]) << (8 * UInt32($1)) }
            }
            while offset + 16 <= events.endIndex {
                let watch = Int32(bitPattern: word(offset)), mask = word(offset + 4), length = Int(word(offset + 12))
                if mask & UInt32(IN_IGNORED) != 0, let path = watches.removeValue(forKey: watch) {
                    watchedDirectories.remove(path)
                } else if mask & UInt32(IN_MOVE_SELF) != 0, let path = watches.removeValue(forKey: watch) {
                    // A watch follows its directory when it is moved: the path is no longer watched.
                    inotify_rm_watch(descriptor, watch)
                    watchedDirectories.remove(path)
                }
                offset += 16 + length
            }
        #endif
    }

    /// Whether events arrived within `timeout`; drains them.
    private func waitForEvents(timeout: TimeInterval) -> Bool {
        #if canImport(Glibc)
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(timeout * 1000))
            guard ready > 0 else { return false }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var any = false
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                any = true
                forgetRemovedWatches(in: buffer[..<count])
            }
            return any
        #else
            return false
        #endif
    }
}
