import DocgenCore

extension TranslationReportRenderer {
    /// How many findings the summary ranks.
    public static let topFindings = 10

    // MARK: - Text

    /// The summary a team triages from, first in the text report: the findings (new and baselined), the new
    /// ones per check, the most likely real, and per pair of documents.
    static func summaryLines(_ triage: QATriage) -> [String] {
        let total = triage.findings.count
        var lines = [
            "QA summary: \(total) finding\(total == 1 ? "" : "s"), \(triage.new.count) new, \(triage.baselinedCount) baselined"
                + (triage.stale.isEmpty ? "" : ", \(triage.stale.count) baselined fixed (stale)")
        ]
        guard !triage.new.isEmpty else { return lines }
        lines.append("  by check:")
        for (check, count) in triage.countsByCheck {
            lines.append("    \(check.diagnosticID) \(pad(check.rawValue, 12)) \(count)")
        }
        let top = triage.top(topFindings)
        lines.append("  most likely real (\(top.count) of \(triage.new.count)):")
        for (rank, index) in top.enumerated() {
            let finding = triage.findings[index]
            lines.append(
                "    \(pad("\(rank + 1).", 3)) [\(triage.fingerprints[index].shortID)] \(finding.id) \(pad(finding.check.rawValue, 12)) \(finding.location): \(finding.message)"
            )
            lines += excerptLines(finding, indent: "         ")
        }
        let pairs = triage.countsByPair
        lines.append("  by pair (\(pairs.count)):")
        let width = String(pairs.first?.count ?? 0).count
        for (pair, count) in pairs {
            lines.append(
                "    \(String(repeating: " ", count: width - String(count).count))\(count)  \(pair.translation) ↔ \(pair.original)"
            )
        }
        return lines
    }

    /// The `QA` section: each new finding at both places with its short id, then both passages.
    static func detailLines(_ triage: QATriage) -> [String] {
        let baselined = triage.baselinedCount > 0 ? "; \(triage.baselinedCount) baselined, not shown" : ""
        var lines = ["QA (\(triage.new.count)\(baselined))"]
        for index in triage.new {
            let finding = triage.findings[index]
            lines.append(
                "  \(finding.id) \(pad(finding.check.rawValue, 12)) \(finding.location) ↔ \(finding.otherLocation): \(finding.message) [\(triage.fingerprints[index].shortID)]"
            )
            lines += excerptLines(finding, indent: "      ")
        }
        return lines
    }

    /// `original:` and `translation:` with each side's passage around the value.
    private static func excerptLines(_ finding: QAFinding, indent: String) -> [String] {
        [
            "\(indent)original:    \(finding.sourceExcerpt.isEmpty ? "—" : finding.sourceExcerpt)",
            "\(indent)translation: \(finding.translationExcerpt.isEmpty ? "—" : finding.translationExcerpt)",
        ]
    }
}
