/// Spinning wheels of rows, one wheel per component (Apple: `UIPickerView`).
///
/// The counts come from the data source, titles from the delegate. Apple: the picker "fetches the value of
/// this property from the data source and caches it", with 0 by default; the headless picker caches the
/// counts at the first question and at `reloadAllComponents()` / `reloadComponent(_:)`. Each component's
/// selected row starts at 0 (-1 when it has no row: Apple's `selectedRow(inComponent:)` returns "-1 if no
/// row is selected"). `selectRow(_:inComponent:animated:)` from code tells the delegate nothing; the user's
/// spin (the driver's `userSelectRow(_:inComponent:)`) sends `pickerView(_:didSelectRow:inComponent:)`.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The data source; `nil` by default (Apple: `dataSource`, weak).
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { cachedCounts = nil }
    }

    /// The delegate; `nil` by default (Apple: `delegate`, weak).
    open weak var delegate: (any UIPickerViewDelegate)?

    /// The rows of each component, as last asked; nil until asked.
    private var cachedCounts: [Int]?

    /// The selected row of each component, by component.
    private var selectedRows: [Int: Int] = [:]

    /// Whether the selection indicator shows; deprecated since iOS 13, where it always shows.
    @available(iOS, deprecated: 13.0)
    open var showsSelectionIndicator = false

    /// The counts, asking the data source the first time.
    private var counts: [Int] {
        if let cachedCounts { return cachedCounts }
        var counts: [Int] = []
        if let dataSource {
            let components = max(0, dataSource.numberOfComponents(in: self))
            counts = (0..<components).map { max(0, dataSource.pickerView(self, numberOfRowsInComponent: $0)) }
        }
        cachedCounts = counts
        return counts
    }

    /// The number of components; 0 without a data source (Apple's documentation).
    open var numberOfComponents: Int { counts.count }

    /// The number of rows of a component; 0 for a component the picker does not have (Apple's
    /// documentation: "The default value is zero").
    open func numberOfRows(inComponent component: Int) -> Int {
        counts.indices.contains(component) ? counts[component] : 0
    }

    /// Asks the data source for every count again (Apple: `reloadAllComponents()`); selections are kept
    /// where their rows still exist, else moved to the last row.
    open func reloadAllComponents() {
        cachedCounts = nil
        for (component, row) in selectedRows {
            selectedRows[component] = min(row, numberOfRows(inComponent: component) - 1)
        }
    }

    /// Asks the data source for one component's rows again (Apple: `reloadComponent(_:)`); headless,
    /// every count is asked again.
    open func reloadComponent(_ component: Int) {
        reloadAllComponents()
    }

    /// Selects a row of a component (Apple: `selectRow(_:inComponent:animated:)`); a row the component does
    /// not have is ignored (our choice). The delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard row >= 0, row < numberOfRows(inComponent: component) else { return }
        selectedRows[component] = row
    }

    /// The selected row of a component: 0 until another is selected, -1 when it has no row (Apple's
    /// documentation).
    open func selectedRow(inComponent component: Int) -> Int {
        guard numberOfRows(inComponent: component) > 0 else { return -1 }
        return selectedRows[component] ?? 0
    }

    /// The title of a row, from the delegate's `pickerView(_:titleForRow:forComponent:)`, else its
    /// attributed title's string; what the screen reader reads.
    @_spi(Testing) public func title(forRow row: Int, forComponent component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
            ?? delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
    }

    /// The user spins a component to a row: it is selected and the delegate's
    /// `pickerView(_:didSelectRow:inComponent:)` is sent (Apple: "Called by the picker view when the user
    /// selects a row in a component"). A row the component does not have does nothing; returns whether it
    /// was selected.
    @_spi(Testing) @discardableResult public func userSelectRow(_ row: Int, inComponent component: Int) -> Bool {
        guard row >= 0, row < numberOfRows(inComponent: component) else { return false }
        selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        return true
    }
}
