/// Converts Chinese text between Simplified and Traditional script with OpenCC's tables (`HanTables`).
///
/// At each position the longest phrase of the table wins, else one character is converted; everything
/// that is not in the tables (Latin text, punctuation, characters common to both scripts) is kept. The
/// site's script (`han-script.js`) runs the same algorithm on the same tables, so the page, its search
/// index and `docgen translations` agree.
///
/// ```swift
/// HanScriptConverter.toTraditional.convert("过滤表")  // "過濾表"
/// HanScriptConverter.toSimplified.convert("搜尋欄")   // "搜索栏" (a Taiwan word becomes the mainland one)
/// ```
public struct HanScriptConverter: Sendable {
    /// One script's tables (`source target` a line), as `HanTables` loads them.
    public struct Tables: Sendable {
        public var characters: String
        public var phrases: String
    }

    /// The script text is converted to.
    public enum Script: String, Sendable, CaseIterable {
        case simplified = "hans"
        case traditional = "hant"
    }

    /// OpenCC's s2t.
    public static let toTraditional = HanScriptConverter(tables: tables(to: .traditional))

    /// OpenCC's tw2sp: Traditional (and Taiwan words) to Simplified.
    public static let toSimplified = HanScriptConverter(tables: tables(to: .simplified))

    /// The tables of the converter to `script`, without building the converter (the site writes them); empty
    /// when the bundled tables cannot be loaded (`HanTables.bundled` says why; the command line reports it
    /// before converting anything).
    public static func tables(to script: Script) -> Tables {
        HanTables.available.conversion(to: script)
    }

    /// The converter to `script`.
    public static func to(_ script: Script) -> HanScriptConverter {
        script == .simplified ? toSimplified : toTraditional
    }

    /// The tables this converter was made from (the site writes them for its script).
    public let tables: Tables

    private let characters: [Unicode.Scalar: String]
    private let phrases: [[Unicode.Scalar]: String]
    private let phraseStarts: Set<Unicode.Scalar>
    private let longestPhrase: Int

    init(tables: Tables) {
        self.tables = tables
        var characters: [Unicode.Scalar: String] = [:]
        for (key, value) in Self.pairs(tables.characters) where key.count == 1 { characters[key[0]] = value }
        var phrases: [[Unicode.Scalar]: String] = [:]
        for (key, value) in Self.pairs(tables.phrases) where key.count > 1 { phrases[key] = value }
        self.characters = characters
        self.phrases = phrases
        phraseStarts = Set(phrases.keys.map { $0[0] })
        longestPhrase = phrases.keys.map(\.count).max() ?? 1
    }

    /// `text` in this converter's script.
    public func convert(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        outer: while index < scalars.count {
            let scalar = scalars[index]
            if phraseStarts.contains(scalar) {
                var length = min(longestPhrase, scalars.count - index)
                while length > 1 {
                    if let value = phrases[Array(scalars[index..<(index + length)])] {
                        output.append(contentsOf: value.unicodeScalars)
                        index += length
                        continue outer
                    }
                    length -= 1
                }
            }
            if let value = characters[scalar] {
                output.append(contentsOf: value.unicodeScalars)
            } else {
                output.append(scalar)
            }
            index += 1
        }
        return String(output)
    }

    /// The `source target` pairs of a table, by scalars (String equality would merge compatibility
    /// ideographs with the characters they decompose to). Split on the UTF-8 bytes: splitting the table's
    /// Characters would find the grapheme breaks of every line first, most of the cost of a first conversion.
    private static func pairs(_ table: String) -> [([Unicode.Scalar], String)] {
        var table = table
        return table.withUTF8 { bytes in
            var pairs: [([Unicode.Scalar], String)] = []
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 10 { end += 1 }
                defer { start = end + 1 }
                guard let space = bytes[start..<end].firstIndex(of: 32), space > start, space + 1 < end else {
                    continue
                }
                let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<space]), as: UTF8.self)
                let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[(space + 1)..<end]), as: UTF8.self)
                pairs.append((Array(key.unicodeScalars), value))
            }
            return pairs
        }
    }
}
