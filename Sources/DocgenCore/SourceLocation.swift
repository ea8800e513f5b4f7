/// A position in a source file: 1-based line and 1-based column.
///
/// Columns count UTF-8 bytes, as libcmark and the Swift compiler do, so a location from cmark, from
/// SwiftParser and from a compiler diagnostic all mean the same thing. The same type travels from the
/// parser to the final report.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The file, as given on the command line or found in a directory (e.g. `Docs/x.ru.md`).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, the form editors make clickable.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A half-open range `lowerBound ..< upperBound` of source positions in one file.
///
/// `upperBound` is the position just past the last byte (cmark's inclusive end column + 1).
public struct SourceRange: Hashable, Sendable, Codable, CustomStringConvertible {
    public var lowerBound: SourceLocation
    public var upperBound: SourceLocation

    public init(_ lowerBound: SourceLocation, _ upperBound: SourceLocation) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// An empty range at `location`: a diagnostic that knows only where a problem starts.
    public init(point location: SourceLocation) {
        self.init(location, location)
    }

    public var file: String { lowerBound.file }

    /// Whether the range covers nothing (a point).
    public var isEmpty: Bool { lowerBound.line == upperBound.line && lowerBound.column == upperBound.column }

    /// `file:l1:c1-l2:c2`.
    public var description: String {
        "\(lowerBound.file):\(lowerBound.line):\(lowerBound.column)-\(upperBound.line):\(upperBound.column)"
    }
}
