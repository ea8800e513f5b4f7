import DocgenCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Streaming FNV-1a 64 over bytes — the same function as `StableHash.fnv1a64Hex`, for content that is not
/// one string (several files, binary files).
public struct ContentHasher: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            state ^= UInt64(byte)
            state &*= 0x100_0000_01b3
        }
    }

    /// Combines the bytes of a buffer (the loop over `Data`'s own iterator cost most of a directory's hash).
    public mutating func combine(buffer: UnsafeRawBufferPointer) {
        var state = self.state
        for byte in buffer {
            state ^= UInt64(byte)
            state &*= 0x100_0000_01b3
        }
        self.state = state
    }

    /// Combines `text` as its length then its UTF-8 bytes, so that (`ab`, `c`) and (`a`, `bc`) differ.
    public mutating func combine(field text: String) {
        combine(bytes: "\(text.utf8.count):".utf8)
        combine(bytes: text.utf8)
    }

    /// Combines `data` as its length then its bytes.
    public mutating func combine(field data: Data) {
        combine(bytes: "\(data.count):".utf8)
        data.withUnsafeBytes { combine(buffer: $0) }
    }

    /// 16 lowercase hex digits.
    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// A stable hash of a directory's regular files: their paths relative to `directory`, sorted, each with
    /// its contents. Hidden files and directories (`.build`, `.DS_Store`) are left out; symbolic links to
    /// files are followed, links to directories are not descended into. The same tree gives the same hash on
    /// any machine.
    ///
    /// The walk asks `stat(2)` only: Foundation's resource values look up each file's owner and group by
    /// name (`/etc/passwd` and `/etc/group` read once a file), most of what a check spent on the hash.
    public static func hashOfDirectory(_ directory: URL) throws -> String {
        let root = directory.standardizedFileURL.resolvingSymlinksInPath().path
        guard Self.kind(of: root, following: true) == S_IFDIR else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
        }
        var files: [(path: String, full: String)] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                let full = root + "/" + path
                switch Self.kind(of: full, following: false) {
                case S_IFDIR: pending.append(path)
                case S_IFREG: files.append((path, full))
                case S_IFLNK where Self.kind(of: full, following: true) == S_IFREG: files.append((path, full))
                default: continue
                }
            }
        }
        var hasher = ContentHasher()
        for file in files.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
            hasher.combine(field: file.path)
            hasher.combine(field: try Data(contentsOf: URL(fileURLWithPath: file.full)))
        }
        return hasher.hex
    }

    /// The file type bits of `path` (`S_IFDIR`, `S_IFREG`, `S_IFLNK`, …), through a symbolic link when
    /// `following`; nil when it cannot be read.
    private static func kind(of path: String, following: Bool) -> mode_t? {
        var status = stat()
        let result = following ? stat(path, &status) : lstat(path, &status)
        return result == 0 ? status.st_mode & S_IFMT : nil
    }
}
