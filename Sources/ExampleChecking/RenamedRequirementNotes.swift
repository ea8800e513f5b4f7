import DocgenCore
import ExampleExtraction

/// Adds the rename to a "does not conform to protocol" error whose type declares a requirement under its
/// Swift 2 name.
///
/// For calls and overrides the headless UIKit's `@available(*, unavailable, renamed:)` declarations make
/// the compiler itself say "'dequeueReusableCellWithIdentifier' has been renamed to
/// 'dequeueReusableCell(withIdentifier:)'". A protocol requirement written under its Swift 2 name is
/// neither: outside Objective-C a protocol cannot carry the old name as an unavailable requirement, so
/// the compiler only says the type does not conform. This adds the same rename as a note, at the old
/// method in the Markdown.
enum RenamedRequirementNotes {
    /// A Swift 2 requirement name, the protocol it belongs to, and its current name (Apple's SDK).
    struct Rename {
        var protocolName: String
        /// The declaration as Swift 2 code spells it, up to the first parameter's label.
        var oldSpelling: String
        /// The name the compiler prints for the old declaration.
        var oldName: String
        var newName: String
    }

    /// The requirements of the modelled protocols that Swift 3 renamed.
    static let renames: [Rename] = [
        Rename(
            protocolName: "UISearchResultsUpdating",
            oldSpelling: "updateSearchResultsForSearchController(searchController",
            oldName: "updateSearchResultsForSearchController(searchController:)", newName: "updateSearchResults(for:)"),
        Rename(
            protocolName: "UITableViewDataSource",
            oldSpelling: "tableView(tableView: UITableView, numberOfRowsInSection",
            oldName: "tableView(tableView:numberOfRowsInSection:)", newName: "tableView(_:numberOfRowsInSection:)"),
        Rename(
            protocolName: "UITableViewDataSource",
            oldSpelling: "tableView(tableView: UITableView, cellForRowAtIndexPath",
            oldName: "tableView(tableView:cellForRowAtIndexPath:)", newName: "tableView(_:cellForRowAt:)"),
        Rename(
            protocolName: "UICollectionViewDataSource",
            oldSpelling: "collectionView(collectionView: UICollectionView, numberOfItemsInSection",
            oldName: "collectionView(collectionView:numberOfItemsInSection:)",
            newName: "collectionView(_:numberOfItemsInSection:)"),
        Rename(
            protocolName: "UICollectionViewDataSource",
            oldSpelling: "collectionView(collectionView: UICollectionView, cellForItemAtIndexPath",
            oldName: "collectionView(collectionView:cellForItemAtIndexPath:)",
            newName: "collectionView(_:cellForItemAt:)"),
    ]

    /// The diagnostic with a rename note for each old requirement the example declares, if it is a
    /// conformance error of a protocol with renamed requirements; otherwise unchanged.
    static func annotate(_ diagnostic: Diagnostic, in example: Example) -> Diagnostic {
        guard let fact = diagnostic.compiler, fact.is("type_does_not_conform"), let protocolName = fact[argument: 1]
        else { return diagnostic }
        var annotated = diagnostic
        for rename in renames where rename.protocolName == protocolName {
            for line in example.program.lines {
                guard let origin = line.origin, let found = line.text.range(of: "func " + rename.oldSpelling) else {
                    continue
                }
                let offset = line.text.utf8.distance(from: line.text.startIndex, to: found.lowerBound) + "func ".count
                let location = SourceLocation(file: origin.file, line: origin.line, column: origin.column + offset)
                let message = "'\(rename.oldName)' has been renamed to '\(rename.newName)'"
                let note = Diagnostic.Note(location: location, message: message)
                if !annotated.notes.contains(note) { annotated.notes.append(note) }
            }
        }
        return annotated
    }
}
