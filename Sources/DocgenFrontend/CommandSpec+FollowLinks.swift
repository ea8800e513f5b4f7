extension CommandSpec.Flag {
    /// `--follow-links`, for every command that reads the docs: follow symbolic links that lead out of
    /// the docs folder (by default such a link is reported and not read, so it cannot publish a file from
    /// elsewhere).
    static let followLinks = CommandSpec.Flag(
        name: "follow-links", help: "Read symbolic links that lead outside the docs folder (default: skip them)")
}
