import DocgenCore

/// Why OpenCC's Han tables could not be loaded (DG0911–DG0913).
public typealias HanTablesError = ResourceFileError<HanTableFiles>

/// OpenCC's Han tables, as their errors name them.
public enum HanTableFiles: ResourceFileKind {
    public static let name = "OpenCC's Han tables"
    public static let isPlural = true
    public static let oneFile = "OpenCC's Han table"
    public static var bundleName: String { HanTables.bundleName }
    public static let missingID = DiagnosticID.hanTablesMissing
    public static let unreadableID = DiagnosticID.hanTablesUnreadable
    public static let corruptID = DiagnosticID.hanTablesCorrupt

    /// The command of the generator that writes the file.
    public static func regeneration(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let generator = HanTableFile.Name(rawValue: name)?.generator ?? "generate-han-conversion-tables.py"
        return "regenerate it with python3 scripts/\(generator)"
    }
}
