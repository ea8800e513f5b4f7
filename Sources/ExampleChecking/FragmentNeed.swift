/// A declaration an incomplete fragment needs and never shows: a type, a value, or a protocol its
/// controller must adopt.
struct FragmentNeed: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A type (`ResultsTableController`).
        case type
        /// A property, local or function (`searchController`).
        case value
        /// A member of a type the compiler could not tell (`type 'Any' has no member 'medium'`).
        case member
        /// A protocol the fragment's controller adopts where the fragment does not show it
        /// (`controller.searchResultsUpdater = self` in a hidden host).
        case conformance
        /// The function a block of statements returns a value from (`return .init(operation: .cancel)`): the
        /// block does not show it, so its result type is unknown to the function docgen wraps the block in.
        case enclosingFunction
    }

    /// The name (`searchController`), or the protocol's for a conformance (`UISearchResultsUpdating`).
    var name: String
    var kind: Kind

    /// The function a block returns from, which it never shows.
    static let enclosingFunction = FragmentNeed(
        name: "the function its `return` belongs to (with its result type)", kind: .enclosingFunction)

    /// Whether it is a name a declaration gives (a type, a value or a member), which a hidden part can declare
    /// and a typo can miss.
    var isName: Bool { kind != .conformance && kind != .enclosingFunction }

    /// How a result names it: `searchController`, `conformance to UISearchResultsUpdating`.
    var description: String {
        kind == .conformance ? "conformance to \(name)" : name
    }
}
