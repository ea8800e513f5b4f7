// Look-ups in Apple's UIKit surface: types, their relationships, members (own and inherited), initializers,
// enum cases, protocol requirements, and the near names a typo of a type or member is.

import DocgenCore

extension UIKitSurface {
    // MARK: - Names

    /// Every symbol with this qualified name (overloads share one), in file order.
    public func symbols(named name: String) -> [UIKitSymbol] {
        (indicesByName[name] ?? []).map { symbols[$0] }
    }

    /// The type (class, structure, enumeration, protocol or type alias) with this qualified name.
    public func type(_ name: String) -> UIKitSymbol? {
        symbols(named: name).first { $0.kind.isType }
    }

    /// A type, global or renamed Objective-C name (`UIScene`, `UIApplicationMain(_:_:_:_:)`,
    /// `UITableViewCellStyle`); nil for members and for names Apple's UIKit does not have.
    public func topLevel(_ name: String) -> UIKitSymbol? {
        symbols(named: name).first { $0.owner == nil || $0.kind.isType }
    }

    // MARK: - Relationships

    /// The class's superclasses, nearest first (`UITableViewController` → `UIViewController`,
    /// `UIResponder`, `NSObject`); it ends at a root class (`NSObject`) or at a class the surface lacks.
    public func superclassChain(of type: String) -> [String] {
        var chain: [String] = []
        var current = self.type(type)?.superclass
        while let name = current, !chain.contains(name) {
            chain.append(name)
            current = self.type(name)?.superclass
        }
        return chain
    }

    /// Whether `type` is `ancestor` or a subclass of it.
    public func isSubclass(_ type: String, of ancestor: String) -> Bool {
        type == ancestor || superclassChain(of: type).contains(ancestor)
    }

    /// The protocols `type` conforms to, with those of its superclasses and those the protocols inherit.
    public func conformances(of type: String) -> [String] {
        var result: [String] = []
        var pending = ([type] + superclassChain(of: type)).flatMap { self.type($0)?.conformances ?? [] }
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard !result.contains(name) else { continue }
            result.append(name)
            pending += self.type(name)?.conformances ?? []
        }
        return result
    }

    // MARK: - Members

    /// The members `type` declares itself, in file order.
    public func declaredMembers(of type: String) -> [UIKitSymbol] {
        (memberIndicesByOwner[type] ?? []).map { symbols[$0] }.filter { !$0.kind.isType || $0.kind == .typealias }
    }

    /// The members of `type`: its own, then each superclass's, then those of the UIKit protocols it conforms
    /// to (requirements and protocol extensions alike, as Apple's pages list them). A member a nearer type
    /// also declares (an override) is given once, as the nearest declares it; overloads are all kept.
    public func members(of type: String) -> [UIKitSymbol] {
        members(of: type) { _ in true }
    }

    /// The member of `type` (or of what it inherits) named exactly `member`: `title`,
    /// `init(searchResultsController:)`, `insertRows(at:with:)`, `fade`. Looked up by name in each type
    /// `members(of:)` reads, in its order (the nearest declares it).
    public func member(_ member: String, of type: String) -> UIKitSymbol? {
        for owner in memberOwners(of: type) {
            if let found = symbols(named: "\(owner).\(member)").first(where: {
                !$0.kind.isType || $0.kind == .typealias
            }) {
                return found
            }
        }
        return nil
    }

    /// The members of `type` with this base name (`insertRows`, `init`), every overload.
    public func members(named baseName: String, of type: String) -> [UIKitSymbol] {
        members(of: type) { symbol in symbol.baseName == baseName }
    }

    /// The types whose members `type` has, nearest first: itself, its superclasses, its protocols.
    private func memberOwners(of type: String) -> [String] {
        [type] + superclassChain(of: type) + conformances(of: type)
    }

    /// `members(of:)` of those members that `isIncluded`, without making the others.
    private func members(of type: String, where isIncluded: (UIKitSymbol) -> Bool) -> [UIKitSymbol] {
        var result: [UIKitSymbol] = []
        var seenOwners: [String: String] = [:]  // member name → the owner that first declared it
        for owner in memberOwners(of: type) {
            for index in memberIndicesByOwner[owner] ?? [] {
                let symbol = symbols[index]
                guard !symbol.kind.isType || symbol.kind == .typealias, isIncluded(symbol) else { continue }
                let first = seenOwners[symbol.member]
                if first == nil { seenOwners[symbol.member] = owner }
                if first == nil || first == owner { result.append(symbol) }
            }
        }
        return result
    }

    /// The initializers of `type` that it declares, then those of its superclasses (which a subclass
    /// inherits when it adds no designated initializer).
    public func initializers(of type: String) -> [UIKitSymbol] {
        members(of: type).filter { $0.kind == .`init` && !isProtocol($0.owner) }
    }

    /// The initializers code can call on `type`, as Swift's initializer inheritance gives them: its own, and,
    /// when it declares no designated initializer of its own (only `convenience` ones, or none), those of its
    /// superclass, by the same rule (`UISwipeActionsConfiguration()`: NSObject's `init()`, since its own
    /// `init(actions:)` is a convenience initializer).
    public func callableInitializers(of type: String) -> [UIKitSymbol] {
        let own = declaredMembers(of: type).filter { $0.kind == .`init` }
        let declaresDesignated = own.contains { !$0.declaration.hasPrefix("convenience ") }
        guard !declaresDesignated, let superclass = self.type(type)?.superclass, superclass != type else { return own }
        return own + callableInitializers(of: superclass)
    }

    /// Methods of `type` and what it inherits, instance and type methods.
    public func methods(of type: String) -> [UIKitSymbol] {
        members(of: type).filter { $0.kind == .method || $0.kind == .typeMethod }
    }

    /// The cases of an enumeration (`UITableView.RowAnimation` → `fade`, `right`, …).
    public func enumCases(of type: String) -> [UIKitSymbol] {
        declaredMembers(of: type).filter { $0.kind == .case }
    }

    /// A protocol's requirements: the members its pages mark `optional` or **Required**.
    public func requirements(of protocolName: String) -> [UIKitSymbol] {
        declaredMembers(of: protocolName).filter { $0.isOptional || $0.isRequired }
    }

    /// A protocol's requirements that an adopting type must implement.
    public func requiredMembers(of protocolName: String) -> [UIKitSymbol] {
        declaredMembers(of: protocolName).filter { $0.isRequired }
    }

    private func isProtocol(_ name: String?) -> Bool {
        name.flatMap { type($0) }?.kind == .protocol
    }

    // MARK: - Near names

    /// Members of `type` (and what it inherits) that `member` is a typo of, nearest first: edit distance
    /// at most 2, case-insensitive, plurals (see `EditDistance.typoDistance`). Compared by base name when
    /// `member` has no labels, by the whole name (`insertRow(at:with:)`) when it has.
    public func nearestMembers(to member: String, of type: String) -> [String] {
        let byLabels = member.contains("(")
        let candidates = members(of: type).map { byLabels ? $0.member : $0.baseName }
        return Self.nearest(to: member, in: candidates)
    }

    /// Type names (top-level or nested) that `name` is a typo of, nearest first.
    public func nearestTypes(to name: String) -> [String] {
        Self.nearest(to: name, in: typeNames)
    }

    /// The candidates `name` is a typo of, nearest first, then in name order; never `name` itself.
    static func nearest(to name: String, in candidates: [String]) -> [String] {
        var scored: [(name: String, distance: Int)] = []
        var seen = Set<String>()
        for candidate in candidates where candidate != name && seen.insert(candidate).inserted {
            if let distance = EditDistance.typoDistance(name, candidate) { scored.append((candidate, distance)) }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.map(\.name)
    }
}
