/// A view controller whose view is a table, which it serves as data source and delegate
/// (Apple: `UITableViewController`).
///
/// Like UIKit's, it implements every data-source and delegate method, so subclasses `override` them; and,
/// as the storyboard prototype in Apple's template would, its table has the reuse identifier "Cell"
/// registered for a default-style `UITableViewCell`.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style the table is created with.
    private let tableStyle: UITableView.Style

    /// Whether the selection is cleared each time the table appears; `true` by default
    /// (Apple's documentation).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose table has the given style (Apple: `init(style:)`).
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from a storyboard: its table dequeues a default cell for an identifier nobody
    /// registered, as the storyboard's prototype would.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        isFromStoryboard = true
        super.init(coder: coder)
    }

    /// Whether the controller came from a storyboard.
    private var isFromStoryboard = false

    // MARK: - The table

    /// The table, which is the controller's view (Apple: `tableView`).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Creates the table, makes this controller its data source and delegate, and registers "Cell".
    open override func loadView() {
        let table = UITableView(frame: .zero, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.hasStoryboardPrototypes = isFromStoryboard
        view = table
    }

    /// Clears the selection if `clearsSelectionOnViewWillAppear` (Apple's documentation).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        for selected in tableView?.indexPathsForSelectedRows ?? [] {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    // MARK: - Editing

    /// Editing mode for the controller and, as `UITableViewController` does, its table's too (Apple:
    /// `setEditing(_:animated:)`: "UITableViewController overrides it to toggle the table view's editing
    /// mode").
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows until a subclass says otherwise.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Traps: a subclass that reports rows must supply their cells (UIKit raises an exception too).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError(
            "\(type(of: self)) reports rows but does not override tableView(_:cellForRowAt:) "
                + "(asked for section \(indexPath.section), row \(indexPath.row))")
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Not overridden: the table notes it, so a swipe offers no Delete button (Apple's documentation).
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.commitWasUnimplemented = true
    }

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    // MARK: - UITableViewDelegate

    open func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    // Swipe actions (the sessions branch; `UIContextualAction.swift`): nil, as the delegate's defaults.

    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    @available(iOS, introduced: 8.0, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        nil
    }

    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }

    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { nil }

    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }

    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    // MARK: - Swift 2 spellings

    // Swift 2 code overrides these with its first parameter labelled (`tableView:` meant no label then,
    // and means `tableView` now), so the names Apple's SDK marks renamed are declared with that label here,
    // unavailable with the current name: the `override` is reported with the rename (see
    // UIKit+Renamed.swift). None of them can be called.

    /// The Swift 2 spelling of an override of `numberOfSections(in:)`.
    @available(*, unavailable, renamed: "numberOfSections(in:)")
    open func numberOfSectionsInTableView(tableView: UITableView) -> Int { 1 }

    /// The Swift 2 spelling of an override of `tableView(_:numberOfRowsInSection:)`.
    @available(*, unavailable, renamed: "tableView(_:numberOfRowsInSection:)")
    open func tableView(tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// The Swift 2 spelling of an override of `tableView(_:cellForRowAt:)`.
    @available(*, unavailable, renamed: "tableView(_:cellForRowAt:)")
    open func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The Swift 3 spelling (with `IndexPath`) of an override of `tableView(_:cellForRowAt:)`.
    @available(*, unavailable, renamed: "tableView(_:cellForRowAt:)")
    open func tableView(_ tableView: UITableView, cellForRowAtIndexPath indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // MARK: - UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
