import DocgenCore
import Foundation

/// OpenCC's tables for Chinese in its two scripts, generated into the module's resources and loaded once
/// per process: what `HanScriptConverter` converts with and what tells zh-Hans from zh-Hant.
///
/// - `HanToTraditionalCharacters.tsv`, `HanToTraditionalPhrases.tsv`: OpenCC's s2t;
///   `HanToSimplifiedCharacters.tsv`, `HanToSimplifiedPhrases.tsv`: its tw2sp (Taiwan words become mainland
///   ones), one `source<TAB>target` row a line (`scripts/generate-han-conversion-tables.py`). Only phrases
///   that convert differently from their characters are kept.
/// - `HanScriptOnlyCharacters.tsv`: the Han characters of one script only, one `character<TAB>hans|hant` row a
///   line (`scripts/generate-han-variant-table.py`).
///
/// Each file starts with `# key: value` header lines (`generator`, `source` with the dictionaries' version,
/// `meaning`, `rows`, `columns`); rows are sorted by code point.
public struct HanTables: Sendable {
    /// Simplified to Traditional (s2t).
    public let toTraditional: HanScriptConverter.Tables
    /// Traditional, and Taiwan words, to Simplified (tw2sp).
    public let toSimplified: HanScriptConverter.Tables
    /// Characters found only in Simplified Chinese: OpenCC's s2t always changes them and they are never a
    /// Traditional form.
    public let simplifiedOnly: Set<Unicode.Scalar>
    /// Characters found only in Traditional Chinese: the converse.
    public let traditionalOnly: Set<Unicode.Scalar>
    /// Each file's header fields, by file name.
    public let headers: [String: [String: String]]

    /// The resource files, in the bundle's directory.
    public static let fileNames = HanTableFile.Name.allCases.map(\.rawValue)
    /// The name SwiftPM gives the module's resource bundle.
    public static let bundleName = ResourceBundle.name(of: "Translations")

    /// The tables of the conversion to `script`.
    public func conversion(to script: HanScriptConverter.Script) -> HanScriptConverter.Tables {
        script == .simplified ? toSimplified : toTraditional
    }

    // MARK: - Loading

    /// The bundled tables, read on first use and kept for the process.
    public static let bundled: Result<HanTables, HanTablesError> = load(from: bundledDirectory())

    /// The bundled tables, or empty ones when they cannot be loaded, so that converting and telling the
    /// scripts apart never fail: the command line reports a load failure before it reads any document
    /// (exit 74), as it does for Apple's UIKit surface.
    static let available: HanTables =
        (try? bundled.get())
        ?? HanTables(
            toTraditional: .init(characters: "", phrases: ""), toSimplified: .init(characters: "", phrases: ""),
            simplifiedOnly: [], traditionalOnly: [], headers: [:])

    /// The module's resource bundle, where `Bundle.module` looks first (see `ResourceBundle`).
    public static func bundledDirectory() -> URL {
        ResourceBundle.directory(of: "Translations")
    }

    /// Reads the tables from `directory`; a missing, unreadable or malformed file is a typed error naming it.
    public static func load(from directory: URL) -> Result<HanTables, HanTablesError> {
        Result { () throws(HanTablesError) in try HanTables(directory: directory) }
    }

    init(
        toTraditional: HanScriptConverter.Tables, toSimplified: HanScriptConverter.Tables,
        simplifiedOnly: Set<Unicode.Scalar>, traditionalOnly: Set<Unicode.Scalar>, headers: [String: [String: String]]
    ) {
        self.toTraditional = toTraditional
        self.toSimplified = toSimplified
        self.simplifiedOnly = simplifiedOnly
        self.traditionalOnly = traditionalOnly
        self.headers = headers
    }

    init(directory: URL) throws(HanTablesError) {
        var headers: [String: [String: String]] = [:]
        func read(_ name: HanTableFile.Name) throws(HanTablesError) -> HanTableFile {
            let file = try HanTableFile.read(directory.appendingPathComponent(name.rawValue), columns: name.columns)
            headers[name.rawValue] = file.header
            return file
        }
        toTraditional = HanScriptConverter.Tables(
            characters: try Self.characters(read(.toTraditionalCharacters)),
            phrases: try read(.toTraditionalPhrases).spaceSeparatedLines())
        toSimplified = HanScriptConverter.Tables(
            characters: try Self.characters(read(.toSimplifiedCharacters)),
            phrases: try read(.toSimplifiedPhrases).spaceSeparatedLines())
        (simplifiedOnly, traditionalOnly) = try Self.scriptOnly(read(.scriptOnlyCharacters))
        self.headers = headers
    }

    /// A characters table, whose every source is one character, in `Tables`' form.
    private static func characters(_ file: HanTableFile) throws(HanTablesError) -> String {
        let text = try file.spaceSeparatedLines()
        for row in file.rows where file.scalar(row.first) == nil {
            throw .malformed(
                path: file.path, line: row.line, problem: "'\(file.text(row.first))' is not one character")
        }
        return text
    }

    /// The characters of each script only.
    private static func scriptOnly(
        _ file: HanTableFile
    ) throws(HanTablesError) -> (Set<Unicode.Scalar>, Set<Unicode.Scalar>) {
        try file.checkUTF8()
        var simplified = Set<Unicode.Scalar>(minimumCapacity: file.rows.count)
        var traditional = Set<Unicode.Scalar>(minimumCapacity: file.rows.count)
        for row in file.rows {
            guard let character = file.scalar(row.first) else {
                throw .malformed(
                    path: file.path, line: row.line, problem: "'\(file.text(row.first))' is not one character")
            }
            if file.field(row.second, is: "hans") {
                simplified.insert(character)
            } else if file.field(row.second, is: "hant") {
                traditional.insert(character)
            } else {
                throw .malformed(
                    path: file.path, line: row.line,
                    problem: "unknown script '\(file.text(row.second))', expected hans or hant")
            }
        }
        return (simplified, traditional)
    }
}
