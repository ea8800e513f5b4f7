/// What the screen shows, as a screen reader would say it: the navigation title, the search bar, and the
/// rows of the visible table.
///
/// `description` renders it as plain text, deterministically, for runners and golden files.
public struct Screen: Equatable, Sendable, CustomStringConvertible {
    /// One table row: its title (`textLabel.text`), detail (`detailTextLabel.text`) and image name.
    public struct Row: Equatable, Sendable {
        public var title: String?
        public var detail: String?
        public var imageName: String?

        public init(title: String?, detail: String? = nil, imageName: String? = nil) {
            self.title = title
            self.detail = detail
            self.imageName = imageName
        }
    }

    /// One table section: its header title and rows.
    public struct Section: Equatable, Sendable {
        public var header: String?
        public var rows: [Row]

        public init(header: String?, rows: [Row]) {
            self.header = header
            self.rows = rows
        }
    }

    /// The search bar as shown.
    public struct SearchBar: Equatable, Sendable {
        public var text: String?
        public var placeholder: String?
        public var prompt: String?
        /// Whether the bar is editing (first responder).
        public var isEditing: Bool
        /// The scope titles; empty without scope buttons.
        public var scopeTitles: [String]
        public var selectedScopeIndex: Int
        /// Whether the scope bar is on screen.
        public var showsScopeBar: Bool
        public var showsCancelButton: Bool

        public init(
            text: String?, placeholder: String?, prompt: String?, isEditing: Bool, scopeTitles: [String],
            selectedScopeIndex: Int, showsScopeBar: Bool, showsCancelButton: Bool
        ) {
            self.text = text
            self.placeholder = placeholder
            self.prompt = prompt
            self.isEditing = isEditing
            self.scopeTitles = scopeTitles
            self.selectedScopeIndex = selectedScopeIndex
            self.showsScopeBar = showsScopeBar
            self.showsCancelButton = showsCancelButton
        }
    }

    /// Whose table is visible.
    public enum TableOwner: String, Equatable, Sendable {
        /// The hosted controller's own table.
        case host
        /// The search controller's results controller's table.
        case resultsController = "results controller"
    }

    /// The navigation item's title, if any.
    public var navigationTitle: String?
    /// The search bar, if the host shows one.
    public var searchBar: SearchBar?
    /// Whether the bar's search controller is active; `nil` for a bar without one.
    public var isSearchActive: Bool?
    /// Whose table is visible; `nil` if none is.
    public var tableOwner: TableOwner?
    /// The visible table's sections.
    public var sections: [Section]

    public init(
        navigationTitle: String?, searchBar: SearchBar?, isSearchActive: Bool?, tableOwner: TableOwner?,
        sections: [Section]
    ) {
        self.navigationTitle = navigationTitle
        self.searchBar = searchBar
        self.isSearchActive = isSearchActive
        self.tableOwner = tableOwner
        self.sections = sections
    }

    /// Every visible row, section by section.
    public var rows: [Row] { sections.flatMap(\.rows) }

    /// The titles of the visible rows ("" for a row without one).
    public var rowTitles: [String] { rows.map { $0.title ?? "" } }

    // MARK: - Rendering

    /// The screen as plain text, one fact per line, the rows indented under the table.
    public var description: String {
        var lines: [String] = []
        if let navigationTitle { lines.append("navigation title: \(quoted(navigationTitle))") }
        if let bar = searchBar {
            var facts = ["text \(bar.text.map(quoted) ?? "nil")"]
            if let placeholder = bar.placeholder { facts.append("placeholder \(quoted(placeholder))") }
            if let prompt = bar.prompt { facts.append("prompt \(quoted(prompt))") }
            if bar.isEditing { facts.append("editing") }
            lines.append("search bar: " + facts.joined(separator: ", "))
            if bar.showsScopeBar {
                let buttons = bar.scopeTitles.enumerated().map { $0 == bar.selectedScopeIndex ? "[\($1)]" : $1 }
                lines.append("scope bar: " + buttons.joined(separator: " | "))
            }
            if bar.showsCancelButton { lines.append("cancel button") }
        }
        if let isSearchActive { lines.append("search: " + (isSearchActive ? "active" : "inactive")) }
        guard let tableOwner else { return lines.joined(separator: "\n") }
        lines.append("table (\(tableOwner.rawValue)):")
        for section in sections {
            if let header = section.header { lines.append("  section \(quoted(header))") }
            for row in section.rows {
                var line = "  - " + (row.title ?? "(no title)")
                if let detail = row.detail { line += " · \(detail)" }
                if let imageName = row.imageName { line += " [\(imageName)]" }
                lines.append(line)
            }
        }
        if rows.isEmpty { lines.append("  (none)") }
        return lines.joined(separator: "\n")
    }

    /// Text in double quotes, with quotes and backslashes escaped.
    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
