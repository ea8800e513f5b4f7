/// Something no correct app shows after a user's event, whatever the app does: a table or collection view
/// that shows other rows than its data source now gives, or Auto Layout breaking a required constraint.
///
/// Said in the screen's terms (rows by their titles), never in docgen's: what the screen shows and what it
/// should show.
public enum InvariantViolation: Equatable, Sendable, CustomStringConvertible {
    /// The visible list shows `shown` sections where its data source now has `dataSource`.
    case sections(list: ListKind, shown: Int, dataSource: Int)
    /// A section shows other rows than its data source now has: the titles of each (`nil` section: the
    /// list has one section).
    case rows(list: ListKind, section: Int?, shown: [String], dataSource: [String])
    /// A row shows other content than the data source now configures for it.
    case row(list: ListKind, section: Int?, index: Int, shown: Screen.Row, dataSource: Screen.Row)
    /// The layout could not satisfy every required constraint and broke this one (Apple's description).
    case unsatisfiableConstraints(broken: String)

    /// A table or a collection view.
    public enum ListKind: String, Equatable, Sendable {
        case table, collection = "collection view"

        var rowWord: String { self == .table ? "row" : "item" }
    }

    public var description: String {
        switch self {
        case .sections(let list, let shown, let dataSource):
            return "the \(list.rawValue) shows \(Self.count(shown, "section")) where its data source now has "
                + "\(dataSource): it was not reloaded after its data changed"
        case .rows(let list, let section, let shown, let dataSource):
            let place = section.map { " in section \($0)" } ?? ""
            return "the \(list.rawValue) shows \(Self.count(shown.count, list.rowWord))\(place) (\(Self.list(shown))) "
                + "where its data source now has \(dataSource.count) (\(Self.list(dataSource))): it was not "
                + "reloaded after its data changed"
        case .row(let list, let section, let index, let shown, let dataSource):
            let place = section.map { " \($0 + 1)" } ?? ""
            let which =
                section == nil ? "\(list.rowWord) \(index + 1)" : "\(list.rowWord) \(index + 1) of section\(place)"
            return "\(which) shows \(Self.content(shown)) where its data source now gives \(Self.content(dataSource)): "
                + "the \(list.rawValue) was not reloaded after its data changed"
        case .unsatisfiableConstraints(let broken):
            return "the layout cannot satisfy every required constraint and breaks \(broken)"
        }
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Titles as a session block writes rows: `A, B, C`, `(none)`; at most eight, then `…`.
    private static func list(_ titles: [String]) -> String {
        guard !titles.isEmpty else { return "(none)" }
        let shown = titles.prefix(8).map { "\"\($0)\"" }
        return (shown + (titles.count > 8 ? ["…"] : [])).joined(separator: ", ")
    }

    private static func content(_ row: Screen.Row) -> String {
        let parts = [row.title, row.detail].compactMap { $0 }.map { "\"\($0)\"" }
        return parts.isEmpty ? "nothing" : parts.joined(separator: " / ")
    }
}
