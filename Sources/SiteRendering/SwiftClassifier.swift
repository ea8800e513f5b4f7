import ExampleExtraction
import SwiftIDEUtils
import SwiftSyntax

/// Classifies Swift code with the toolchain's `SwiftIDEUtils` (the classification editors use).
enum SwiftClassifier {
    /// The classified ranges of `code` (UTF-8 offsets); plain identifiers and operators are left out.
    static func classify(_ code: String) -> [CodeHighlighter.ClassifiedRange] {
        let tree = SwiftSourceTrees.tree(of: code)
        var result: [CodeHighlighter.ClassifiedRange] = []
        for classified in tree.classifications {
            guard let kind = kind(of: classified.kind) else { continue }
            let range = classified.range.lowerBound.utf8Offset..<classified.range.upperBound.utf8Offset
            result.append(CodeHighlighter.ClassifiedRange(range: range, kind: kind))
        }
        return result
    }

    private static func kind(of classification: SyntaxClassification) -> HighlightedCode.TokenKind? {
        switch classification {
        case .keyword: return .keyword
        case .stringLiteral, .regexLiteral: return .string
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return .comment
        case .type: return .type
        case .integerLiteral, .floatLiteral: return .number
        case .attribute: return .attribute
        case .ifConfigDirective: return .preprocessor
        case .argumentLabel: return .label
        case .editorPlaceholder: return .placeholder
        case .identifier, .dollarIdentifier, .operator, .none: return nil
        @unknown default: return nil
        }
    }
}
