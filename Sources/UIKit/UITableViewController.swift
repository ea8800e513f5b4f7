/// A view controller whose view is a table, which it serves as data source and delegate
/// (Apple: `UITableViewController`).
///
/// Like UIKit's, it implements every data-source and delegate method, so subclasses `override` them; and,
/// as the storyboard prototype in Apple's template would, its table has the reuse identifier "Cell"
/// registered for a default-style `UITableViewCell`.
@MainActor
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

    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

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
        view = table
    }

    /// Clears the selection if `clearsSelectionOnViewWillAppear` (Apple's documentation).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let selected = tableView?.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
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

    // MARK: - UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
