import DocgenCore

extension TranslationReportRenderer {
    /// The `Translation lag` section: one row per translation that lags its original (`TranslationLag`), most
    /// changes first — passages and listings the original added, listings whose code changed, what only the
    /// translation has, the pair's QA findings — and where to start.
    static func lagLines(_ report: TranslationReport) -> [String] {
        let rows = TranslationLag.rows(report)
        let lagging = rows.filter { $0.changes + $0.translationOnly.count > 0 }.sorted { lhs, rhs in
            lhs.changes != rhs.changes ? lhs.changes > rhs.changes : lhs.translation < rhs.translation
        }
        let findingsOnly = rows.filter { $0.changes + $0.translationOnly.count == 0 && $0.findings > 0 }
        var lines = [
            "Translation lag (\(lagging.count) of \(rows.count) translations say more or less than their original)"
        ]
        let others =
            findingsOnly.isEmpty
            ? []
            : [
                "  \(findingsOnly.count) other translation\(findingsOnly.count == 1 ? "" : "s") say what the original says, with \(findingsOnly.reduce(0) { $0 + $1.findings }) QA findings (by pair above)"
            ]
        guard !lagging.isEmpty else { return lines + others }
        let width = max(11, lagging.map(\.translation.count).max() ?? 0)
        lines.append(
            "  " + pad("translation", width)
                + "  passages added  listings added  listings changed  translation only  QA findings  start at")
        for row in lagging {
            let counts = [
                (row.addedPassages.count, 14), (row.addedListings.count, 14), (row.changedListings.count, 16),
                (row.translationOnly.count, 16), (row.findings, 11),
            ]
            let cells = counts.map { count, width in pad(String(count), width) }.joined(separator: "  ")
            lines.append("  " + pad(row.translation, width) + "  " + cells + "  " + (row.firstPlace?.description ?? ""))
        }
        let total = { (count: (TranslationLag) -> Int) in lagging.reduce(0) { $0 + count($1) } }
        lines.append(
            "  total: \(total { $0.addedPassages.count }) passages and \(total { $0.addedListings.count }) listings added to the originals, \(total { $0.changedListings.count }) listings changed, \(total { $0.translationOnly.count }) passages or listings only in translations, \(total(\.findings)) QA findings"
        )
        return lines + others
    }
}
