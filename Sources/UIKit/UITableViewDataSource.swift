/// The object that supplies a table view's rows (Apple: `UITableViewDataSource`).
///
/// Optional methods have the default implementations Apple documents.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// The cell for a row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// The number of sections; optional, 1 by default (Apple's documentation).
    func numberOfSections(in tableView: UITableView) -> Int

    /// The header title of a section; optional, `nil` by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// The footer title of a section; optional, `nil` by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    /// Whether a row can be edited; optional, `true` by default (Apple's documentation).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
}

// MARK: - Optional methods

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}
