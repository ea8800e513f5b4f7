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
