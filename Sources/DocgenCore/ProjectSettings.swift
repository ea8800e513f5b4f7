/// The project's settings file, `docgen.config` at the project root: `key: value` lines, as front matter
/// writes them, with `#` comments and blank lines.
///
/// This type only reads the lines; each stage interprets the keys it owns (the translations stage:
/// `source-language` and the conventions) and says which it knows.
public struct ProjectSettings: Hashable, Sendable {
    /// The file's name at the project root.
    public static let fileName = "docgen.config"

    /// One `key: value` line.
    public struct Entry: Hashable, Sendable {
        /// Lowercased.
        public var key: String
        /// Trimmed; may be empty.
        public var value: String
        /// The key's position.
        public var location: SourceLocation
        /// The value's position (its first character, or the end of the line when it is empty).
        public var valueLocation: SourceLocation

        public init(key: String, value: String, location: SourceLocation, valueLocation: SourceLocation) {
            self.key = key
            self.value = value
            self.location = location
            self.valueLocation = valueLocation
        }
    }

    /// The file the settings were read from; nil for none (every setting at its default).
    public var path: String?
    /// In file order.
    public var entries: [Entry]

    public init(path: String? = nil, entries: [Entry] = []) {
        self.path = path
        self.entries = entries
    }

    /// The settings of a file's text, and an error at each line that is not `key: value` (the other lines are
    /// still read).
    public static func parse(_ text: String, path: String) -> (settings: ProjectSettings, diagnostics: [Diagnostic]) {
        var entries: [Entry] = []
        var diagnostics: [Diagnostic] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let content = line.dropFirst(indent.count)
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            let lineLocation = SourceLocation(file: path, line: index + 1, column: indent.utf8.count + 1)
            guard let colon = content.firstIndex(of: ":") else {
                diagnostics.append(
                    .error(
                        .settingsMalformed, at: lineLocation, "expected 'key: value'; write the setting as 'key: value'"
                    ))
                continue
            }
            let key = content[..<colon].trimmingSpaces()
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }) else {
                diagnostics.append(
                    .error(
                        .settingsMalformed, at: lineLocation,
                        "expected a key of letters, digits and '-' before ':'; write the setting as 'key: value'"))
                continue
            }
            let afterColon = content[content.index(after: colon)...]
            let leading = afterColon.prefix { $0 == " " || $0 == "\t" }
            let value = afterColon.dropFirst(leading.count).trimmingSpaces()
            let valueColumn = indent.utf8.count + content[...colon].utf8.count + leading.utf8.count + 1
            entries.append(
                Entry(
                    key: key.lowercased(), value: value, location: lineLocation,
                    valueLocation: SourceLocation(file: path, line: index + 1, column: valueColumn)))
        }
        return (ProjectSettings(path: path, entries: entries), diagnostics)
    }

    /// The entries of one key, in file order.
    public func entries(_ key: String) -> [Entry] {
        entries.filter { $0.key == key }
    }

    /// A warning at each entry whose key is not one of `known`, naming them.
    public func unknownKeys(known: [String]) -> [Diagnostic] {
        let knownSet = Set(known)
        let list = known.sorted().joined(separator: ", ")
        return entries.filter { !knownSet.contains($0.key) }.map {
            .warning(.settingsUnknownKey, at: $0.location, "unknown setting '\($0.key)'; use one of \(list)")
        }
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
