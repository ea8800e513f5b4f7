import DocgenCore

extension JSONReportMerger {
    /// Whether a report (merged or not) counts a failed example in its summary: what makes
    /// `docgen merge-reports` exit 1, like `docgen check`. A report without that count has none.
    public static func hasFailures(_ report: JSONValue) -> Bool {
        guard case .object(let members) = report,
            case .object(let summary)? = members.first(where: { $0.0 == "summary" })?.1,
            case .int(let count)? = summary.first(where: { $0.0 == "failed" })?.1
        else { return false }
        return count > 0
    }
}
