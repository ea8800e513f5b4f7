// MARK: - What a user sees in a table, for the driver

extension UITableView {
    /// The titles a user sees, row by row and section by section (each cell's `displayedTitle`: its list
    /// content configuration's text, else `textLabel`'s); lays the rows out if they are stale.
    @_spi(Testing) public var displayedRowTitles: [[String?]] {
        loadCellsIfNeeded().map { $0.map(\.displayedTitle) }
    }

    /// The index path of the first row whose displayed title is `title`, or `nil`: how a session step
    /// (`tap "Milk"`, `swipe "Milk" delete`) finds its row.
    @_spi(Testing) public func indexPathForRow(titled title: String) -> IndexPath? {
        for (section, titles) in displayedRowTitles.enumerated() {
            if let row = titles.firstIndex(of: title) { return IndexPath(row: row, section: section) }
        }
        return nil
    }
}

// MARK: - What the data source says now, for the driver's invariants

extension UITableView {
    /// The row count of each section the table shows: the data source's answer at the last reload (or
    /// batch update), which the table keeps until the next one.
    @_spi(Testing) public var shownRowCounts: [Int] { countsIfNeeded() }

    /// The row count of each section the data source gives now, asked afresh (what a reload would show);
    /// `nil` without a data source. The counts the table shows are left as they are.
    @_spi(Testing) public func rowCountsFromDataSourceNow() -> [Int]? { countsFromDataSource() }

    /// The cell the data source would give for a row now, made afresh and not shown: what a reload would
    /// show there (no reusable cell is taken; the delegate is not told).
    @_spi(Testing) public func cellFromDataSourceNow(at indexPath: IndexPath) -> UITableViewCell? {
        cellFromDataSourceNow(section: indexPath.section, index: indexPath.row)
    }
}
