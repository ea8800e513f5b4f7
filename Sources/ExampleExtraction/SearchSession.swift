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
            }
        }
    }
}
