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
        }
    }
}
