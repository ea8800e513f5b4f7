import DocgenCore

/// A `search-session` block: steps a simulated user takes, each with the rows expected afterwards.
public struct SearchSession: Hashable, Sendable, Codable {
    public var steps: [Step]
    /// The block's first code line.
    public var location: SourceLocation
    /// The same session (same steps) written in other sources of the example (translations).
    public var otherLocations: [SourceLocation]

    public init(steps: [Step], location: SourceLocation, otherLocations: [SourceLocation] = []) {
        self.steps = steps
        self.location = location
        self.otherLocations = otherLocations
    }

    /// One line: `action → expected rows`.
    public struct Step: Hashable, Sendable, Codable, CustomStringConvertible {
        public var action: Action
        /// The titles the visible table shows after the action, in order; empty for `(none)`.
        public var expectedRows: [String]
        /// The line's first non-blank character.
        public var location: SourceLocation

        public init(action: Action, expectedRows: [String], location: SourceLocation) {
            self.action = action
            self.expectedRows = expectedRows
            self.location = location
        }

        /// `type "in" → Intermediate`, in the canonical spelling.
        public var description: String {
            let rows =
                expectedRows.isEmpty
                ? "(none)" : expectedRows.map(SearchSessionParser.quotedIfNeeded).joined(separator: ", ")
            return "\(action) → \(rows)"
        }
    }

    /// What the simulated user does.
    public enum Action: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Tap into the search bar.
        case activate
        /// Replace the search text with `text`, one character per user event.
        case type(String)
        /// Clear the search text (the bar's clear button).
        case clear
        /// Delete the last character.
        case delete
        /// Tap the scope button with this title.
        case scopeTitle(String)
        /// Tap the scope button at this 0-based index.
        case scopeIndex(Int)
        /// Tap Cancel.
        case cancel
        /// Tap the keyboard's Search button.
        case search
        /// Tap the visible row with this title (`tap "Milk"`).
        case tapRow(String)
        /// Tap a bar button item (or button) by its title, `tap button "Add"`, or by its system item's name,
        /// `tap button add` (`systemItem` true).
        case tapButton(String, systemItem: Bool)
        /// Swipe the row and tap its swipe action with this title, compared without case
        /// (`swipe "Milk" delete`, `swipe "Milk" "Archive"`).
        case swipe(row: String, action: String)
        /// Answer the alert with this title: type each text into its text fields in turn, then tap the button
        /// (`alert "New Todo" type "Milk" tap "Add"`).
        case alert(title: String, typing: [String], button: String)
        /// Pull the table down (its refresh control's `valueChanged`).
        case pullToRefresh
        /// Tap the back button (pop the top controller).
        case back

        public var description: String {
            switch self {
            case .activate: return "activate"
            case .type(let text): return "type \(SearchSessionParser.quoted(text))"
            case .clear: return "clear"
            case .delete: return "delete"
            case .scopeTitle(let title): return "scope \(SearchSessionParser.quoted(title))"
            case .scopeIndex(let index): return "scope \(index)"
            case .cancel: return "cancel"
            case .search: return "search"
            case .tapRow(let title): return "tap \(SearchSessionParser.quoted(title))"
            case .tapButton(let name, let systemItem):
                return "tap button " + (systemItem ? name : SearchSessionParser.quoted(name))
            case .swipe(let row, let action):
                let bare = !action.isEmpty && action.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
                return "swipe \(SearchSessionParser.quoted(row)) "
                    + (bare ? action : SearchSessionParser.quoted(action))
            case .alert(let title, let typing, let button):
                let parts =
                    ["alert \(SearchSessionParser.quoted(title))"]
                    + typing.map { "type \(SearchSessionParser.quoted($0))" }
                    + ["tap \(SearchSessionParser.quoted(button))"]
                return parts.joined(separator: " ")
            case .pullToRefresh: return "pull to refresh"
            case .back: return "back"
            }
        }
    }
}

extension SearchSession.Action {
    /// Whether the step drives more than search (a row, a button, an alert, refresh, back).
    public var isBeyondSearch: Bool {
        switch self {
        case .activate, .type, .clear, .delete, .scopeTitle, .scopeIndex, .cancel, .search: false
        case .tapRow, .tapButton, .swipe, .alert, .pullToRefresh, .back: true
        }
    }
}
