/// The public names of Apple's UIKit (its types and the members of the types docs use most), read from the
/// committed index `listText`, compiled from Apple's public documentation.
///
/// The checker uses it to tell apart, in a compiler error about a missing name, a name Apple's UIKit has and
/// the headless UIKit does not model (a limit of docgen: the example is skipped), a name that is no UIKit API
/// at all (a doc error, with a "did you mean" when a listed name is close), and a name the fragment's own
/// sample declares elsewhere (an incomplete fragment).
///
/// One entry a line: `UIScene` (a type, protocol, global function or constant) or `UIScreen.main` (a
/// member, by its base name: `UIWindow.init` for every initializer), then optionally `deprecated` (with the
/// replacement, if any) or `renamed Replacement` (unavailable in Swift; the SDK rejects the old name). Lines
/// starting with `#` are header fields: `# source:` and `# sdk:`.
public struct AppleUIKitSymbols: Sendable {
    /// What Apple's SDK says of a name.
    public enum Status: Hashable, Sendable {
        case available
        /// Still compiles (with a warning); `replacement` is the name to use instead, if Apple names one.
        case deprecated(replacement: String?)
        /// Unavailable in Swift: the SDK rejects it and names `replacement`.
        case renamed(replacement: String)
    }

    /// Every listed name and its status.
    public private(set) var entries: [String: Status] = [:]
    /// The listed names in the order of the list.
    public private(set) var names: [String] = []
    /// The header's `# source:` (where the names come from) and `# sdk:` (the SDK version they reflect).
    public private(set) var source: String?
    public private(set) var sdk: String?
    /// Lines that break the format, as `line N: problem`; empty for a well-formed list.
    public private(set) var problems: [String] = []
    /// Member base names by type (`UIScreen` → `main`, `bounds`, …).
    private var membersByType: [String: [String]] = [:]
    private var topLevelNames: [String] = []

    /// The committed index.
    public static let shared = AppleUIKitSymbols(parsing: listText)

    /// Reads a list in the format above; problems are collected, never thrown.
    public init(parsing text: String) {
        var previous: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = rawLine.trimmingCharacters(in: " ")
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                let field = line.dropFirst().trimmingCharacters(in: " ")
                if field.hasPrefix("source:") { source = field.dropFirst(7).trimmingCharacters(in: " ") }
                if field.hasPrefix("sdk:") { sdk = field.dropFirst(4).trimmingCharacters(in: " ") }
                continue
            }
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            let name = words[0]
            guard Self.isQualifiedName(name) else {
                problems.append("line \(lineNumber): '\(name)' is not a name or Type.member")
                continue
            }
            let status: Status
            switch words.count {
            case 1: status = .available
            case 2 where words[1] == "deprecated": status = .deprecated(replacement: nil)
            case 3 where words[1] == "deprecated" && Self.isQualifiedName(words[2]):
                status = .deprecated(replacement: words[2])
            case 3 where words[1] == "renamed" && Self.isQualifiedName(words[2]):
                status = .renamed(replacement: words[2])
            default:
                problems.append("line \(lineNumber): expected 'deprecated [Name]' or 'renamed Name' after \(name)")
                continue
            }
            if let previous, previous >= name {
                problems.append(
                    "line \(lineNumber): '\(name)' is \(previous == name ? "listed twice" : "out of order")")
            }
            previous = name
            if entries[name] == nil { names.append(name) }
            entries[name] = status
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2 {
                membersByType[parts[0], default: []].append(parts[1])
            } else {
                topLevelNames.append(name)
            }
        }
        if source == nil { problems.append("no '# source:' header") }
        if sdk == nil { problems.append("no '# sdk:' header") }
        for name in names {
            let parts = name.split(separator: ".", maxSplits: 1)
            if parts.count == 2, entries[String(parts[0])] == nil {
                problems.append("'\(name)': its type \(parts[0]) is not listed")
            }
            switch entries[name] {
            case .deprecated(let replacement?)?, .renamed(let replacement)?:
                if entries[replacement] == nil {
                    problems.append("'\(name)': replacement \(replacement) is not listed")
                }
            default: break
            }
        }
    }

    // MARK: - Look-ups

    /// The status of a type or global (`UIScene`), or nil when Apple's UIKit has no such name.
    public func topLevel(_ name: String) -> Status? {
        name.contains(".") ? nil : entries[name]
    }

    /// The status of `type.member` (or of the member of a superclass that declares it), and the name it is
    /// listed under; nil when the list does not have it.
    public func member(_ member: String, of type: String) -> (name: String, status: Status)? {
        var current: String? = type
        while let owner = current {
            if let status = entries["\(owner).\(member)"] { return ("\(owner).\(member)", status) }
            current = Self.superclasses[owner]
        }
        return nil
    }

    /// The members of `type` and its superclasses.
    func allMembers(of type: String) -> [String] {
        var result: [String] = []
        var current: String? = type
        while let owner = current {
            result += membersByType[owner] ?? []
            current = Self.superclasses[owner]
        }
        return result
    }

    /// The listed type or global closest to `name` by edit distance, if close enough to be a typo of it.
    public func nearestTopLevel(to name: String) -> String? {
        Self.nearest(to: name, in: topLevelNames)
    }

    /// The listed member of `type` closest to `member`, if close enough to be a typo of it.
    public func nearestMember(to member: String, of type: String) -> String? {
        Self.nearest(to: member, in: allMembers(of: type))
    }

    /// The closest candidate within a distance that a typo makes (1, or 2 for names of 16 characters or
    /// more) whose first letter has the same case (`searchController` is a variable, not a misspelt
    /// `UISearchController`); ties go to the first in list order.
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let limit = name.count >= 16 ? 2 : 1
        let isUppercase = name.first?.isUppercase == true
        var best: (name: String, distance: Int)?
        for candidate in candidates
        where candidate != name && abs(candidate.count - name.count) <= limit
            && (candidate.first?.isUppercase == true) == isUppercase
        {
            let distance = EditDistance.between(name, candidate, limit: limit)
            if distance <= limit, best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    static func isQualifiedName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var text = Substring(self)
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return String(text)
    }
}
