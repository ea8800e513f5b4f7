import DocgenCore

extension HanTablesError {
    /// The docgen diagnostic for this error, located at the file (and line, for a corrupt one): DG0911–DG0913.
    public var diagnostic: Diagnostic {
        switch self {
        case .missing: .error(.hanTablesMissing, at: nil, description)
        case .unreadable: .error(.hanTablesUnreadable, at: nil, description)
        case .malformed(let path, let line, let problem):
            .error(
                .hanTablesCorrupt, at: SourceLocation(file: path, line: line, column: 1),
                "OpenCC's Han table is corrupt: \(problem); \(regenerate)")
        }
    }
}
