import DocgenCore
import Translations

/// What `translations`, `import`, `build`, `check` and `watch` need before they read any document: OpenCC's
/// Han tables, from the resource bundle next to the executable. Without them docgen cannot tell zh-Hans from
/// zh-Hant, align one with the other, nor give the site its 简/繁 control and its search across scripts.
enum HanTablesRequirement {
    /// nil when the bundled tables load; else the error is reported (naming the file, and the line of a
    /// corrupt one) and the exit code is `ioError` (74).
    static func check(console: Console) -> ExitCode? {
        guard case .failure(let error) = HanTables.bundled else { return nil }
        console.report([error.diagnostic])
        return .ioError
    }
}
