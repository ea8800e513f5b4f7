// MARK: - Examples and assembly (DG03xx)

extension DiagnosticID {
    /// A `search-session` line is not `action → expected rows` with a known action.
    public static let malformedSessionStep = DiagnosticID("DG0301")
    /// A `search-session` block has no example before it in its section, or names an unknown example.
    public static let orphanSession = DiagnosticID("DG0302")
    /// `// snippet.show` without a `// snippet.hide` before it, or `// snippet.hide` twice in a row.
    public static let unbalancedSnippetMarker = DiagnosticID("DG0303")
    /// The blocks of one example carry contradicting attributes (e.g. `no_run` and `compile_fail`).
    public static let conflictingAttributes = DiagnosticID("DG0304")
    /// A block of member declarations has no type to go into; it is kept at top level.
    public static let membersWithoutType = DiagnosticID("DG0305")
    /// The blocks named by one `example=NAME` are in different languages; each language is its own example.
    public static let exampleMixesLanguages = DiagnosticID("DG0306")
    /// A `search-session` belongs to an example that is not run (skipped, ignored, `no_run`, `compile_fail`).
    public static let sessionOnUnrunExample = DiagnosticID("DG0307")
}
