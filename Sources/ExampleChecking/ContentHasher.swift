import DocgenCore
import Foundation

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

    /// Combines `text` as its length then its UTF-8 bytes, so that (`ab`, `c`) and (`a`, `bc`) differ.
    public mutating func combine(field text: String) {
        combine(bytes: "\(text.utf8.count):".utf8)
        combine(bytes: text.utf8)
    }

    /// Combines `data` as its length then its bytes.
    public mutating func combine(field data: Data) {
        combine(bytes: "\(data.count):".utf8)
        combine(bytes: data)
    }

    /// 16 lowercase hex digits.
    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// A stable hash of a directory's regular files: their paths relative to `directory`, sorted, each with
    /// its contents. Hidden files and directories (`.build`, `.DS_Store`) are left out; symbolic links are
    /// followed. The same tree gives the same hash on any machine.
    public static func hashOfDirectory(_ directory: URL) throws -> String {
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path]) }
        var files: [(path: String, url: URL)] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator {
            let resolved = url.resolvingSymlinksInPath()
            guard (try resolved.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent
            files.append((relative, resolved))
        }
        var hasher = ContentHasher()
        for file in files.sorted(by: { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }) {
            hasher.combine(field: file.path)
            hasher.combine(field: try Data(contentsOf: file.url))
        }
        return hasher.hex
    }
}
