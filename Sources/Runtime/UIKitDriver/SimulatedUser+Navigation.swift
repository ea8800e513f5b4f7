import Foundation
@_spi(Testing) import UIKit

/// The simulated user's taps beyond search: rows, swipe actions, bar buttons, alerts, pull to refresh and
/// the back button, each delivered as UIKit delivers the event; something a person would not find on
/// screen throws a `DriverError` that lists what is there.
extension SimulatedUser {
    // MARK: - Rows

    /// Taps the visible row with this title (the first, if several have it).
    ///
    /// A table asks its delegate `tableView(_:willSelectRowAt:)` (which may redirect the selection or, with
    /// nil, cancel it), selects the row, tells `tableView(_:didDeselectRowAt:)` about a row that was
    /// selected before, then `tableView(_:didSelectRowAt:)` (Apple: "The table view calls this method
    /// [willSelectRowAt] when the user taps a row … It calls didSelectRowAt after the selection"). A
    /// collection view asks `collectionView(_:shouldSelectItemAt:)` and tells `didSelectItemAt`.
    public func tapRow(titled title: String) throws {
        let (list, indexPath) = try requireRow(titled: title)
        switch list {
        case .table(let table):
            let delegate = table.delegate
            guard let target = delegate == nil ? indexPath : delegate?.tableView(table, willSelectRowAt: indexPath)
            else { return }
            let previous = table.indexPathForSelectedRow
            table.selectRow(at: target, animated: false, scrollPosition: .none)
            if let previous, previous != target { table.delegate?.tableView(table, didDeselectRowAt: previous) }
            table.delegate?.tableView(table, didSelectRowAt: target)
        case .collection(let collection):
            guard collection.delegate?.collectionView(collection, shouldSelectItemAt: indexPath) ?? true else { return }
            collection.delegate?.collectionView(collection, didSelectItemAt: indexPath)
        }
    }

    /// Swipes the visible row with this title and taps its swipe action with this title (compared without
    /// regard to case: `delete` is the Delete button).
    ///
    /// The actions are the delegate's trailing swipe actions
    /// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`), then its leading ones; when it
    /// configures none, the deprecated `tableView(_:editActionsForRowAt:)`; when that gives none either,
    /// the standard Delete of a data source that commits deletions (see `RowEditing`). A contextual
    /// action's handler gets the row's cell as its source view.
    public func swipeRow(titled title: String, action actionTitle: String) throws {
        let (list, indexPath) = try requireRow(titled: title)
        guard case .table(let table) = list else {
            throw DriverError.noSwipeAction(actionTitle, row: title, available: [])
        }
        let matches = { (candidate: String?) in candidate?.caseInsensitiveCompare(actionTitle) == .orderedSame }
        let delegate = table.delegate
        let trailing = delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)
        let leading = delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)
        if trailing != nil || leading != nil {
            let actions = (trailing?.actions ?? []) + (leading?.actions ?? [])
            guard let action = actions.first(where: { matches($0.title) }) else {
                throw DriverError.noSwipeAction(actionTitle, row: title, available: actions.map { $0.title ?? "" })
            }
            action.userPerform(sourceView: table.cellForRow(at: indexPath) ?? table)
            return
        }
        if let rowActions = delegate?.tableView(table, editActionsForRowAt: indexPath) {
            guard let action = rowActions.first(where: { matches($0.title) }) else {
                throw DriverError.noSwipeAction(actionTitle, row: title, available: rowActions.map { $0.title ?? "" })
            }
            action.userPerform(at: indexPath)
            return
        }
        let standard = RowEditing.standardSwipeActions(of: table, at: indexPath)
        guard standard.contains(where: matches) else {
            throw DriverError.noSwipeAction(actionTitle, row: title, available: standard)
        }
        // A data source that does not implement the commit offers no Delete after all.
        guard RowEditing.commitDelete(in: table, at: indexPath) else {
            throw DriverError.noSwipeAction(actionTitle, row: title, available: [])
        }
    }

    /// The titles of the swipe actions of the visible row with this title, as `swipeRow(titled:action:)`
    /// finds them: the delegate's trailing then leading actions, else its row actions, else the standard
    /// Delete of a data source that commits deletions; none in a collection view.
    public func swipeActionTitles(ofRowTitled title: String) throws -> [String] {
        let (list, indexPath) = try requireRow(titled: title)
        guard case .table(let table) = list else { return [] }
        let delegate = table.delegate
        let trailing = delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)
        let leading = delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)
        if trailing != nil || leading != nil {
            return ((trailing?.actions ?? []) + (leading?.actions ?? [])).map { $0.title ?? "" }
        }
        if let rowActions = delegate?.tableView(table, editActionsForRowAt: indexPath) {
            return rowActions.map { $0.title ?? "" }
        }
        return RowEditing.standardSwipeActions(of: table, at: indexPath)
    }

    /// The visible list and the index path of its first row with this title.
    private func requireRow(titled title: String) throws -> (SearchStackLocator.List, IndexPath) {
        let screen = try requireNoAlert()
        let bar = SearchStackLocator.searchBar(of: screen.content)
        let owner = SearchStackLocator.tableOwner(host: screen.content, searchBar: bar).0
        guard let list = SearchStackLocator.list(of: owner) else { throw DriverError.noRowTitled(title, visible: nil) }
        let rows = ScreenReader.rows(of: list)
        guard let match = rows.first(where: { $0.row.title == title }) else {
            throw DriverError.noRowTitled(title, visible: rows.map { $0.row.title ?? "" })
        }
        return (list, match.indexPath)
    }

    // MARK: - Buttons

    /// Taps the bar button item showing this title, or made as this system item (`add` for `.add`; a
    /// system item's title, `Add`, works too), leading items first; it sends its action to its target. With
    /// no such item, a titled button of the screen's views (see `ButtonLocator`) is tapped.
    public func tapButton(_ name: String) throws {
        let screen = try requireNoAlert()
        let items = screen.barButtonItems.left + screen.barButtonItems.right
        let same = { (text: String?) in text?.caseInsensitiveCompare(name) == .orderedSame }
        let item =
            items.first { $0.displayedTitle == name }
            ?? items.first { same($0.displayedTitle) || same($0.systemItem.map { String(describing: $0) }) }
        let controls = ButtonLocator.titledControls(in: screen.content.view)
        if let item {
            guard item.isEnabled else { throw DriverError.buttonDisabled(name) }
            item.userTap()
        } else if let control = controls.first(where: { $0.title == name })?.control {
            guard control.isEnabled else { throw DriverError.buttonDisabled(name) }
            ButtonLocator.tap(control)
        } else {
            throw DriverError.noButton(name, available: items.map(ScreenReader.label) + controls.map(\.title))
        }
    }

    // MARK: - Alerts

    /// Answers the alert titled `title`: types each text into its text fields in turn (replacing what
    /// they hold), then taps the button titled `button`, which dismisses the alert and runs its handler.
    public func answerAlert(titled title: String, typing texts: [String] = [], tapping button: String) throws {
        guard let alert = visibleScreen.alert else { throw DriverError.noAlert(title, shown: nil) }
        guard alert.title == title else { throw DriverError.noAlert(title, shown: .some(alert.title)) }
        let fields = alert.textFields ?? []
        guard texts.count <= fields.count else {
            throw DriverError.notEnoughTextFields(alert: title, needed: texts.count, available: fields.count)
        }
        for (field, text) in zip(fields, texts) { TextEntry.replaceText(of: field, with: text) }
        guard let action = alert.actions.first(where: { $0.title == button }) else {
            throw DriverError.noAlertAction(button, alert: title, available: alert.actions.map { $0.title ?? "" })
        }
        guard action.isEnabled else { throw DriverError.alertActionDisabled(button, alert: title) }
        action.userTap(in: alert)
    }

    // MARK: - Refreshing and going back

    /// Pulls the visible table down: its refresh control starts refreshing and sends `valueChanged`. What
    /// the app does at once shows in the step's screen; work it leaves for later on the main queue
    /// (`DispatchQueue.main.async`, as Apple's example ends the refresh) does not run within the session,
    /// so such a control is read as still refreshing (our choice: a session is one synchronous run).
    public func pullToRefresh() throws {
        let screen = try requireNoAlert()
        let bar = SearchStackLocator.searchBar(of: screen.content)
        let owner = SearchStackLocator.tableOwner(host: screen.content, searchBar: bar).0
        guard let control = SearchStackLocator.list(of: owner)?.scrollView.refreshControl else {
            throw DriverError.noRefreshControl
        }
        control.userPull()
    }

    /// Taps the back button: the visible navigation controller pops its top controller.
    public func tapBack() throws {
        let screen = try requireNoAlert()
        guard let navigation = screen.navigation, screen.backButtonTitle != nil else { throw DriverError.noBackButton }
        navigation.popViewController(animated: true)
    }

    /// The visible screen, if no alert covers it (a person must answer an alert first).
    private func requireNoAlert() throws -> VisibleScreen {
        let screen = visibleScreen
        if let alert = screen.alert {
            throw DriverError.alertIsShown(alert.title, actions: alert.actions.map { $0.title ?? "" })
        }
        return screen
    }
}

// MARK: - Text fields

extension SimulatedUser {
    /// Types `text` into the screen's own text field (the first, depth first; a search bar's and a cell's
    /// are not the screen's), replacing what it holds, one keystroke at a time: each is asked of the
    /// delegate (`textField(_:shouldChangeCharactersIn:replacementString:)`) and sent as `editingChanged`,
    /// as UIKit delivers typing.
    public func typeIntoTextField(_ text: String) throws {
        let screen = try requireNoAlert()
        guard let field = SearchStackLocator.textField(of: screen.content) else { throw DriverError.noTextField }
        TextEntry.replaceText(of: field, with: text)
    }
}
