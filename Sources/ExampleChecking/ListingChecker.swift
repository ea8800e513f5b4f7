import AppleUIKitAPI
import DocgenCore

/// Checks an API listing against Apple's UIKit: each declaration must be a member Apple declares, with
/// that signature, in the type the listing puts it in (a `protocol X {}` / `class X {}` / `extension X {}`
/// wrapper, or the UIKit types a class of the doc's own inherits), else anywhere in UIKit (a bare
/// declaration, found by name and argument labels). Each one that is not is a located error with Apple's
/// declaration or a "did you mean" from `UIKitSurface.nearestMembers`.
public struct ListingChecker: Sendable {
    public let surface: UIKitSurface

    public init(surface: UIKitSurface) {
        self.surface = surface
    }

    /// The errors of the listing; empty when every declaration is Apple's (or another library's, `foreign`).
    public func errors(in listing: APIListing) -> [Diagnostic] {
        listing.declarations.filter { !isForeign($0) }.compactMap(error)
    }

    /// The declarations of the listing that are another library's API: of no UIKit type, named like nothing
    /// in UIKit and near nothing there (no typo, no older labels), such as a kit's own factory. Apple's data
    /// cannot judge them: the listing is then a fragment that needs them (`incomplete`), not a pass.
    public func foreign(in listing: APIListing) -> [APIListing.Declaration] {
        listing.declarations.filter(isForeign)
    }

    func isForeign(_ declaration: APIListing.Declaration) -> Bool {
        let owners = owners(of: declaration)
        return owners.isEmpty && !surface.symbols.contains { $0.member == declaration.name }
            && suggestions(for: declaration, owners: owners).isEmpty
    }

    /// The UIKit names a declaration Apple lacks may mean: near names (a typo), else the same base name with
    /// older labels.
    func suggestions(for declaration: APIListing.Declaration, owners: [String]) -> [String] {
        let near: [String]
        if owners.isEmpty {
            let byLabels = declaration.name.contains("(")
            var names = Set<String>()
            for symbol in surface.symbols where symbol.owner != nil {
                names.insert(byLabels ? symbol.member : symbol.baseName)
            }
            near = names.compactMap { name in EditDistance.typoDistance(declaration.name, name).map { (name, $0) } }
                .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
        } else {
            near = owners.flatMap { surface.nearestMembers(to: declaration.name, of: $0) }
        }
        return near.isEmpty ? relabelled(declaration.name, owners: owners) : near
    }

    /// The error of one declaration, nil when Apple declares it so.
    func error(_ declaration: APIListing.Declaration) -> Diagnostic? {
        let owners = owners(of: declaration)
        let candidates: [UIKitSymbol]
        if owners.isEmpty {
            candidates = surface.symbols.filter { $0.member == declaration.name }
        } else {
            candidates = owners.flatMap { surface.members(of: $0) }.filter { $0.member == declaration.name }
        }
        guard !candidates.isEmpty else { return missing(declaration, owners: owners) }
        guard let signature = declaration.signature else { return nil }
        let apple = candidates.compactMap { ListingSignature.of(declaration: $0.declaration) }
        if apple.isEmpty || apple.contains(where: { Self.same($0, signature, owners: owners) }) { return nil }
        let symbol = candidates[0]
        return Diagnostic.error(
            .listingMismatch, at: declaration.location,
            "'\(declaration.name)' does not have this signature in UIKit: Apple declares it '\(symbol.declaration)' in '\(symbol.owner ?? "UIKit")'"
        )
    }

    /// The UIKit types to look in: the wrapper when it is UIKit's, else what it inherits that is UIKit's.
    func owners(of declaration: APIListing.Declaration) -> [String] {
        guard let owner = declaration.owner else { return [] }
        if surface.type(owner) != nil { return [owner] }
        return declaration.inherited.filter { surface.type($0) != nil }
    }

    func missing(_ declaration: APIListing.Declaration, owners: [String]) -> Diagnostic {
        let suggestions = suggestions(for: declaration, owners: owners)
        let place = owners.isEmpty ? "UIKit has no member" : "type '\(owners[0])' has no member"
        let suggestion = suggestions.first.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic.error(
            .listingMismatch, at: declaration.location, "\(place) '\(declaration.name)'\(suggestion)")
    }

    /// Members with the same base name and as many labels, each label the listed one or a shortening of it
    /// (`tableView(_:didSelectRowAtIndexPath:)` → `tableView(_:didSelectRowAt:)`, Swift 3's renaming):
    /// the name a listing copied from an older SDK means.
    func relabelled(_ name: String, owners: [String]) -> [String] {
        let listed = name
        guard let open = listed.firstIndex(of: "(") else { return [] }
        let base = String(listed[..<open])
        let labels = listed[listed.index(after: open)...].dropLast().split(separator: ":").map(String.init)
        let symbols = owners.isEmpty ? surface.symbols : owners.flatMap { surface.members(of: $0) }
        var seen = Set<String>()
        return symbols.compactMap { symbol in
            guard symbol.baseName == base, let theirs = symbol.argumentLabels, theirs.count == labels.count,
                zip(labels, theirs).allSatisfy({ $0 == $1 || ($0.hasPrefix($1) && $1 != "_") }),
                seen.insert(symbol.member).inserted
            else { return nil }
            return symbol.member
        }
    }

    /// Whether two signatures are the same, reading `Owner.Nested` as `Nested` inside the owner.
    static func same(_ apple: String, _ listed: String, owners: [String]) -> Bool {
        if apple == listed { return true }
        var a = apple
        var b = listed
        for owner in owners {
            a = a.replacingOccurrences(of: owner + ".", with: "")
            b = b.replacingOccurrences(of: owner + ".", with: "")
        }
        return a == b
    }
}
