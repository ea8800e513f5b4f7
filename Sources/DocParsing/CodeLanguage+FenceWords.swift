import DocgenCore

/// How real docs spell a code block's language, and what docgen does with a word it does not know.
extension CodeLanguage {
    /// The lowercased fence word, with the spellings of one language made one: `sw`, `swift5`,
    /// `swift5.9`, `swift-5` → `swift`; `objective_c`, `obj_c` → `objc`.
    public static func canonicalFenceWord(_ word: String) -> String {
        let lowered = word.lowercased()
        if lowered == "sw" { return "swift" }
        if lowered.hasPrefix("swift") {
            let version = lowered.dropFirst("swift".count).drop { $0 == "-" || $0 == "_" }
            if !version.isEmpty, version.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) { return "swift" }
        }
        if ["objective_c", "obj_c", "objectivec", "objective-c", "obj-c"].contains(lowered) { return "objc" }
        return lowered
    }

    /// Fence words of languages that are neither Swift nor Objective-C: their code is never read as Swift,
    /// whatever it looks like (Kotlin and Java share `class`, `import`, `return`).
    static let otherLanguageWords: Set<String> = [
        "json", "sh", "bash", "zsh", "shell", "console", "terminal", "kotlin", "kt", "java", "javascript", "js",
        "typescript", "ts", "python", "py", "ruby", "rb", "xml", "html", "css", "yaml", "yml", "c", "cpp", "c++",
        "objective-c++", "objc++", "mm", "h", "go", "rust", "rs", "diff", "patch", "markdown", "md", "plist", "sql",
        "groovy", "gradle", "dart", "csharp", "cs", "php", "scala", "toml", "ini", "makefile", "cmake", "graphql",
        "dockerfile", "powershell", "ps1", "bat", "lua", "perl", "r", "haskell", "ocaml", "elixir", "erlang",
        "clojure", "lisp", "asm", "nasm", "ruby-console", "pseudo", "pseudocode", "mermaid", "dot", "svg",
    ]

    /// Whether a block fenced with a word docgen does not know (`swiftui-snippet`, `ios`, a typo) is read
    /// as Swift: its code is clearly Swift (two or more Swift lines, no Objective-C one).
    public static func readsUnknownFenceAsSwift(word: String, code: String) -> Bool {
        guard !otherLanguageWords.contains(word.lowercased()) else { return false }
        let scores = CodeLanguageClassifier.score(code)
        return scores.swift >= 2 && scores.objectiveC == 0
    }

    /// Attributes documentation sites use for display (`swift title="ViewController.swift"`,
    /// `linenums`, `hl_lines="2 3"`): kept as unknown attributes, without a warning.
    static let displayAttributes: Set<String> = [
        "title", "filename", "file", "caption", "linenums", "hl_lines", "highlight", "showLineNumbers", "lines",
    ]

    /// Whether a diagnostic is the unknown-attribute warning for a display attribute.
    static func isDisplayAttributeWarning(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.id == .unknownAttribute
            && displayAttributes.contains { diagnostic.message.hasPrefix("unknown code block attribute '\($0)'") }
    }
}
