import SwiftSyntax

extension Example {
    /// Whether the generic search oracles fit the example: it has a `search-session` with a search step
    /// (one of only taps, swipes, alerts, refreshes and back does not say there is search), or its code names
    /// UIKit's search API (a type whose name starts with `UISearch`: `UISearchController`, `UISearchBar`,
    /// `UISearchResultsUpdating`, …) outside comments and strings. Other hosted examples are only loaded,
    /// laid out and read: a table view with no search is not failed for showing no search bar.
    public var usesSearch: Bool {
        if sessions.contains(where: { $0.steps.contains { !$0.action.isBeyondSearch } }) { return true }
        return Self.namesSearchAPI(program.text)
    }

    /// Whether the search bar can show a Cancel button to tap: a `UISearchController` shows it
    /// automatically (`automaticallyShowsCancelButton`), a plain `UISearchBar` only when the code sets
    /// `showsCancelButton` (Apple's default is false).
    public var mayShowCancelButton: Bool {
        Self.identifiers(of: program.text, where: { $0 == "UISearchController" || $0.hasSuffix("howsCancelButton") })
    }

    /// Whether an identifier of `source` is one of UIKit's search names (`UISearch…`).
    static func namesSearchAPI(_ source: String) -> Bool {
        guard source.contains("UISearch") else { return false }
        return identifiers(of: source) { $0.hasPrefix("UISearch") }
    }

    /// Whether an identifier of `source` (outside comments and strings) satisfies `matches`.
    static func identifiers(of source: String, where matches: (String) -> Bool) -> Bool {
        SwiftSourceTrees.tree(of: source).tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return matches(name)
        }
    }
}
