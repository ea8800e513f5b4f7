import AppleUIKitAPI
import ExampleExtraction

/// A hidden part (`// snippet.hide` … `// snippet.show`) declaring the names an incomplete fragment needs,
/// with types inferred from the names where possible: `searchController` is a `UISearchController`,
/// `ResultsTableController` a `UITableViewController` subclass, `products` an array of the sample's `Product`.
struct HiddenPartSuggester {
    var symbols: AppleUIKitSymbols

    func suggestion(for needs: [FragmentNeed], example: Example) -> String {
        let declared = Self.declaredTypeNames(in: example.program.text)
        let neededTypes = needs.filter(\.isName).map(\.name).filter { $0.first?.isUppercase == true }
        let knownTypes = declared.union(neededTypes)
        var lines = ["// snippet.hide"]
        let conformances = needs.filter { $0.kind == .conformance }.map(\.name)
        if !conformances.isEmpty { lines += controllerDeclaration(adopting: conformances, example: example) }
        for need in needs where need.isName {
            if need.name.first?.isUppercase == true {
                lines.append(typeDeclaration(need.name))
            } else {
                lines.append(variableDeclaration(need.name, knownTypes: knownTypes))
            }
        }
        // Nothing a hidden part can declare (the function a block returns from wraps it): no suggestion.
        if lines.count == 1 { return "" }
        lines.append("// snippet.show")
        return lines.joined(separator: "\n")
    }

    /// The controller the fragment's members belong to, declared with the protocols it adopts and their
    /// required methods; the fragment's members then join it.
    private func controllerDeclaration(adopting protocols: [String], example: Example) -> [String] {
        let superclass =
            example.program.lines.contains { $0.isHidden && $0.text.contains(": UITableViewController") }
            ? "UITableViewController" : "UIViewController"
        var lines = ["class ViewController: \(([superclass] + protocols).joined(separator: ", ")) {"]
        for proto in protocols {
            switch proto {
            case "UISearchResultsUpdating":
                lines.append("    func updateSearchResults(for searchController: UISearchController) {}")
            case "UITableViewDataSource":
                lines.append(
                    "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }")
                lines.append(
                    "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }"
                )
            default: break
            }
        }
        lines.append("}")
        return lines
    }

    /// The UIKit class an app's class name ends with, with Apple's prefix: the longest tail of its words that
    /// names one (`CollectionViewCell` → `UICollectionViewCell`, `MyTableViewController` →
    /// `UITableViewController`), from Apple's data.
    static func applesClass(namedBy name: String, in surface: UIKitSurface) -> String? {
        let words = camelCaseWords(name)
        for start in words.indices {
            let type = "UI" + words[start...].map(capitalized).joined()
            if surface.type(type)?.kind == .class { return type }
        }
        return nil
    }

    private func typeDeclaration(_ name: String) -> String {
        if let type = Self.applesClass(namedBy: name, in: symbols.surface) { return "class \(name): \(type) {}" }
        if name.hasSuffix("TableViewController") || name.hasSuffix("TableController") {
            return "class \(name): UITableViewController {}"
        }
        if name.hasSuffix("Controller") { return "class \(name): UIViewController {}" }
        if name.hasSuffix("Cell") { return "class \(name): UITableViewCell {}" }
        if name.hasSuffix("View") { return "class \(name): UIView {}" }
        return "struct \(name) {}"
    }

    /// The UIKit class a value's name ends with (`subView` → `UIView`, `resultsTableView` → `UITableView`), from
    /// Apple's data: the longest tail of its words that names one; nil for a type's name or no such tail.
    func uikitType(named name: String) -> String? {
        guard name.first?.isLowercase == true else { return nil }
        let words = Self.camelCaseWords(name)
        for start in words.indices {
            let type = "UI" + words[start...].map(Self.capitalized).joined()
            if symbols.surface.type(type)?.kind == .class { return type }
        }
        return nil
    }

    private func variableDeclaration(_ name: String, knownTypes: Set<String>) -> String {
        let words = Self.camelCaseWords(name)
        // The longest tail of the name that is a type: `resultsTableController` → `ResultsTableController`,
        // `searchController` → `UISearchController`.
        for start in words.indices {
            let tail = words[start...].map(Self.capitalized).joined()
            if knownTypes.contains(tail) { return "var \(name): \(tail)!" }
            if symbols.topLevel("UI" + tail) != nil { return "var \(name): UI\(tail)!" }
        }
        if let last = words.last, last.count > 1, last.hasSuffix("s") {
            let element = Self.capitalized(String(last.dropLast()))
            if knownTypes.contains(element) { return "var \(name): [\(element)] = []" }
            return "var \(name): [String] = []"
        }
        return "var \(name) = \"\"  // the type is not known from the name: adjust it"
    }

    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty {
                words.append(String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words
    }

    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Names after `class`, `struct`, `enum`, `protocol`, `actor`, `typealias` in the program.
    static func declaredTypeNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        let tokens = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        for (index, token) in tokens.enumerated() where keywords.contains(token) && index + 1 < tokens.count {
            let name = tokens[index + 1]
            if name.first?.isUppercase == true { names.insert(String(name)) }
        }
        return names
    }
}
