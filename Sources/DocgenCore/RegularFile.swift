#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a file that must stay inside a folder and be an ordinary file: a symbolic link may not lead out
/// of the folder, and a FIFO, a device or a socket in its place is refused before a byte is read (it is
/// opened without blocking), so neither `/etc/passwd` nor `/proc/self/environ` nor a pipe that never ends
/// is read through a link someone put in a project.
public enum RegularFile {
    /// Why a file was not read.
    public enum Refusal: Error, Sendable, Hashable {
        /// The file, its links resolved, is `resolved`, which is not inside the folder.
        case outside(resolved: String, folder: String)
        /// Not a regular file: a FIFO, a device, a socket or a directory, in words.
        case notRegular(kind: String)
        /// Larger than the limit (this many bytes).
        case tooLarge(size: Int)
        /// open(2), fstat(2) or read(2) failed with this error number.
        case failed(errno: Int32)

        /// What is wrong, in words a person acts on.
        public var reason: String {
            switch self {
            case .outside(let resolved, let folder):
                "it leads to \(resolved), outside \(folder) (a symbolic link out of the folder is not followed)"
            case .notRegular(let kind): "it is \(kind), not a regular file"
            case .tooLarge(let size): "it is too large (\(size / 1_048_576) MiB)"
            case .failed(let code): String(cString: strerror(code)).lowercased()
            }
        }
    }

    /// The path with every symbolic link, `.` and `..` resolved (realpath(3)), or nil when it cannot be.
    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bytes of the regular file at `path`, which must resolve to a path inside `folder` (itself a
    /// resolved path, see ``resolvedPath(_:)``), of at most `limit` bytes.
    public static func contents(of path: String, inside folder: String, limit: Int) -> Result<[UInt8], Refusal> {
        guard let resolved = resolvedPath(path) else { return .failure(.failed(errno: errno)) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard resolved.hasPrefix(prefix) else { return .failure(.outside(resolved: resolved, folder: folder)) }
        // The resolved path has no link left; O_NOFOLLOW refuses one swapped in since.
        let descriptor = systemOpen(resolved, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW)
        guard descriptor >= 0 else { return .failure(.failed(errno: errno)) }
        defer { _ = systemClose(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.failed(errno: errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(kind: kind(status.st_mode))) }
        guard status.st_size <= limit else { return .failure(.tooLarge(size: Int(status.st_size))) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.failed(errno: errno))
            }
            bytes.append(contentsOf: buffer.prefix(count))
            if bytes.count > limit { return .failure(.tooLarge(size: bytes.count)) }
        }
        return .success(bytes)
    }

    /// What a file of this mode is, in words (`a FIFO (named pipe)`).
    public static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        default: "not a file"
        }
    }

    // The C library's calls by their module's name: `read` alone would be ``contents(of:inside:limit:)``'s.
    private static func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags)
        #else
            Darwin.open(path, flags)
        #endif
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func systemClose(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(descriptor)
        #else
            Darwin.close(descriptor)
        #endif
    }
}
