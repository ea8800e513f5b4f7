import Foundation

/// One step of a search session, as a `search-session` block in the docs writes it.
///
/// `type` replaces the search text one character at a time: the driver deletes what is there key by key,
/// then types the new text key by key (each edit is a separate user event), tapping into the bar first if
/// it is not editing.
public enum SessionAction: Equatable, Sendable, CustomStringConvertible {
    /// Tap into the search bar.
    case activate
    /// Replace the search text, one keystroke at a time.
    case type(String)
    /// Press the delete key this many times.
    case delete(Int)
    /// Tap the clear button (nothing to do when the text is already empty).
    case clear
    /// Tap the scope button with this title.
    case scope(String)
    /// Tap the scope button at this index.
    case scopeIndex(Int)
    /// Tap Cancel.
    case cancel
    /// Tap the keyboard's Search button.
    case search
    /// Tap the visible row with this title.
    case tapRow(String)
    /// Swipe the row with this title and tap its swipe action with this title (`delete`, `"Archive"`).
    case swipe(row: String, action: String)
    /// Tap the bar button item with this title (or the system item of this name, `add`).
    case tapButton(String)
    /// Answer the alert with this title: type each text into its text fields in turn, tap this button.
    case alert(title: String, typing: [String], tap: String)
    /// Pull the table down to refresh it.
    case pullToRefresh
    /// Tap the back button.
    case back

    /// The step as the docs write it: `activate`, `type "in"`, `scope "All"`, `cancel`…
    public var description: String {
        switch self {
        case .activate: "activate"
        case .type(let text): "type \(Self.quoted(text))"
        case .delete(let count): count == 1 ? "delete" : "delete \(count)"
        case .clear: "clear"
        case .scope(let title): "scope \(Self.quoted(title))"
        case .scopeIndex(let index): "scope \(index)"
        case .cancel: "cancel"
        case .search: "search"
        case .tapRow(let title): "tap \(Self.quoted(title))"
        case .swipe(let row, let action): "swipe \(Self.quoted(row)) \(Self.quoted(action))"
        case .tapButton(let name): "tap button \(Self.quoted(name))"
        case .alert(let title, let typing, let button):
            (["alert \(Self.quoted(title))"] + typing.map { "type \(Self.quoted($0))" } + ["tap \(Self.quoted(button))"])
                .joined(separator: " ")
        case .pullToRefresh: "pull to refresh"
        case .back: "back"
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension SimulatedUser {
    /// Performs one session step the way a person would.
    public func perform(_ action: SessionAction) throws {
        switch action {
        case .activate:
            try tapSearchBar()
        case .type(let text):
            if searchBar?.isFirstResponder != true { try tapSearchBar() }
            let current = searchBar?.text ?? ""
            if !current.isEmpty { try deleteBackward(count: current.count) }
            try type(text)
        case .delete(let count):
            try deleteBackward(count: count)
        case .clear:
            if !(searchBar?.text ?? "").isEmpty { try clearText() }
        case .scope(let title):
            try selectScope(titled: title)
        case .scopeIndex(let index):
            try selectScope(at: index)
        case .cancel:
            try tapCancel()
        case .search:
            try tapSearch()
        case .tapRow(let title):
            try tapRow(titled: title)
        case .swipe(let row, let action):
            try swipeRow(titled: row, action: action)
        case .tapButton(let name):
            try tapButton(name)
        case .alert(let title, let typing, let button):
            try answerAlert(titled: title, typing: typing, tapping: button)
        case .pullToRefresh:
            try pullToRefresh()
        case .back:
            try tapBack()
        }
    }
}
