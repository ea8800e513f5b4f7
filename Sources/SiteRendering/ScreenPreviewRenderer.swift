/// Draws an example's search session as a row of small phone screens, one per step: navigation bar,
/// search bar with its text, scope bar, and the table's rows with their images.
///
/// The rows are those the doc expects after each step (the session's assertions); a passed check means
/// the app showed exactly these. A start screen with every entry comes first.
struct ScreenPreviewRenderer: Sendable {
    /// The state of the screen after a step.
    struct Screen: Hashable, Sendable {
        var caption: String
        var isActive: Bool
        var text: String
        var selectedScope: Int
        var rows: [String]
    }

    var example: SiteExample

    /// The screens of `session`: the start screen (when the entries are known), then one per step.
    func screens(of session: SiteExample.Session) -> [Screen] {
        var screens: [Screen] = []
        var state = Screen(
            caption: "start", isActive: false, text: "", selectedScope: 0, rows: example.entries.map(\.title))
        if !example.entries.isEmpty { screens.append(state) }
        let titles = scopeTitles(of: session)
        for step in session.steps {
            switch step.action {
            case .activate, .search: state.isActive = true
            case .type(let text):
                state.isActive = true
                state.text = text
            case .clear: state.text = ""
            case .delete: state.text = String(state.text.dropLast())
            case .scopeTitle(let title): state.selectedScope = titles.firstIndex(of: title) ?? state.selectedScope
            case .scopeIndex(let index): state.selectedScope = index
            case .cancel:
                state.isActive = false
                state.text = ""
            case .tapRow, .tapButton, .swipe, .alert, .pullToRefresh, .back: break  // the rows say what changed
            }
            state.caption = step.caption
            state.rows = step.expectedRows
            screens.append(state)
        }
        return screens
    }

    /// The scope titles the session taps, in the order they first appear.
    func scopeTitles(of session: SiteExample.Session) -> [String] {
        var titles: [String] = []
        for step in session.steps {
            if case .scopeTitle(let title) = step.action, !titles.contains(title) { titles.append(title) }
            if case .scopeIndex(let index) = step.action {
                while titles.count <= index { titles.append("Scope \(titles.count + 1)") }
            }
        }
        return titles
    }

    // MARK: - Drawing

    /// The previews of one session, with a heading that says what the rows are.
    func render(_ session: SiteExample.Session, status: ExampleStatus) -> HTMLNode {
        let titles = scopeTitles(of: session)
        let note: String
        switch status {
        case .passed: note = "Screens of the session (rows checked by docgen check: passed)"
        case .failed: note = "Screens the doc expects (docgen check failed: the app showed something else)"
        default: note = "Screens the doc expects (not checked yet)"
        }
        return .element(
            "section", [("class", "screens"), ("aria-label", "screen previews of \(example.id)")],
            [
                .element("h4", [("class", "screens-title")], text: note),
                .element(
                    "div", [("class", "screen-strip")], screens(of: session).map { draw($0, scopeTitles: titles) }),
            ])
    }

    private func draw(_ screen: Screen, scopeTitles: [String]) -> HTMLNode {
        var phone: [HTMLNode] = [
            .element("div", [("class", "phone-status")], text: "9:41"),
            .element("div", [("class", "phone-nav")], text: example.hostType ?? "Search"),
        ]
        var bar: [HTMLNode] = [
            .element("span", [("class", "phone-glass"), ("aria-hidden", "true")], text: "⌕"),
            screen.text.isEmpty
                ? .element("span", [("class", "phone-field placeholder")], text: "Search")
                : .element("span", [("class", "phone-field")], text: screen.text),
        ]
        if screen.isActive { bar.append(.element("span", [("class", "phone-cancel")], text: "Cancel")) }
        phone.append(.element("div", [("class", screen.isActive ? "phone-search active" : "phone-search")], bar))
        if screen.isActive, scopeTitles.count >= 2 {
            phone.append(
                .element(
                    "div", [("class", "phone-scope")],
                    scopeTitles.enumerated().map { index, title in
                        .element("span", [("class", index == screen.selectedScope ? "selected" : nil)], text: title)
                    }))
        }
        let images = Dictionary(example.entries.map { ($0.title, $0.image) }, uniquingKeysWith: { first, _ in first })
        let rows: [HTMLNode] =
            screen.rows.isEmpty
            ? [.element("li", [("class", "phone-empty")], text: "no rows")]
            : screen.rows.map { title in
                .element(
                    "li", [("class", "phone-row")],
                    [TrailSymbol.icon(named: images[title] ?? nil), .element("span", text: title)])
            }
        phone.append(.element("ul", [("class", "phone-table")], rows))
        return .element(
            "figure", [("class", "screen")],
            [
                .element("div", [("class", "phone"), ("data-rows", screen.rows.joined(separator: "|"))], phone),
                .element("figcaption", [], [.element("code", text: screen.caption)]),
            ])
    }
}
