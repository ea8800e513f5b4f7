import DocgenCore

/// A fenced or indented code block, with its info string split into language and attributes.
public struct CodeBlock: Hashable, Sendable {
    /// The code as cmark gives it (hidden lines included), ending with a newline unless empty.
    public var code: String
    /// The whole info string (fenced blocks); empty for indented ones.
    public var info: String
    /// The first word of the info string, if any (`swift`, `objc`, `search-session`, …).
    public var fenceLanguage: String?
    /// Words after the language.
    public var attributes: [CodeBlockAttribute]
    /// What the code itself looks like (nil when there is too little to tell).
    public var inferredLanguage: CodeLanguage?
    /// The language docgen uses: the inferred one when it contradicts the fence, else the fence's, else
    /// the inferred one, else `.text`.
    public var language: CodeLanguage
    public var isFenced: Bool
    /// Whether a fenced block has its closing fence (an unclosed fence runs to the end of the file).
    public var isClosed: Bool
    /// Range of the whole block, fences included.
    public var range: SourceRange
    /// First and last line of the code itself (fences excluded); `firstCodeLine > lastCodeLine` when empty.
    public var firstCodeLine: Int
    public var lastCodeLine: Int
    /// Column (1-based, UTF-8 bytes) at which the code's lines start in the Markdown file (the fence's
    /// indentation, or the indented block's 4 spaces).
    public var codeColumn: Int

    public init(
        code: String, info: String, fenceLanguage: String?, attributes: [CodeBlockAttribute],
        inferredLanguage: CodeLanguage?, language: CodeLanguage, isFenced: Bool, isClosed: Bool,
        range: SourceRange, firstCodeLine: Int, lastCodeLine: Int, codeColumn: Int
    ) {
        self.code = code
        self.info = info
        self.fenceLanguage = fenceLanguage
        self.attributes = attributes
        self.inferredLanguage = inferredLanguage
        self.language = language
        self.isFenced = isFenced
        self.isClosed = isClosed
        self.range = range
        self.firstCodeLine = firstCodeLine
        self.lastCodeLine = lastCodeLine
        self.codeColumn = codeColumn
    }

    /// The code's lines, without their line terminators.
    public var lines: [Substring] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A stable hash of the code (FNV-1a 64, hex): equal code, equal hash, on every machine.
    public var contentHash: String { StableHash.fnv1a64Hex(code) }

    /// The `example=NAME` attribute's value, if any.
    public var exampleName: String? {
        attributes.lazy.compactMap { if case .example(let name) = $0 { return name } else { return nil } }.first
    }
}

/// A word after the language in a fence's info string (README.md, "Doc conventions").
public enum CodeBlockAttribute: Hashable, Sendable, CustomStringConvertible {
    /// `example=NAME`: blocks with the same name in one document form one program, in order.
    case example(String)
    /// `ignore` / `ignore="reason"`: extracted and shown, not built.
    case ignore(reason: String?)
    /// `no_run`: built, not run.
    case noRun
    /// `compile_fail` / `compile_fail="text"`: must fail to compile (with text in the error).
    case compileFail(expected: String?)
    /// `should_fail`: builds, and running its session must trap.
    case shouldFail
    /// `standalone`: built in a module of its own, never in the module examples share.
    case standalone
    /// Anything else, kept so that a warning can name it.
    case unknown(name: String, value: String?)

    public var description: String {
        func quoted(_ name: String, _ value: String?) -> String {
            guard let value else { return name }
            return
                "\(name)=\"\(value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
        }
        switch self {
        case .example(let name): return "example=\(name)"
        case .ignore(let reason): return quoted("ignore", reason)
        case .noRun: return "no_run"
        case .compileFail(let text): return quoted("compile_fail", text)
        case .shouldFail: return "should_fail"
        case .standalone: return "standalone"
        case .unknown(let name, let value): return quoted(name, value)
        }
    }
}

/// The language of a code block.
public enum CodeLanguage: Hashable, Sendable, CustomStringConvertible {
    case swift
    case objectiveC
    /// A `search-session` block: assertions for the example before it.
    case searchSession
    case text
    /// Any other fence language, lowercased (`json`, `sh`, …).
    case other(String)

    /// The language a fence word names (`swift`, `objc`/`objective-c`/`objectivec`, `search-session`, …).
    /// Spellings of real docs count: `Swift`, `sw`, `swift5`, `swift5.9`, `obj-c` (see `canonicalFenceWord`).
    public init(fenceWord: String) {
        switch Self.canonicalFenceWord(fenceWord) {
        case "swift": self = .swift
        case "objc", "objective-c", "objectivec", "obj-c", "m": self = .objectiveC
        case "search-session": self = .searchSession
        case "text", "txt", "plain", "plaintext": self = .text
        case let other: self = .other(other)
        }
    }

    /// The canonical name used in output: `swift`, `objc`, `search-session`, `text` or the fence word.
    public var description: String {
        switch self {
        case .swift: return "swift"
        case .objectiveC: return "objc"
        case .searchSession: return "search-session"
        case .text: return "text"
        case .other(let word): return word
        }
    }
}
