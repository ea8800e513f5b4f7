import Testing
@_spi(Testing) import UIKit

/// Collection view, flow layout, cells and the collection view controller (Apple's documentation).
@Suite @MainActor
struct CollectionViewTests {
    final class NameCell: UICollectionViewCell {
        let label = UILabel()
        var reuses = 0
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            contentView.addSubview(label)
        }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var names = ["a", "b"]
        var log: [String] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            log.append("items(\(section))")
            return names.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            log.append("cell(\(indexPath.item))")
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Name", for: indexPath) as! NameCell
            cell.label.text = names[indexPath.item]
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            log.append("willDisplay(\(indexPath.item))")
        }
    }

    @Test func flowLayoutHasApplesDefaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.sectionInset == .zero)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.headerReferenceSize == .zero)
    }

    @Test func collectionViewDefaults() {
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        #expect(collection.collectionViewLayout === layout)
        #expect(layout.collectionView === collection)
        #expect(collection.allowsSelection)
        #expect(!collection.allowsMultipleSelection)
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(collection.numberOfSections == 0)
        let cell = UICollectionViewCell(frame: .zero)
        #expect(cell.contentView.superview === cell)
        #expect(!cell.isSelected && !cell.isHighlighted && cell.backgroundView == nil)
    }

    @Test func countsFirstCellsWhenRead() {
        let source = Source()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(NameCell.self, forCellWithReuseIdentifier: "Name")
        collection.dataSource = source
        collection.delegate = source
        #expect(collection.numberOfSections == 1)
        #expect(collection.numberOfItems(inSection: 0) == 2)
        #expect(source.log == ["items(0)"])
        let names = collection.visibleCells.map { ($0 as? NameCell)?.label.text }
        #expect(names == ["a", "b"])
        #expect(source.log == ["items(0)", "cell(0)", "willDisplay(0)", "cell(1)", "willDisplay(1)"])
        #expect(
            collection.cellForItem(at: IndexPath(item: 1, section: 0)).map { collection.indexPath(for: $0) }
                == IndexPath(item: 1, section: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
    }

    @Test func reloadDataReusesCells() {
        let source = Source()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(NameCell.self, forCellWithReuseIdentifier: "Name")
        collection.dataSource = source
        let first = collection.visibleCells
        source.names = ["c"]
        collection.reloadData()
        let second = collection.visibleCells
        #expect(second.count == 1)
        #expect(first.contains { $0 === second[0] })
        #expect((second[0] as? NameCell)?.reuses == 1)
        #expect(second[0].reuseIdentifier == "Name")
        #expect(second[0].frame.size == CGSize(width: 50, height: 50))
    }

    @Test func selectionFollowsAllowsMultipleSelection() {
        let source = Source()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(NameCell.self, forCellWithReuseIdentifier: "Name")
        collection.dataSource = source
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .top)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        collection.allowsMultipleSelection = true
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems?.count == 2)
        collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    final class GridController: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            3
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Prototype", for: indexPath)
        }
    }

    @Test func controllerIsDataSourceAndDelegateWithItsLayout() {
        let layout = UICollectionViewFlowLayout()
        let controller = GridController(collectionViewLayout: layout)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.delegate === controller)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(!controller.collectionView.hasStoryboardPrototypes)
    }

    @Test func storyboardControllerHasAFlowLayoutAndPrototypes() throws {
        let decoded = try #require(GridController(coder: NSCoder()))
        for controller in [decoded, GridController()] {
            #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
            #expect(controller.collectionView.visibleCells.count == 3)
            #expect(controller.collectionView.visibleCells.first?.reuseIdentifier == "Prototype")
        }
    }

    @Test func indexPathsHaveItems() {
        let path = IndexPath(item: 4, section: 2)
        #expect(path.item == 4 && path.row == 4 && path.section == 2)
        let old = NSIndexPath(item: 3, section: 1)
        #expect(old.item == 3 && old.row == 3 && old.section == 1)
        let row = NSIndexPath(row: 5, section: 0)
        #expect(row.row == 5 && row.section == 0 && row.length == 2)
    }
}
