import AppleUIKitAPI
import DocgenCore
import Foundation

/// The selectors the headless UIKit's Objective-C headers declare (methods, and each property's getter and
/// setter), for Xcode's kind of fix-it on a message no interface declares: under ARC, clang says `no visible
/// @interface for 'UITableView' declares the selector 'reloadDta'` and suggests nothing; docgen adds `did you
/// mean 'reloadData'?` when one selector is a typo away.
struct ObjectiveCSelectorIndex: Hashable, Sendable {
    var selectors: Set<String>
    /// Every word the headers of `directory` and its sibling directories (`ObjCHeaders/CoreGraphics`) mention:
    /// an Apple type none of them names (`UICollectionView`) is one clang cannot know, even where its error
    /// does not name it (`expected a type` at `(UICollectionView *)`).
    var mentioned: Set<String> = []
    /// The class of each property the headers declare with one (`tableView` → `UITableView`), for the class
    /// of `self.tableView` in a fact (`ObjectiveCFactReader`).
    var propertyTypes: [String: String] = [:]

    /// Reads every header in `directory` (`ObjCHeaders/UIKit`); an unreadable one adds nothing.
    init(directory: URL) {
        var selectors: Set<String> = []
        for text in Self.headers(in: directory) {
            for line in text.split(separator: "\n") {
                selectors.formUnion(Self.selectors(declaredBy: line))
                if let property = Self.propertyType(declaredBy: line), propertyTypes[property.name] == nil {
                    propertyTypes[property.name] = property.type
                }
            }
        }
        self.selectors = selectors
        let root = directory.deletingLastPathComponent()
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for sibling in siblings {
            for text in Self.headers(in: root.appendingPathComponent(sibling)) {
                mentioned.formUnion(text.matches(of: #/\w+/#).map { String($0.output) })
            }
        }
    }

    /// The text of each readable `.h` file in `directory`.
    private static func headers(in directory: URL) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".h") }.compactMap {
            try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
        }
    }

    init(selectors: Set<String>) { self.selectors = selectors }

    /// The selectors one header line declares: `- (void)reloadData;` → `reloadData`;
    /// `- (void)setContentOffset:(CGPoint)offset animated:(BOOL)animated;` → `setContentOffset:animated:`;
    /// `@property (nonatomic, getter=isActive) BOOL active;` → `active`, `isActive`, `setActive:`.
    static func selectors(declaredBy line: Substring) -> [String] {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("@property") {
            guard let name = text.firstMatch(of: #/(?<name>\w+)\s*(?:API_\w+\(.*\))?\s*;/#)?.name else { return [] }
            var result = [String(name), "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"]
            if let getter = text.firstMatch(of: #/getter\s*=\s*(?<getter>\w+)/#)?.getter {
                result.append(String(getter))
            }
            return result
        }
        guard text.hasPrefix("- (") || text.hasPrefix("+ (") else { return [] }
        // Drop the return type, then read `part:(type)name` pieces, or a single word.
        guard let close = text.firstIndex(of: ")") else { return [] }
        let rest = text[text.index(after: close)...]
        let parts = rest.matches(of: #/(?<part>\w+):/#).map { String($0.part) + ":" }
        if !parts.isEmpty { return [parts.joined()] }
        guard let word = rest.firstMatch(of: #/^\s*(?<word>\w+)/#)?.word else { return [] }
        return [String(word)]
    }

    /// `@property (nonatomic, strong) UITableView *tableView;` → (`tableView`, `UITableView`).
    static func propertyType(declaredBy line: Substring) -> (name: String, type: String)? {
        guard line.trimmingCharacters(in: .whitespaces).hasPrefix("@property"),
            let match = line.firstMatch(of: #/(?<type>\w+)\s*\*\s*(?<name>\w+)\s*(?:API_\w+\(.*\))?\s*;/#)
        else { return nil }
        return (String(match.name), String(match.type))
    }

    /// The declared selector a typo away from `selector` (the nearest; ties by name), if there is one.
    func nearest(to selector: String) -> String? {
        guard !selectors.contains(selector) else { return nil }
        return
            selectors.compactMap { candidate -> (String, Int)? in
                EditDistance.typoDistance(selector, candidate).map { (candidate, $0) }
            }.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// How docgen's own `did you mean` notes begin (`did you mean 'reloadData'?`).
    static let suggestionPrefix = "did you mean"

    /// `diagnostic` with a `did you mean` note when it is a message no interface declares and a declared
    /// selector is a typo away.
    func annotate(_ diagnostic: Diagnostic) -> Diagnostic {
        guard !ObjectiveCFragmentNeeds.suggestsATypo(diagnostic), let fact = diagnostic.clangFact,
            fact.kind.isUndeclaredSelector, !fact.name.isEmpty, let suggestion = nearest(to: fact.name)
        else { return diagnostic }
        return Self.suggesting(suggestion, on: diagnostic)
    }

    /// `diagnostic` with docgen's note `did you mean 'suggestion'?` at it.
    static func suggesting(_ suggestion: String, on diagnostic: Diagnostic) -> Diagnostic {
        var annotated = diagnostic
        annotated.notes.append(
            Diagnostic.Note(location: diagnostic.location, message: "\(suggestionPrefix) '\(suggestion)'?"))
        return annotated
    }
}
