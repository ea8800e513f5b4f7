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

    /// A presented alert or action sheet as shown.
    public struct Alert: Equatable, Sendable {
        /// One text field: its text and placeholder.
        public struct TextField: Equatable, Sendable {
            public var text: String?
            public var placeholder: String?

            public init(text: String?, placeholder: String?) {
                self.text = text
                self.placeholder = placeholder
            }
        }

        public var title: String?
        public var message: String?
        public var isActionSheet: Bool
        public var textFields: [TextField]
        /// The buttons' titles, in order.
        public var actions: [String]
        /// The index of the preferred action, if there is one.
        public var preferredAction: Int?

        public init(
            title: String?, message: String?, isActionSheet: Bool = false, textFields: [TextField] = [],
            actions: [String], preferredAction: Int? = nil
        ) {
            self.title = title
            self.message = message
            self.isActionSheet = isActionSheet
            self.textFields = textFields
            self.actions = actions
            self.preferredAction = preferredAction
        }
    }

    /// The navigation bar as shown: the back button, the bar button items (by what they show) and the prompt.
    public struct NavigationBar: Equatable, Sendable {
        /// The back button's title; nil when there is none (the root screen, or a hidden back button).
        public var backButton: String?
        public var leftButtons: [String]
        public var rightButtons: [String]
        public var prompt: String?

        public init(backButton: String?, leftButtons: [String], rightButtons: [String], prompt: String?) {
            self.backButton = backButton
            self.leftButtons = leftButtons
            self.rightButtons = rightButtons
            self.prompt = prompt
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
    /// The navigation bar's buttons and prompt; nil when no navigation bar is shown.
    public var navigationBar: NavigationBar?
    /// Whether the visible table's refresh control is refreshing; nil when it has none.
    public var isRefreshing: Bool?
    /// The alert or action sheet shown over the screen, if any.
    public var alert: Alert?
    /// How many screens deep the visible screen is: 1 for the root of the navigation stack, 2 after a push…
    public var depth: Int

    public init(
        navigationTitle: String?, searchBar: SearchBar?, isSearchActive: Bool?, tableOwner: TableOwner?,
        sections: [Section], navigationBar: NavigationBar? = nil, isRefreshing: Bool? = nil, alert: Alert? = nil,
        depth: Int = 1
    ) {
        self.navigationTitle = navigationTitle
        self.searchBar = searchBar
        self.isSearchActive = isSearchActive
        self.tableOwner = tableOwner
        self.sections = sections
        self.navigationBar = navigationBar
        self.isRefreshing = isRefreshing
        self.alert = alert
        self.depth = depth
    }

    /// Every visible row, section by section.
    public var rows: [Row] { sections.flatMap(\.rows) }

    /// The titles of the visible rows ("" for a row without one).
    public var rowTitles: [String] { rows.map { $0.title ?? "" } }

    // MARK: - Rendering

    /// The screen as plain text, one fact per line, the rows indented under the table.
    public var description: String {
        var lines: [String] = []
        if depth > 1 { lines.append("screen \(depth) of the navigation stack") }
        if let bar = navigationBar, let prompt = bar.prompt { lines.append("prompt: \(quoted(prompt))") }
        if let bar = navigationBar, let back = bar.backButton { lines.append("back button: \(quoted(back))") }
        if let navigationTitle { lines.append("navigation title: \(quoted(navigationTitle))") }
        if let bar = navigationBar, !(bar.leftButtons.isEmpty && bar.rightButtons.isEmpty) {
            let sides = [("left", bar.leftButtons), ("right", bar.rightButtons)].filter { !$0.1.isEmpty }
            lines.append(
                "bar buttons: "
                    + sides.map { "\($0) " + $1.map { "[\($0)]" }.joined(separator: " ") }
                    .joined(separator: ", "))
        }
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
        if let isRefreshing { lines.append("refresh control: " + (isRefreshing ? "refreshing" : "idle")) }
        if let tableOwner {
            lines.append("table (\(tableOwner.rawValue)):")
            lines += tableLines
        }
        if let alert { lines += alertLines(alert) }
        return lines.joined(separator: "\n")
    }

    /// The visible table's rows, indented, with section headers.
    private var tableLines: [String] {
        var lines: [String] = []
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
        return lines
    }

    /// An alert: its title and message, then its text fields and buttons, indented (the preferred one in
    /// brackets).
    private func alertLines(_ alert: Alert) -> [String] {
        var lines = [(alert.isActionSheet ? "action sheet" : "alert") + (alert.title.map { ": " + quoted($0) } ?? ":")]
        if let message = alert.message { lines.append("  message: \(quoted(message))") }
        for field in alert.textFields {
            var line = "  text field: \(quoted(field.text ?? ""))"
            if let placeholder = field.placeholder { line += " (placeholder \(quoted(placeholder)))" }
            lines.append(line)
        }
        let actions = alert.actions.enumerated().map { $0 == alert.preferredAction ? "[\($1)]" : $1 }
        lines.append("  buttons: " + (actions.isEmpty ? "(none)" : actions.joined(separator: " | ")))
        return lines
    }

    /// Text in double quotes, with quotes and backslashes escaped.
    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
