import DocgenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// SwiftParser's tree of a Swift source, parsed once per process.
///
/// One command reads the same code several times: a block's structure and the assembled program in
/// extraction, which module the program is compiled in (generation, and again for the cache keys), its
/// highlighting on the site. A tree is a pure function of the text and is never modified (syntax trees are
/// immutable and `Sendable`), so every reader may share the one parse.
public enum SwiftSourceTrees {
    /// Trees by source text (a tree takes some 50 KB for a 40-line example: at most about 100 MB in all).
    static let memo = ProcessMemo<String, SourceFileSyntax>(limit: 2_048)

    /// The tree of `source`, as `Parser.parse(source:)` gives it.
    public static func tree(of source: String) -> SourceFileSyntax {
        memo.value(for: source) { Parser.parse(source: source) }
    }

    /// Parses every source not parsed yet, on all cores, so that later `tree(of:)` calls find their tree.
    static func parseAll(_ sources: Set<String>) {
        let sources = Array(sources)
        DispatchQueue.concurrentPerform(iterations: sources.count) { _ = tree(of: sources[$0]) }
    }
}
