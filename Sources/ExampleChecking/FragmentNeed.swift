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
    }

    /// The name (`searchController`), or the protocol's for a conformance (`UISearchResultsUpdating`).
    var name: String
    var kind: Kind

    /// How a result names it: `searchController`, `conformance to UISearchResultsUpdating`.
    var description: String {
        kind == .conformance ? "conformance to \(name)" : name
    }
}
