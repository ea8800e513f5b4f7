import DocgenCore

extension TranslationQAChecker {
    /// Untranslated passages (in the other document's language) and passages with no counterpart, for one
    /// alignment; each located at the passage and at its place in the other document.
    func passageFindings(_ alignment: DocumentAlignment, context: QAContext) -> [QAFinding] {
        guard let sourceLanguage = alignment.sourceLanguage, let targetLanguage = alignment.targetLanguage,
            sourceLanguage != targetLanguage
        else { return [] }
        var findings: [QAFinding] = []
        let beads = alignment.beads
        for (index, bead) in beads.enumerated() {
            for reference in bead.target {
                guard let passage = context.report.passage(at: reference) else { continue }
                let other = counterpart(in: beads, at: index, side: \.source, file: alignment.source)
                if let finding = untranslated(
                    passage, in: targetLanguage, otherLanguage: sourceLanguage, other: other, isSource: false,
                    context: context)
                {
                    findings.append(finding)
                } else if bead.kind == .targetOnly,
                    let finding = missing(
                        passage, from: alignment.source, other: other, isSource: false, context: context)
                {
                    findings.append(finding)
                }
            }
            for reference in bead.source {
                guard let passage = context.report.passage(at: reference) else { continue }
                let other = counterpart(in: beads, at: index, side: \.target, file: alignment.target)
                if let finding = untranslated(
                    passage, in: sourceLanguage, otherLanguage: targetLanguage, other: other, isSource: true,
                    context: context)
                {
                    findings.append(finding)
                } else if bead.kind == .sourceOnly,
                    let finding = missing(
                        passage, from: alignment.target, other: other, isSource: true, context: context)
                {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// A passage of a document in `language` written in `otherLanguage`, the language of the document it
    /// is paired with.
    private func untranslated(
        _ passage: TaggedPassage, in language: HumanLanguage, otherLanguage: HumanLanguage, other: SourceLocation,
        isSource: Bool, context: QAContext
    ) -> QAFinding? {
        let isInOtherLanguage: Bool
        if language.isChinese && otherLanguage.isChinese {
            // The file name decides a passage's variant, so the letters do: still written in the other
            // script (two of its own characters or more, none of this document's).
            let profile = passage.content.profile
            let (other, own) =
                otherLanguage == .simplifiedChinese
                ? (profile.simplifiedOnly, profile.traditionalOnly) : (profile.traditionalOnly, profile.simplifiedOnly)
            isInOtherLanguage = other >= 2 && own == 0
        } else {
            isInOtherLanguage =
                passage.language == .human(otherLanguage) && (passage.basis == .text || !otherLanguage.isChinese)
                && !hasOwnWords(passage, language: language, otherLanguage: otherLanguage)
        }
        guard isInOtherLanguage, wordCount(passage) >= minimumWords(passage),
            context.inventory(of: BlockReference(passage))?.hasTextOutsideLinks ?? true,
            !context.acceptances(of: BlockReference(passage)).contains(where: { $0.accepts(.untranslated, []) })
        else { return nil }
        let advice = language.isChinese && otherLanguage.isChinese ? "convert its script" : "translate it"
        // In the original, a passage in the translation's language is the original's mistake.
        let message =
            isSource
            ? "the original looks wrong: its \(passage.block.kindName) is in \(otherLanguage.englishName), not \(language.englishName); check the original"
            : "\(passage.block.kindName) is still in \(otherLanguage.englishName), not \(language.englishName); \(advice)"
        return finding(.untranslated, message, at: passage.location, other: other, isSource: isSource)
    }

    /// A passage with prose that no bead pairs with anything in the other document.
    private func missing(
        _ passage: TaggedPassage, from otherPath: String, other: SourceLocation, isSource: Bool, context: QAContext
    ) -> QAFinding? {
        guard passage.language != .neutral, wordCount(passage) >= minimumWords(passage),
            !context.acceptances(of: BlockReference(passage)).contains(where: { $0.accepts(.missing, []) })
        else { return nil }
        guard isSource else {
            return finding(
                .missing,
                "\(passage.block.kindName) has no counterpart in the original \(otherPath); remove it if the original does not say it",
                at: passage.location, other: other, isSource: false)
        }
        // The original's passage is reported where its translation is missing: in the translation.
        return QAFinding(
            check: .missing,
            message:
                "the original's \(passage.block.kindName) at \(passage.location) is not translated (it belongs near here); translate it",
            location: other, otherLocation: passage.location, sourcePassage: passage.location, translationPassage: other
        )
    }

    private func finding(
        _ check: QACheck, _ message: String, at location: SourceLocation, other: SourceLocation, isSource: Bool
    ) -> QAFinding {
        QAFinding(
            check: check, message: message, location: location, otherLocation: other,
            sourcePassage: isSource ? location : other, translationPassage: isSource ? other : location,
            isInOriginal: isSource)
    }

    /// Where the other document is at bead `index`: its side of the bead, else of the nearest bead before
    /// (its last block), else after, else the file's start.
    private func counterpart(
        in beads: [AlignmentBead], at index: Int, side: KeyPath<AlignmentBead, [BlockReference]>, file: String
    ) -> SourceLocation {
        if let first = beads[index][keyPath: side].first { return first.location }
        for earlier in beads[..<index].reversed() {
            if let last = earlier[keyPath: side].last { return last.location }
        }
        for later in beads[(index + 1)...] {
            if let first = later[keyPath: side].first { return first.location }
        }
        return SourceLocation(file: file, line: 1, column: 1)
    }

    /// Whether a passage written mostly in the other language has some of its own document's language: a
    /// Han character or two in a Chinese document, a tenth of its words in Cyrillic or Latin script (names
    /// joined by `и` are translated: `Compact и Expanded`).
    private func hasOwnWords(_ passage: TaggedPassage, language: HumanLanguage, otherLanguage: HumanLanguage) -> Bool {
        var own = 0, total = 0, han = 0
        for token in ProseTokenizer.tokens(in: passage.content.prose) {
            switch token {
            case .word(let word):
                total += 1
                let isCyrillic = word.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) }
                if language == .russian ? isCyrillic : language == .english ? !isCyrillic : false { own += 1 }
            case .han: han += 1
            default: break
            }
        }
        if language.isChinese || language == .japanese { return han >= 2 }
        return total > 0 && own * 10 >= total && own > 0
    }

    /// Table cells hold names and values (`application/json`, `Vapor Discord`): twice the words.
    private func minimumWords(_ passage: TaggedPassage) -> Int {
        if case .tableCell = passage.block.kind { return max(4, minimumWords * 2) }
        return minimumWords
    }

    /// Words of the prose: letter runs, and one per four Han characters.
    private func wordCount(_ passage: TaggedPassage) -> Int {
        var words = 0
        var han = 0
        for token in ProseTokenizer.tokens(in: passage.content.prose) {
            switch token {
            case .word: words += 1
            case .han: han += 1
            default: break
            }
        }
        return words + han / 4
    }
}

extension HumanLanguage {
    var isChinese: Bool { self == .simplifiedChinese || self == .traditionalChinese }

    /// `English`, `Russian`, … for messages.
    var englishName: String {
        switch self {
        case .english: return "English"
        case .russian: return "Russian"
        case .simplifiedChinese: return "Simplified Chinese"
        case .traditionalChinese: return "Traditional Chinese"
        case .korean: return "Korean"
        case .japanese: return "Japanese"
        }
    }
}
