import AppleUIKitAPI
import DocgenCore

/// What the compile-failure classifier asks of Apple's UIKit: whether a type or member exists, its status,
/// and the listed name a typo is close to. A thin view of `UIKitSurface` (the data generated from Apple's
/// documentation, in `AppleUIKitAPI`), by base names (`UIScreen.main`, `UIWindow.init`).
///
/// The checker uses it to tell apart, in a compiler error about a missing name, a name Apple's UIKit has and
/// the headless UIKit does not model (a limit of docgen: the example is skipped), a name that is no UIKit API
/// at all (a doc error, with a "did you mean" when a listed name is close), and a name the fragment's own
/// sample declares elsewhere (an incomplete fragment).
public struct AppleUIKitSymbols: Sendable {
    /// What Apple's SDK says of a name.
    public enum Status: Hashable, Sendable {
        case available
        /// Still compiles (with a warning); `replacement` is the name to use instead, if Apple names one.
        case deprecated(replacement: String?)
        /// Unavailable in Swift: the SDK rejects it and names `replacement`.
        case renamed(replacement: String)
    }

    /// The data; empty when the bundled surface could not be loaded (`problems` says why).
    public let surface: UIKitSurface
    /// Where the names come from (the documentation mirror) and the SDK version they reflect.
    public var source: String? { surface.source }
    public var sdk: String? { surface.sdk }
    /// Why the surface is unusable or inconsistent; empty for the bundled one.
    public let problems: [String]

    /// The bundled surface (see `UIKitSurface.bundled`); the command line reports a load failure before
    /// checking (`docgen check` exits 74).
    public static let shared: AppleUIKitSymbols = {
        switch UIKitSurface.bundled {
        case .success(let surface): AppleUIKitSymbols(surface: surface)
        case .failure(let error): AppleUIKitSymbols(surface: UIKitSurface(symbols: []), problems: [error.description])
        }
    }()

    public init(surface: UIKitSurface, problems: [String] = []) {
        self.surface = surface
        self.problems = problems
    }

    /// Every qualified name, once, in the data's order.
    public var names: [String] {
        var seen = Set<String>()
        return surface.symbols.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
    }

    // MARK: - Look-ups

    /// The status of a type or global (`UIScene`), or nil when Apple's UIKit has no such name.
    public func topLevel(_ name: String) -> Status? {
        surface.topLevel(name).map(Self.status)
    }

    /// The status of `type.member` (or of the member of a superclass or protocol that declares it), and the
    /// name it is listed under (`UIViewController.navigationItem`); nil when Apple's UIKit does not have it.
    /// `member` is a base name (`main`, `init`) or a full name (`insertRows(at:with:)`). With the `labels`
    /// of a call (`_` for none), only an overload the call can mean counts: NSObject's
    /// `performSelector(inBackground:with:)` is not Swift 2's `performSelector(_:withObject:afterDelay:)`.
    public func member(_ member: String, of type: String, labels: [String]? = nil) -> (name: String, status: Status)? {
        let found: UIKitSymbol?
        if member.contains("(") {
            found = surface.member(member, of: type)
        } else {
            let overloads = surface.members(named: member, of: type)
            found = labels.map { labels in overloads.first { Self.accepts($0, labels) } } ?? overloads.first
        }
        guard let found, let owner = found.owner else { return nil }
        return ("\(owner).\(member)", Self.status(of: found))
    }

    /// Whether a call with these argument labels can call `symbol`: its labels are the declaration's, in
    /// order, with some left out (defaulted arguments; a trailing closure has no label in the call). A
    /// property (a closure it holds) and a variadic declaration accept any call.
    static func accepts(_ symbol: UIKitSymbol, _ labels: [String]) -> Bool {
        guard let declared = symbol.argumentLabels, !symbol.declaration.contains("...") else { return true }
        var remaining = declared[...]
        for label in labels {
            guard let index = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }

    /// The base names of the members of `type`, its superclasses and its protocols.
    func allMembers(of type: String) -> [String] {
        var seen = Set<String>()
        return surface.members(of: type).compactMap { seen.insert($0.baseName).inserted ? $0.baseName : nil }
    }

    /// The type or global closest to `name` by edit distance, if close enough to be a typo of it.
    public func nearestTopLevel(to name: String) -> String? {
        Self.nearest(to: name, in: surface.topLevelNames)
    }

    /// The member of `type` closest to `member`, if close enough to be a typo of it.
    public func nearestMember(to member: String, of type: String) -> String? {
        Self.nearest(to: member, in: allMembers(of: type))
    }

    /// The closest candidate within a distance that a typo makes (1, or 2 for names of 16 characters or
    /// more) whose first letter has the same case (`searchController` is a variable, not a misspelt
    /// `UISearchController`); ties go to the first in the data's (sorted) order. Apple's name without its
    /// framework prefix is none: it is how apps name their own subclass (`CollectionViewCell` of a
    /// `UICollectionViewCell`), never a typo.
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let limit = name.count >= 16 ? 2 : 1
        let isUppercase = name.first?.isUppercase == true
        var best: (name: String, distance: Int)?
        for candidate in candidates
        where candidate != name && abs(candidate.count - name.count) <= limit
            && (candidate.first?.isUppercase == true) == isUppercase
            && !(isUppercase && candidate.hasSuffix(name) && candidate.dropLast(name.count).allSatisfy(\.isUppercase))
        {
            let distance = EditDistance.between(name, candidate, limit: limit)
            if distance <= limit, best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    static func status(of symbol: UIKitSymbol) -> Status {
        switch symbol.availability {
        case .available, .notOnIOS: .available
        case .deprecated(_, _, let replacement): .deprecated(replacement: replacement)
        case .renamed(let replacement): .renamed(replacement: replacement)
        }
    }
}

extension AppleUIKitSymbols {
    /// The case (or option) of Apple's that an Objective-C constant names, as Apple's data lists it in Swift:
    /// `UIView.AnimationOptions.transitionFlipFromRight` for `UIViewAnimationOptionTransitionFlipFromRight`,
    /// `UIBarButtonItem.SystemItem.bookmarks` for `UIBarButtonSystemItemBookmarks`. The Objective-C name is the
    /// type's words and the case's: the words of the constant before the case are those of the Swift type's
    /// path (nesting flattened, plurals as singulars, a repeated word once); nil when no case of Apple's fits.
    public func objectiveCConstant(_ name: String) -> String? {
        let words = Self.words(name)
        for split in words.indices.dropFirst() {
            let caseName = words[split...].joined()
            let member = caseName.prefix(1).lowercased() + caseName.dropFirst()
            let typeWords = Set(words[..<split].map(Self.singular))
            let match = surface.symbols.first { symbol in
                (symbol.kind == .case || symbol.kind == .typeProperty) && symbol.member == member
                    && symbol.owner.map {
                        Set(Self.words($0.replacingOccurrences(of: ".", with: "")).map(Self.singular))
                    }
                        == typeWords
            }
            if let match { return match.name }
        }
        return nil
    }

    /// `UIViewAnimationOption` → `UI`, `View`, `Animation`, `Option`: capitalised words, a run of capitals
    /// before a capitalised word (an acronym) one word.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        let characters = Array(name)
        var start = 0
        for index in characters.indices.dropFirst() {
            let current = characters[index], previous = characters[index - 1]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                current.isUppercase && (previous.isLowercase || previous.isNumber || next?.isLowercase == true)
            if startsWord {
                words.append(String(characters[start..<index]))
                start = index
            }
        }
        words.append(String(characters[start...]))
        return words
    }

    private static func singular(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }
}
