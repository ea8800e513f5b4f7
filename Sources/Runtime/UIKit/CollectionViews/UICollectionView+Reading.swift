// MARK: - What the data source says now, for the driver's invariants

extension UICollectionView {
    /// The item count of each section the collection view shows: the data source's answer at the last
    /// reload (or batch update), which the view keeps until the next one.
    @_spi(Testing) public var shownItemCounts: [Int] { countsIfNeeded() }

    /// The item count of each section the data source gives now, asked afresh (what a reload would show);
    /// `nil` without a data source. The counts the view shows are left as they are.
    @_spi(Testing) public func itemCountsFromDataSourceNow() -> [Int]? { countsFromDataSource() }

    /// The cell the data source would give for an item now, made afresh and not shown: what a reload would
    /// show there (no reusable cell is taken; the delegate is not told).
    @_spi(Testing) public func cellFromDataSourceNow(at indexPath: IndexPath) -> UICollectionViewCell? {
        cellFromDataSourceNow(section: indexPath.section, index: indexPath.item)
    }
}
