import DocParsing
import DocgenCore
import Foundation

/// Reads an input (a file or standard input, at most `maximumSize` bytes) and turns its bytes into lines,
/// or says (located) why they are not text.
package enum ImportInput {
    /// The most an input may hold: the limit the document loader reads Markdown files up to (256 MiB).
    package static let maximumSize = DocumentLoader.maximumFileSize

    /// The bytes of `file` (`-`: standard input), read in chunks and refused once they pass `limit`, so an
    /// endless input (`/dev/zero`, a runaway pipe) ends with an error instead of exhausting memory.
    package static func read(_ file: String, limit: Int = maximumSize) -> Result<Data, ImportProblem> {
        let shown = file == "-" ? "<stdin>" : file
        let start = SourceLocation(file: shown, line: 1, column: 1)
        let descriptor = file == "-" ? STDIN_FILENO : open(file, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return .failure(ImportProblem(.error(.pathNotFound, at: start, "no such file"))) }
            return .failure(
                ImportProblem(
                    .error(.unreadableFile, at: start, "cannot read the file: \(String(cString: strerror(code)))")))
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        switch DocumentLoader.readAll(descriptor, limit: limit) {
        case .success(let bytes):
            return .success(Data(bytes))
        case .failure(.failed(let code)):
            return .failure(
                ImportProblem(
                    .error(.unreadableFile, at: start, "cannot read the file: \(String(cString: strerror(code)))")))
        case .failure(.tooLarge):
            return .failure(
                ImportProblem(
                    .error(
                        .importInputTooLarge, at: start,
                        "input too large (more than \(limit / 1_048_576) MiB); docgen imports text of up to \(limit / 1_048_576) MiB and wrote nothing"
                    )))
        }
    }

    /// The lines of `data`: UTF-8 (a byte order mark dropped), CR LF and lone CR read as line breaks.
    package static func lines(of data: Data, path: String) -> Result<[SourceLine], ImportProblem> {
        let bytes = [UInt8](data)
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .failure(
                ImportProblem(
                    .error(
                        .importEmptyInput, at: SourceLocation(file: path, line: 1, column: 1),
                        "empty input; nothing to import")))
        }
        let nul = bytes.withUnsafeBufferPointer { buffer in
            memchr(buffer.baseAddress!, 0, buffer.count).map {
                buffer.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self))
            }
        }
        if let nul {
            let (line, column) = position(of: nul, in: bytes)
            return .failure(
                ImportProblem(
                    .error(
                        .importBinaryInput, at: SourceLocation(file: path, line: line, column: column),
                        "binary input (NUL byte at offset \(nul)); give a UTF-8 text file")))
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            let bad = firstInvalidOffset(bytes)
            let (line, column) = position(of: bad, in: bytes)
            return .failure(
                ImportProblem(
                    .error(
                        .importInvalidUTF8, at: SourceLocation(file: path, line: line, column: column),
                        "not UTF-8 (invalid byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at offset \(bad)); convert the text to UTF-8 first"
                    )))
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return .success(split(bytes, from: start))
    }

    /// Splits valid UTF-8 on LF, CR LF and CR, numbering lines from 1 (a byte scan: linear and fast).
    static func split(_ bytes: [UInt8], from start: Int = 0) -> [SourceLine] {
        var lines: [SourceLine] = []
        bytes.withUnsafeBufferPointer { buffer in
            var number = 1
            var lineStart = start
            var index = start
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A || byte == 0x0D {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<index]), as: UTF8.self)
                    lines.append(SourceLine(number: number, text: text))
                    number += 1
                    index += byte == 0x0D && index + 1 < count && buffer[index + 1] == 0x0A ? 2 : 1
                    lineStart = index
                } else {
                    index += 1
                }
            }
            if lineStart < count {
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<count]), as: UTF8.self)
                lines.append(SourceLine(number: number, text: text))
            }
        }
        return lines
    }

    /// Splits on LF, CR LF and CR, numbering lines from 1.
    static func split(_ text: String) -> [SourceLine] {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return split(Array(text.utf8))
    }

    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// The offset of the first byte the UTF-8 decoder rejects.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return max(0, bytes.count - 1)
            case .error: return offset
            }
        }
    }
}

/// Why an input cannot be imported: one located diagnostic.
package struct ImportProblem: Error, Sendable {
    package var diagnostic: Diagnostic
    package init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
