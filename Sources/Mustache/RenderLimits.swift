/// How much one render may write and do before it stops with
/// ``MustacheError/renderLimitExceeded(_:limit:at:)``: partials that each include the next twice double
/// the output at every level (35 such files would write 2^34 bytes), and sections nested over the same data
/// multiply the work without writing anything.
///
/// The defaults are far above what a real page or manifest needs and stop a runaway render in well under a
/// second; a library's ``MustacheLibrary/limits`` may raise or lower them.
public struct RenderLimits: Sendable, Hashable {
    /// Which limit a render passed.
    public enum Kind: Sendable, Hashable {
        /// Bytes of output.
        case outputBytes
        /// Steps: every node rendered (text, tag, partial, parent, block) and every item of a section.
        case steps
    }

    /// The most bytes one render writes (default 64 MiB).
    public var maximumOutputBytes: Int
    /// The most steps one render takes (default 2 million; a page of docgen's site takes a few hundred, the
    /// package manifest about twenty per example).
    public var maximumSteps: Int

    public init(maximumOutputBytes: Int = 64 * 1_048_576, maximumSteps: Int = 2_000_000) {
        self.maximumOutputBytes = maximumOutputBytes
        self.maximumSteps = maximumSteps
    }

    /// `64 MiB`, `512 KiB` or `100 bytes`.
    static func describe(bytes: Int) -> String {
        if bytes >= 1_048_576, bytes % 1_048_576 == 0 { return "\(bytes / 1_048_576) MiB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return "\(bytes) bytes"
    }
}
