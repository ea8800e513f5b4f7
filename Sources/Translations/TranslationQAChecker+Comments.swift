import DocParsing
import DocgenCore

extension TranslationQAChecker {
    /// The comments of each two code blocks an alignment pairs, compared as prose where the translation's
    /// language translates them (`translatedComments`): code, numbers and placeholders must survive, as in
    /// a paragraph (`// Prints "5"` and `// 打印“5”` agree; `// 打印“6”` does not).
    func commentFindings(_ alignment: DocumentAlignment, context: QAContext) -> [QAFinding] {
        let conventions = settings.conventions(for: alignment.targetLanguage)
        guard conventions.contains(.translatedComments) else { return [] }
        var findings: [QAFinding] = []
        for bead in alignment.beads
        where bead.kind != .sourceOnly && bead.kind != .targetOnly && bead.source.count == 1 && bead.target.count == 1 {
            guard let old = context.codeBlock(at: bead.source[0]), let new = context.codeBlock(at: bead.target[0]),
                let source = Self.commentSide(old, bead.source[0], alignment.sourceLanguage, context),
                let translation = Self.commentSide(new, bead.target[0], alignment.targetLanguage, context)
            else { continue }
            let comparison = PairComparison(
                source: source, translation: translation, glossary: nil, conventions: conventions)
            findings += comparison.code() + comparison.numbers() + comparison.placeholders()
        }
        return findings
    }

    /// A code block's comments as one side of a pair, with the names its document uses (a name a comment
    /// says in words, `骰子数` for `diceRoll`, is one the translator knows); nil when it has none.
    private static func commentSide(
        _ block: CodeBlock, _ reference: BlockReference, _ language: HumanLanguage?, _ context: QAContext
    ) -> QASide? {
        let comments = CodeComments(block.code).comments
        guard !comments.isEmpty else { return nil }
        let located = comments.map { comment -> (location: SourceLocation, text: String) in
            let location = SourceLocation(
                file: reference.path, line: block.firstCodeLine + comment.line,
                column: block.codeColumn + comment.column - 1)
            return (location, comment.text)
        }
        return QASide(
            references: [reference], inventory: PassageInventory(comments: located, at: reference.location),
            acceptances: context.acceptances(of: reference), language: language,
            vocabulary: context.vocabulary(of: reference.path))
    }
}
