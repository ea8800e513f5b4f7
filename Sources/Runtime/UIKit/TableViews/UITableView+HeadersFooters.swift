// MARK: - Section headers, footers and the index

extension UITableView {
    /// The header's or footer's view for a section, asked once until the next reload; the delegate's
    /// `willDisplayHeaderView` / `willDisplayFooterView` follows when a view is made.
    func supplementaryView(isHeader: Bool, section: Int) -> UIView? {
        guard (0..<numberOfSections).contains(section) else { return nil }
        let key = HeaderFooterStore.Key(isHeader: isHeader, section: section)
        if let shown = headerFooterStore.shown[key] { return shown }
        let custom =
            isHeader
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        let view = custom ?? standardView(isHeader: isHeader, section: section)
        headerFooterStore.shown[key] = .some(view)
        if let view {
            if isHeader {
                delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            } else {
                delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
        return view
    }

    /// The standard header or footer showing the data source's title, or `nil` without a title.
    func standardView(isHeader: Bool, section: Int) -> UIView? {
        let title =
            isHeader
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }

    /// The title a user sees above a section: the data source's `titleForHeaderInSection`, else the text
    /// of the delegate's header view (a header-footer view's title or content configuration, or the first
    /// label in a custom view); for the driver's screen reader.
    @_spi(Testing) public func displayedHeaderTitle(forSection section: Int) -> String? {
        displayedTitle(isHeader: true, section: section)
    }

    /// The title a user sees below a section, as `displayedHeaderTitle(forSection:)` for the footer.
    @_spi(Testing) public func displayedFooterTitle(forSection section: Int) -> String? {
        displayedTitle(isHeader: false, section: section)
    }

    func displayedTitle(isHeader: Bool, section: Int) -> String? {
        guard let view = supplementaryView(isHeader: isHeader, section: section) else { return nil }
        if let headerFooter = view as? UITableViewHeaderFooterView { return headerFooter.displayedTitle }
        if let label = view as? UILabel { return label.text }
        return HeaderFooterStore.firstText(in: view)
    }

    /// The section index titles the data source gives (Apple: `sectionIndexTitles(for:)`), for the driver.
    @_spi(Testing) public var displayedSectionIndexTitles: [String] {
        dataSource?.sectionIndexTitles(for: self) ?? []
    }

    /// A user's tap on a section index title: the data source's `sectionForSectionIndexTitle` says which
    /// section to scroll to (Apple's documentation); headless, the section is returned (no viewport).
    @_spi(Testing) public func userTapSectionIndexTitle(at index: Int) -> Int? {
        let titles = displayedSectionIndexTitles
        guard let dataSource, titles.indices.contains(index) else { return nil }
        return dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
    }
}

/// The header and footer views of a table: registrations, views handed back for reuse and those shown.
@MainActor
final class HeaderFooterStore {
    /// A section's header or footer.
    struct Key: Hashable {
        let isHeader: Bool
        let section: Int
    }

    var registeredClasses: [String: AnyClass] = [:]
    var registeredNibs: [String: UINib] = [:]
    var reusable: [String: [UITableViewHeaderFooterView]] = [:]
    /// The view shown for each header or footer asked for (`nil` inside: the section has none).
    var shown: [Key: UIView?] = [:]

    /// Forgets the shown views; the reusable ones wait to be dequeued again.
    func reload() {
        for case let view as UITableViewHeaderFooterView in shown.values.compactMap({ $0 }) {
            if let identifier = view.reuseIdentifier { reusable[identifier, default: []].append(view) }
        }
        shown = [:]
    }

    /// The first label text in a view's subtree, depth first.
    static func firstText(in view: UIView) -> String? {
        for subview in view.subviews {
            if let label = subview as? UILabel, let text = label.text { return text }
            if let text = firstText(in: subview) { return text }
        }
        return nil
    }
}
