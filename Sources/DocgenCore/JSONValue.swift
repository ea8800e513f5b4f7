/// A JSON value with ordered object keys, and a fast, deterministic serializer.
///
/// docgen's JSON outputs are stable interfaces: keys come out in the order the producer lists them,
/// numbers as integers, strings escaped per RFC 8259 (non-ASCII kept as UTF-8).
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized(pretty: false) == rhs.serialized(pretty: false)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(serialized(pretty: false)) }

    /// `.string` or `.null`.
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    /// `.int` or `.null`.
    public static func optional(_ number: Int?) -> JSONValue { number.map(JSONValue.int) ?? .null }

    /// The JSON text; `pretty` indents by two spaces, one member per line, starting at `depth` levels
    /// (to splice it into an enclosing document). Ends without a newline.
    public func serialized(pretty: Bool = true, depth: Int = 0) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        write(into: &bytes, pretty: pretty, depth: depth)
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Writing

    private func write(into out: inout [UInt8], pretty: Bool, depth: Int) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .int(let value): Self.writeInt(value, into: &out)
        case .double(let value):
            out +=
                (value.isFinite
                ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) : "null").utf8
        case .string(let value): Self.writeString(value, into: &out)
        case .array(let values):
            guard !values.isEmpty else { out += "[]".utf8; return }
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(into: &out, pretty: pretty, depth: depth + 1)
                value.write(into: &out, pretty: pretty, depth: depth + 1)
            }
            Self.newline(into: &out, pretty: pretty, depth: depth)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out += "{}".utf8; return }
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(into: &out, pretty: pretty, depth: depth + 1)
                Self.writeString(key, into: &out)
                out += (pretty ? ": " : ":").utf8
                value.write(into: &out, pretty: pretty, depth: depth + 1)
            }
            Self.newline(into: &out, pretty: pretty, depth: depth)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(into out: inout [UInt8], pretty: Bool, depth: Int) {
        guard pretty else { return }
        let width = depth * 2
        if width < lineAndIndentation.count {
            out.append(contentsOf: lineAndIndentation[...width])
        } else {
            out.append(UInt8(ascii: "\n"))
            for _ in 0..<width { out.append(UInt8(ascii: " ")) }
        }
    }

    /// The decimal digits of `value`, without making a `String`.
    static func writeInt(_ value: Int, into out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        }
    }

    /// A line break and up to 64 levels of indentation, appended as one slice.
    static let lineAndIndentation: [UInt8] = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 128)

    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func writeString(_ string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            // Most strings need no escape: copied at once.
            guard bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                out.append(contentsOf: bytes)
                return
            }
            writeEscaped(bytes, into: &out)
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case 0x0A: out += "\\n".utf8
            case 0x0D: out += "\\r".utf8
            case 0x09: out += "\\t".utf8
            case 0..<0x20:
                out += "\\u00".utf8
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
    }
}

/// Types with a stable JSON form.
public protocol JSONRepresentable {
    var json: JSONValue { get }
}

extension SourceLocation: JSONRepresentable {
    public var json: JSONValue { .object([("file", .string(file)), ("line", .int(line)), ("column", .int(column))]) }
}

extension Diagnostic: JSONRepresentable {
    /// `severity`, `id`, `file`, `line`, `column`, `endLine`, `endColumn` (just past the span's last byte;
    /// equal to `line`/`column` for a point), `message`, `notes`.
    public var json: JSONValue {
        .object([
            ("severity", .string(severity.rawValue)), ("id", .string(id.rawValue)),
            ("file", .optional(location?.file)), ("line", .optional(location?.line)),
            ("column", .optional(location?.column)), ("endLine", .optional(range?.upperBound.line)),
            ("endColumn", .optional(range?.upperBound.column)), ("message", .string(message)),
            (
                "notes",
                .array(
                    notes.map { .object([("location", $0.location?.json ?? .null), ("message", .string($0.message))]) })
            ),
        ])
    }
}
