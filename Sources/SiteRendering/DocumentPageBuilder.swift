import DocParsing
import DocgenCore

/// The body of one document's page: its blocks in order, with inline pairs (a passage and its "• "
/// translation on the next line) drawn side by side.
struct DocumentPageBuilder: Sendable {
    var context: SiteContext
    var document: Document

    /// The rows, and the languages of the first pair's sides when there are pairs (the page then offers
    /// the both/left/right toggle).
    func rows() -> (rows: [HTMLNode], pairLanguages: (left: HumanLanguage?, right: HumanLanguage?)?) {
        let builder = RowBuilder(context: context)
        let units = ReadingUnit.units(of: document, directives: context.directives[document.path])
        let language = context.documentLanguage(document.path)
        var rows: [HTMLNode] = []
        var run: [ReadingUnit] = []
        var pairLanguages: (left: HumanLanguage?, right: HumanLanguage?)?
        func flush() {
            guard !run.isEmpty else { return }
            rows.append(builder.fullRow(run, path: document.path, anchorPrefix: ""))
            run.removeAll()
        }
        var index = 0
        while index < units.count {
            let unit = units[index]
            if index + 1 < units.count, let translation = context.translations.inlineTranslations[unit.start],
                units[index + 1].start == translation
            {
                flush()
                let left = builder.cell([unit], path: document.path, side: .left, anchorPrefix: "", language: language)
                let right = builder.cell(
                    [units[index + 1]], path: document.path, side: .right, anchorPrefix: "", language: language)
                rows.append(builder.pairRow(left, right, kind: "inline", passages: [unit.start, translation]))
                if pairLanguages == nil {
                    pairLanguages = (
                        context.translations.passageLanguages[unit.start],
                        context.translations.passageLanguages[translation]
                    )
                }
                index += 2
                continue
            }
            // Blocks of one list stay in one row so the list is drawn once.
            if let list = unit.list, let last = run.last, last.list?.start != list.start { flush() }
            if unit.list == nil { flush() }
            run.append(unit)
            if unit.list == nil { flush() }
            index += 1
        }
        flush()
        return (rows, pairLanguages)
    }
}
