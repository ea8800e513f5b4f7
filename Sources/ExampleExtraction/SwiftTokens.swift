import SwiftSyntax

/// Swift code as the compiler reads it: its tokens, without comments and layout (SwiftParser keeps both as
/// trivia). Two listings with the same tokens are the same code, whatever their comments say (a translated
/// `// 打印` comment) or however their lines are laid out; a translated string literal is a different token.
enum SwiftTokens {
    /// The tokens' texts, in order, joined by a separator no token holds (the block's one parse, shared).
    static func signature(of code: String) -> String {
        SwiftSourceTrees.tree(of: code).tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: "\u{1}")
    }
}
