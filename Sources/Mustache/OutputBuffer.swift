/// The bytes a render writes, with the indentation of the standalone partials, parents and blocks being rendered.
///
/// Indentation goes before each line of template text, not before the lines of interpolated data, and not on
/// empty lines (so generated code has no trailing whitespace).
struct OutputBuffer {
    private(set) var bytes: [UInt8] = []
    /// What begins each template line; empty outside indented partials.
    private var indentation: [UInt8] = []
    /// Whether the next write begins a line (kept up to date only while `indentation` is not empty).
    private var atLineStart = true

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: - Indentation

    /// Adds `extra` to the indentation for a standalone construct, which begins at a line start; returns what
    /// ``restoreIndentation(_:)`` needs.
    mutating func indent(by extra: [UInt8]?) -> [UInt8]? {
        guard let extra, !extra.isEmpty else { return nil }
        let saved = indentation
        indentation.append(contentsOf: extra)
        atLineStart = true
        return saved
    }

    mutating func restoreIndentation(_ saved: [UInt8]?) {
        if let saved { indentation = saved }
    }

    // MARK: - Writing

    /// Writes template text, indenting each of its lines.
    mutating func writeText(_ text: [UInt8]) {
        guard !indentation.isEmpty else {
            bytes.append(contentsOf: text)
            return
        }
        let newline = UInt8(ascii: "\n")
        var start = 0
        while start < text.count {
            if atLineStart {
                let isEmptyLine =
                    text[start] == newline
                    || (text[start] == UInt8(ascii: "\r") && start + 1 < text.count && text[start + 1] == newline)
                if !isEmptyLine { bytes.append(contentsOf: indentation) }
                atLineStart = false
            }
            var end = start
            while end < text.count, text[end] != newline { end += 1 }
            if end < text.count {
                end += 1
                atLineStart = true
            }
            bytes.append(contentsOf: text[start..<end])
            start = end
        }
    }

    /// Writes a value's text, HTML-escaped when `escaped`.
    mutating func write(_ value: MustacheValue, escaped: Bool) {
        switch value {
        case .string(let string):
            guard !string.isEmpty else { return }
            beginData()
            var string = string
            string.withUTF8 { buffer in
                if escaped { appendEscaped(buffer) } else { bytes.append(contentsOf: buffer) }
            }
        case .int(let number):
            beginData()
            bytes.append(contentsOf: String(number).utf8)
        case .double, .bool:
            beginData()
            bytes.append(contentsOf: value.interpolatedText.utf8)
        case .null, .array, .object:
            return
        }
    }

    /// Indents before data that begins a line.
    private mutating func beginData() {
        if atLineStart, !indentation.isEmpty {
            bytes.append(contentsOf: indentation)
            atLineStart = false
        }
    }

    /// Appends UTF-8 text with `&`, `"`, `<` and `>` escaped, copying runs without them at once.
    private mutating func appendEscaped(_ buffer: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<buffer.count {
            let replacement: StaticString
            switch buffer[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            default: continue
            }
            if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index])) }
            replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
            runStart = index + 1
        }
        if runStart < buffer.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart...])) }
    }
}
