/// Why the simulated user could not do what a test asked: what a real user would not find on screen.
public enum DriverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The hosted controller shows no search bar anywhere the driver looks.
    case noSearchBar(host: String)
    /// Typing, deleting or tapping Search needs the bar to be editing.
    case searchBarNotEditing
    /// The clear button shows only while there is text.
    case noClearButton
    /// The scope bar is not shown.
    case noScopeBar
    /// No scope button has this title.
    case noScopeTitled(String, available: [String])
    /// No scope button has this index.
    case scopeIndexOutOfRange(Int, count: Int)
    /// The Cancel button is not shown.
    case noCancelButton
    /// No visible row has this title (`visible`: the rows on screen; nil when no table or collection is).
    case noRowTitled(String, visible: [String]?)
    /// The row has no swipe action with this title.
    case noSwipeAction(String, row: String, available: [String])
    /// No bar button item (or button) with this title or system item is on screen.
    case noButton(String, available: [String])
    /// The bar button item is disabled.
    case buttonDisabled(String)
    /// No alert with this title is shown (`shown`: the title of the alert that is, if one is).
    case noAlert(String, shown: String??)
    /// The alert has fewer text fields than the step types into.
    case notEnoughTextFields(alert: String, needed: Int, available: Int)
    /// The alert has no action with this title.
    case noAlertAction(String, alert: String, available: [String])
    /// The alert action is disabled.
    case alertActionDisabled(String, alert: String)
    /// The screen covered by an alert cannot be used until the alert is answered.
    case alertIsShown(String?, actions: [String])
    /// The visible table or collection view has no refresh control.
    case noRefreshControl
    /// There is no back button: the navigation stack has one controller, or the item hides it.
    case noBackButton
    /// The screen shows no text field of its own (a search bar's and a cell's do not count).
    case noTextField

    public var description: String {
        switch self {
        case .noSearchBar(let host):
            "\(host) shows no search bar; put one in navigationItem.searchController, navigationItem.titleView "
                + "or tableView.tableHeaderView"
        case .searchBarNotEditing: "the search bar is not editing; tap it first"
        case .noClearButton: "the clear button is not shown; the search text is empty"
        case .noScopeBar: "the scope bar is not shown; give the bar at least two scopeButtonTitles and activate search"
        case .noScopeTitled(let title, let available):
            "no scope button titled \"\(title)\"; the scope bar has \(available.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .scopeIndexOutOfRange(let index, let count):
            "no scope button at index \(index); the scope bar has \(count)"
        case .noCancelButton: "the Cancel button is not shown"
        case .noRowTitled(let title, let visible?):
            "no row titled \(Self.quoted(title)) on screen; the table shows \(Self.list(visible))"
        case .noRowTitled(let title, nil): "no row titled \(Self.quoted(title)) on screen; no table is shown"
        case .noSwipeAction(let title, let row, let available):
            "the row \(Self.quoted(row)) has no swipe action \(Self.quoted(title)); "
                + (available.isEmpty
                    ? "it has none (no swipe actions configured and the data source does not commit deletions)"
                    : "it has \(Self.list(available))")
        case .noButton(let name, let available):
            "no button \(Self.quoted(name)) on screen; "
                + (available.isEmpty ? "there are none" : "there are \(Self.list(available))")
        case .buttonDisabled(let name): "the button \(Self.quoted(name)) is disabled"
        case .noAlert(let title, let shown):
            switch shown {
            case nil: "no alert \(Self.quoted(title)) is shown; no alert is"
            case .some(nil): "no alert \(Self.quoted(title)) is shown; the alert shown has no title"
            case .some(.some(let other)):
                "no alert \(Self.quoted(title)) is shown; the alert shown is \(Self.quoted(other))"
            }
        case .notEnoughTextFields(let alert, let needed, let available):
            "the alert \(Self.quoted(alert)) has \(available) text field\(available == 1 ? "" : "s"); the step types into \(needed)"
        case .noAlertAction(let title, let alert, let available):
            "the alert \(Self.quoted(alert)) has no button \(Self.quoted(title)); it has \(Self.list(available))"
        case .alertActionDisabled(let title, let alert):
            "the button \(Self.quoted(title)) of the alert \(Self.quoted(alert)) is disabled"
        case .alertIsShown(let title, let actions):
            "an alert\(title.map { " " + Self.quoted($0) } ?? "") is shown; answer it first with "
                + "alert \(Self.quoted(title ?? "")) tap \(Self.quoted(actions.first ?? "OK")) (its buttons: \(Self.list(actions)))"
        case .noRefreshControl:
            "the table has no refresh control; set tableView.refreshControl (or the controller's refreshControl)"
        case .noBackButton:
            "there is no back button; the navigation stack holds one screen or its item hides the back button"
        case .noTextField: "the screen shows no text field (a search bar's and a cell's are not the screen's own)"
        }
    }

    /// The stable id docgen reports a session step that failed this way under (DG0640–DG0649; the search
    /// steps' failures are DG0603, an expectation).
    public var diagnosticID: String {
        switch self {
        case .noRowTitled: "DG0640"
        case .noSwipeAction: "DG0641"
        case .noButton, .buttonDisabled: "DG0642"
        case .noAlert, .alertIsShown: "DG0643"
        case .notEnoughTextFields: "DG0644"
        case .noAlertAction, .alertActionDisabled: "DG0645"
        case .noRefreshControl: "DG0646"
        case .noBackButton: "DG0647"
        case .noSearchBar, .searchBarNotEditing, .noClearButton, .noScopeBar, .noScopeTitled, .scopeIndexOutOfRange,
            .noCancelButton, .noTextField:
            "DG0603"
        }
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// `(none)` or `"A", "B"`.
    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "(none)" : items.map(quoted).joined(separator: ", ")
    }
}
