import SwiftParser
import SwiftSyntax

/// Swift code as the compiler reads it: its tokens, without comments and layout (SwiftParser keeps both as
/// trivia). Two listings with the same tokens are the same code, whatever their comments say (a translated
/// `// 打印` comment) or however their lines are laid out; a translated string literal is a different token.
enum SwiftTokens {
    /// The tokens' texts, in order, joined by a separator no token holds.
    static func signature(of code: String) -> String {
        Parser.parse(source: code).tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: "\u{1}")
    }
}
