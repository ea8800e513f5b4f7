@_spi(Testing) import UIKit

// MARK: - What every correct app shows after any event

extension SimulatedUser {
    /// How many rows' content is compared with the data source, section by section from the top: about two
    /// screens of an iPhone's default rows (headless, every row is "visible"; a long list is not asked for
    /// every cell after every event).
    static let comparedRows = 30

    /// What the screen shows now that no correct app shows, after any event (see `InvariantViolation`):
    ///
    /// - the visible table or collection view (the search results controller's while it is shown) shows the
    ///   sections, rows and cell content its data source gives now: a table keeps the rows of its last
    ///   reload (Apple: `reloadData()` "reload[s] all of the data that is used to construct the table";
    ///   the table asks its data source only then, and for inserted or reloaded rows), so an app that changes
    ///   its data without `reloadData()` or a batch update shows the old rows, on iOS as here. A row's
    ///   content is compared where the data source's cell has a title or detail (a cell configured in
    ///   `willDisplay` instead has neither from the data source alone);
    /// - no required constraint was broken since the last call (`UnsatisfiableConstraintReport.log`).
    ///
    /// The visible controller's view is laid out first, as the frame after an event is. Asking the data source for cells makes
    /// new ones (no reusable cell is taken) and shows none of them.
    public func invariantViolations() -> [InvariantViolation] {
        // The frame after an event lays out what the event changed, as the run loop's layout pass does.
        visibleScreen.content.viewIfLoaded?.layoutIfNeeded()
        var found = listViolation().map { [$0] } ?? []
        let log = UnsatisfiableConstraintReport.log
        if log.count > constraintReportsSeen {
            found += log[constraintReportsSeen...].map { .unsatisfiableConstraints(broken: $0.brokenConstraint) }
        }
        constraintReportsSeen = log.count
        return found
    }

    /// The first way the visible list disagrees with its data source, if it does.
    func listViolation() -> InvariantViolation? {
        let visible = visibleScreen
        let bar = SearchStackLocator.searchBar(of: visible.content)
        let owner = SearchStackLocator.tableOwner(host: visible.content, searchBar: bar).0
        switch SearchStackLocator.list(of: owner) {
        case .table(let table)?:
            guard let now = table.rowCountsFromDataSourceNow() else { return nil }
            let probe = ListProbe(
                kind: .table, shown: table.shownRowCounts, now: now,
                shownRow: { table.cellForRow(at: IndexPath(row: $1, section: $0)).map(ScreenReader.row) },
                nowRow: { table.cellFromDataSourceNow(at: IndexPath(row: $1, section: $0)).map(ScreenReader.row) })
            return probe.violation()
        case .collection(let collection)?:
            guard let now = collection.itemCountsFromDataSourceNow() else { return nil }
            let probe = ListProbe(
                kind: .collection, shown: collection.shownItemCounts, now: now,
                shownRow: { collection.cellForItem(at: IndexPath(item: $1, section: $0)).map(ScreenReader.row) },
                nowRow: {
                    collection.cellFromDataSourceNow(at: IndexPath(item: $1, section: $0)).map(ScreenReader.row)
                })
            return probe.violation()
        case nil:
            return nil
        }
    }
}

/// A table or collection view compared with its data source: the counts shown and given now, and each row
/// read as shown and as the data source would configure it now.
@MainActor
struct ListProbe {
    var kind: InvariantViolation.ListKind
    var shown: [Int]
    var now: [Int]
    var shownRow: (_ section: Int, _ index: Int) -> Screen.Row?
    var nowRow: (_ section: Int, _ index: Int) -> Screen.Row?

    func violation() -> InvariantViolation? {
        guard shown.count == now.count else { return .sections(list: kind, shown: shown.count, dataSource: now.count) }
        let sectionLabel = { (section: Int) in shown.count > 1 ? section : nil }
        for section in shown.indices where shown[section] != now[section] {
            return .rows(
                list: kind, section: sectionLabel(section), shown: titles(shown[section], section, shownRow),
                dataSource: titles(now[section], section, nowRow))
        }
        var budget = SimulatedUser.comparedRows
        for section in shown.indices {
            for index in 0..<shown[section] {
                guard budget > 0 else { return nil }
                budget -= 1
                guard let fresh = nowRow(section, index), let old = shownRow(section, index) else { continue }
                if Self.differs(fresh.title, old.title) || Self.differs(fresh.detail, old.detail) {
                    return .row(list: kind, section: sectionLabel(section), index: index, shown: old, dataSource: fresh)
                }
            }
        }
        return nil
    }

    /// The titles of a section's first nine rows (eight are listed, the ninth says there are more).
    private func titles(_ count: Int, _ section: Int, _ read: (Int, Int) -> Screen.Row?) -> [String] {
        (0..<min(count, 9)).map { read(section, $0)?.title ?? "" } + Array(repeating: "", count: max(0, count - 9))
    }

    /// Whether the data source's text (when it gives one) is not what the row shows.
    private static func differs(_ fresh: String?, _ shown: String?) -> Bool {
        guard let fresh else { return false }
        return fresh != shown
    }
}
