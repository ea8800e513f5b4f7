import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitDriver

/// The explorer finds the behaviour errors of a screen without a session by the invariants alone, and
/// finds nothing on the same screens written right.
@Suite @MainActor
struct ScreenExplorerTests {
    /// A list of fruit: Add asks for a name in an alert, a swipe deletes; each error can be put in.
    final class FruitList: UITableViewController {
        enum Mistake { case none, noReloadAfterAdding, sectionForRow }
        var fruit = ["Apple", "Banana", "Cherry"]
        let mistake: Mistake

        init(_ mistake: Mistake) {
            self.mistake = mistake
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .add, target: self, action: _sel(FruitList.askForName))
        }

        func askForName() {
            let alert = UIAlertController(title: "New fruit", message: nil, preferredStyle: .alert)
            alert.addTextField()
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(
                UIAlertAction(title: "Add", style: .default) { _ in
                    self.fruit.append(alert.textFields?.first?.text ?? "")
                    if self.mistake != .noReloadAfterAdding { self.tableView.reloadData() }
                })
            present(alert, animated: true)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = fruit[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            fruit.remove(at: mistake == .sectionForRow ? indexPath.section : indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    func explore(_ mistake: FruitList.Mistake) -> [String] {
        ScreenExplorer { FruitList(mistake) }.explore().map(\.description)
    }

    @Test func aCorrectScreenBreaksNoInvariant() {
        #expect(explore(.none) == [])
    }

    @Test func aRowAddedWithoutReloadingIsFoundAfterTheAlert() {
        #expect(
            explore(.noReloadAfterAdding) == [
                "after tap button \"Add\", alert \"New fruit\" type \"New\" tap \"Add\": the table shows 3 rows "
                    + "(\"Apple\", \"Banana\", \"Cherry\") where its data source now has 4 (\"Apple\", \"Banana\", "
                    + "\"Cherry\", \"New\"): it was not reloaded after its data changed"
            ])
    }

    /// `indexPath.section` for `.row`: swiping the last row deletes the first fruit from the model while the
    /// table removes the last row, so the rows left show other fruit than the data source gives.
    @Test func deletingTheWrongModelRowIsFoundByTheRowsContent() {
        #expect(
            explore(.sectionForRow) == [
                "after swipe \"Cherry\" \"Delete\": row 1 shows \"Apple\" where its data source now gives \"Banana\": "
                    + "the table was not reloaded after its data changed"
            ])
    }

    /// Two required widths of one view that cannot both hold.
    final class ConflictingWidths: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: 100).isActive = true
            box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        }
    }

    @Test func aBrokenRequiredConstraintIsFoundOnTheFirstScreen() throws {
        let findings = ScreenExplorer { ConflictingWidths() }.explore()
        let finding = try #require(findings.first)
        #expect(finding.events == [])
        guard case .unsatisfiableConstraints = finding.violation else {
            Issue.record("expected a broken constraint, got \(finding)")
            return
        }
    }

    /// A collection view whose Add button changes its data without reloading.
    final class Tags: ReloadingController, UICollectionViewDataSource {
        var tags = ["red", "green"]
        lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

        override func viewDidLoad() {
            super.viewDidLoad()
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
            collection.dataSource = self
            view.addSubview(collection)
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "More", style: .plain, target: self, action: _sel(Tags.more))
        }

        func more() {
            tags.append("blue")
            if reloads { collection.reloadData() }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            tags.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            let label = cell.contentView.subviews.first as? UILabel ?? UILabel()
            label.text = tags[indexPath.item]
            cell.contentView.addSubview(label)
            return cell
        }
    }

    @Test func aCollectionViewNotReloadedIsFound() {
        #expect(ScreenExplorer { Tags(reloads: true) }.explore() == [])
        #expect(
            ScreenExplorer { Tags(reloads: false) }.explore().map(\.description) == [
                "after tap button \"More\": the collection view shows 2 items (\"red\", \"green\") where its data "
                    + "source now has 3 (\"red\", \"green\", \"blue\"): it was not reloaded after its data changed"
            ])
    }
}
