import DocgenCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds Markdown files under the given paths, reads them and parses each one.
///
/// A file that cannot be used (missing, unreadable, binary, not UTF-8) becomes a located diagnostic and
/// the other files are still processed.
public enum DocumentLoader {
    public struct Result: Sendable {
        /// Parsed documents, sorted by path.
        public var documents: [Document]
        public var diagnostics: [Diagnostic]
        /// Whether some input could not be read at all (I/O), as opposed to bad content.
        public var hadIOError: Bool
    }

    /// Expands `paths` (files or directories; directories are searched for `*.md`, not recursively into
    /// hidden folders) and parses every file found. Links out of the folder they are in are followed only
    /// with `followLinks` (see `DocsFileFinder`).
    public static func load(paths: [String], followLinks: Bool = false) -> Result {
        var documents: [Document] = []
        let (diagnostics, hadIOError) = forEachDocument(paths: paths, followLinks: followLinks) { parsed in
            documents.append(parsed.document)
        }
        return Result(documents: documents, diagnostics: diagnostics, hadIOError: hadIOError)
    }

    /// Parses every file under `paths` on all cores and hands each result, turned into a value by
    /// `transform` on the worker that parsed it, to `consume` in path order; the documents themselves are
    /// not kept. Returns every diagnostic (in path order) and whether some input could not be read.
    ///
    /// A large corpus then needs memory for what `transform` keeps (a summary), not for every document.
    public static func forEachDocument<Value: Sendable>(
        paths: [String], followLinks: Bool = false, transform: @Sendable (DocumentParser.Result) -> Value,
        consume: (Value) -> Void
    ) -> (diagnostics: [Diagnostic], hadIOError: Bool) {
        let found = DocsFileFinder.find(paths, followLinks: followLinks)
        let files = found.files
        var diagnostics = found.diagnostics, hadIOError = found.hadIOError
        let results = ParallelResults<Swift.Result<(Value, [Diagnostic]), ReadProblem>>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            results[index] = read(files[index]).map { text in
                let parsed = DocumentParser.parse(text, path: files[index])
                return (transform(parsed), parsed.diagnostics)
            }
        }
        for result in results.values {
            switch result {
            case .success(let (value, found)):
                consume(value)
                diagnostics += found
            case .failure(let problem):
                diagnostics.append(problem.diagnostic)
                if case .unreadable = problem { hadIOError = true }
            }
        }
        return (diagnostics, hadIOError)
    }

    /// `forEachDocument` for a caller that keeps the parsed results.
    public static func forEachDocument(
        paths: [String], followLinks: Bool = false, consume: (DocumentParser.Result) -> Void
    ) -> (diagnostics: [Diagnostic], hadIOError: Bool) {
        forEachDocument(paths: paths, followLinks: followLinks, transform: { $0 }, consume: consume)
    }

    /// `*.md` files below `directory`, sorted, paths joined onto the directory as given; links out of it
    /// are not followed.
    public static func markdownFiles(in directory: String) -> [String] {
        DocsFileFinder.find([directory], followLinks: false).files
    }

    /// `README.md`, `ERRATA.md`, `CHANGELOG.md`…: files whose name is all capitals describe the docs
    /// folder itself and are not documents. Named explicitly on the command line, they are parsed.
    static func isProjectFile(_ relativePath: String) -> Bool {
        let utf8 = relativePath.utf8
        let name =
            utf8.lastIndex(of: UInt8(ascii: "/")).map { relativePath[utf8.index(after: $0)...] } ?? relativePath[...]
        let base = name.dropLast(3)
        // An ASCII name (the usual) over its bytes; others by their characters (`ЧИТАЙ.md` is all capitals).
        if base.utf8.allSatisfy({ $0 < 0x80 }) {
            return !base.isEmpty
                && base.utf8.allSatisfy {
                    ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || $0 == UInt8(ascii: "_")
                        || $0 == UInt8(ascii: "-")
                }
        }
        return !base.isEmpty && base.allSatisfy { $0.isUppercase || $0 == "_" || $0 == "-" }
    }

    // MARK: - Reading

    /// Why a file's content is not read, with where: `diagnostic` is the message the command line prints.
    public enum ReadProblem: Error, Sendable {
        case unreadable(String, reason: String)
        case notRegularFile(String, kind: String)
        case tooLarge(String, size: Int)
        case binary(String, offset: Int, line: Int, column: Int)
        case invalidUTF8(String, offset: Int, line: Int, column: Int)
        case empty(String)

        public var diagnostic: Diagnostic {
            switch self {
            case .unreadable(let file, let reason):
                return .error(
                    .unreadableFile, at: SourceLocation(file: file, line: 1, column: 1), "cannot read file: \(reason)")
            case .notRegularFile(let file, let kind):
                return .error(
                    .notARegularFile, at: SourceLocation(file: file, line: 1, column: 1),
                    "not a regular file (\(kind)); docgen reads only regular Markdown files and did not read it")
            case .tooLarge(let file, let size):
                return .error(
                    .fileTooLarge, at: SourceLocation(file: file, line: 1, column: 1),
                    "file too large (\(size / 1_048_576) MiB); docgen reads Markdown files of up to \(DocumentLoader.maximumFileSize / 1_048_576) MiB and did not read it"
                )
            case .binary(let file, let offset, let line, let column):
                return .error(
                    .binaryFile, at: SourceLocation(file: file, line: line, column: column),
                    "binary file (NUL byte at byte offset \(offset)); docgen reads UTF-8 Markdown only")
            case .invalidUTF8(let file, let offset, let line, let column):
                return .error(
                    .invalidUTF8, at: SourceLocation(file: file, line: line, column: column),
                    "invalid UTF-8 at byte offset \(offset); save the file as UTF-8")
            case .empty(let file):
                return .error(
                    .emptyFile, at: SourceLocation(file: file, line: 1, column: 1),
                    "empty document; add content or remove the file")
            }
        }
    }

    /// Reads a file as UTF-8 text, naming the first bad byte if it is not. Only a regular file is read:
    /// it is opened without blocking and checked before a byte is read, so a FIFO or a device found in
    /// its place is never waited on.
    static func read(_ file: String) -> Swift.Result<String, ReadProblem> {
        let bytes: [UInt8]
        switch readBytes(file) {
        case .success(let read): bytes = read
        case .failure(let problem): return .failure(problem)
        }
        return text(of: bytes, file: file)
    }

    /// The text of `bytes` read from `file`, checked as every document docgen reads is checked: not too
    /// large, not empty, no NUL byte, valid UTF-8 (a leading byte-order mark dropped); or the located error.
    ///
    /// The fuzz targets take their inputs through it, so they see exactly what the command line parses.
    public static func text(of bytes: [UInt8], file: String) -> Swift.Result<String, ReadProblem> {
        guard bytes.count <= maximumFileSize else { return .failure(.tooLarge(file, size: bytes.count)) }
        if bytes.isEmpty || bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .failure(.empty(file))
        }
        let nul = bytes.withUnsafeBufferPointer { buffer in
            memchr(buffer.baseAddress!, 0, buffer.count).map {
                buffer.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self))
            }
        }
        if let nul {
            let (line, column) = position(of: nul, in: bytes)
            return .failure(.binary(file, offset: nul, line: line, column: column))
        }
        // The standard library's validation is the fast path; ours only runs to name the first bad byte.
        guard var text = String(validating: bytes, as: UTF8.self) else {
            let bad = firstInvalidUTF8Offset(bytes) ?? 0
            let (line, column) = position(of: bad, in: bytes)
            return .failure(.invalidUTF8(file, offset: bad, line: line, column: column))
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return .success(text)
    }

    /// The bytes of a regular file, or why they cannot be had, in words (not Foundation's error codes).
    private static func readBytes(_ file: String) -> Swift.Result<[UInt8], ReadProblem> {
        let descriptor = SystemCall.open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(.unreadable(file, reason: describe(errno))) }
        defer { _ = SystemCall.close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(file, reason: describe(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(.notRegularFile(file, kind: DocsFileFinder.kind(status)))
        }
        guard status.st_size <= maximumFileSize else {
            return .failure(.tooLarge(file, size: Int(status.st_size)))
        }
        // A file that grows while it is read stops at the limit too.
        switch readAll(descriptor, limit: maximumFileSize, expected: Int(status.st_size)) {
        case .success(let bytes): return .success(bytes)
        case .failure(.tooLarge(let size)): return .failure(.tooLarge(file, size: size))
        case .failure(.failed(let code)): return .failure(.unreadable(file, reason: describe(code)))
        }
    }

    /// Why `readAll` stopped.
    public enum BoundedReadError: Error, Sendable {
        /// More than the limit arrived (this many bytes so far).
        case tooLarge(Int)
        /// read(2) failed with this error number.
        case failed(Int32)
    }

    /// Every byte of an open descriptor (a file, a pipe, standard input) in chunks of 1 MiB, refused once
    /// more than `limit` arrive, so an endless input (`/dev/zero`, a runaway pipe) ends with an error
    /// instead of exhausting memory.
    public static func readAll(_ descriptor: Int32, limit: Int, expected: Int = 0)
        -> Swift.Result<[UInt8], BoundedReadError>
    {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(expected, limit))
        // One read for a file that does not grow (a byte more than its size sees the end at once); a small
        // file does not pay for zeroing a large buffer. A pipe (nothing expected) reads 1 MiB at a time.
        let chunk = expected > 0 ? min(1 << 20, max(expected + 1, 4096)) : 1 << 20
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress, chunk) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.failed(errno))
            }
            bytes.append(contentsOf: buffer.prefix(count))
            if bytes.count > limit { return .failure(.tooLarge(bytes.count)) }
        }
        return .success(bytes)
    }

    /// The largest file read (256 MiB): anything bigger is not documentation, and reading it (a sparse
    /// file can claim terabytes) would only exhaust memory.
    public static let maximumFileSize = 256 * 1_048_576

    /// A system error number in words a person acts on.
    static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied; check the file's permissions"
        case ENOENT: return "the file no longer exists"
        case EISDIR: return "it is a directory"
        case ELOOP: return "too many levels of symbolic links (a loop of links?)"
        case ENAMETOOLONG: return "the path is too long"
        case EIO: return "input/output error (a disk or network file system problem)"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// 1-based line and byte column of a byte offset, with lines ending as cmark ends them.
    private static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        SourceText(bytes: Array(bytes[..<min(offset, bytes.count)])).position(ofOffset: offset)
    }

    /// The offset where the first ill-formed UTF-8 sequence starts (RFC 3629: no overlongs, no
    /// surrogates, nothing above U+10FFFF, no truncated sequences), or nil.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return index
            }
            for continuation in 1..<length {
                guard index + continuation < count else { return index }
                let byte = bytes[index + continuation]
                let (low, high) = continuation == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= low, byte <= high else { return index }
            }
            index += length
        }
        return nil
    }
}

/// The C library's file calls under one name on Linux (Glibc) and macOS (Darwin): `open`, `read` and
/// `close` alone would be ambiguous with members in scope.
private enum SystemCall {
    static func open(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags)
        #else
            Darwin.open(path, flags)
        #endif
    }

    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(descriptor)
        #else
            Darwin.close(descriptor)
        #endif
    }
}
