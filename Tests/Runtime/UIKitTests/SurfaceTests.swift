import Testing
@_spi(Testing) import UIKit

/// Cells, search bar, view controller and alert API real search docs use, with Apple's documented defaults.
@Suite @MainActor
struct SurfaceTests {
    @Test(arguments: [
        (UITableViewCell.CellStyle.default, false, true),
        (.value1, true, true),
        (.value2, true, false),
        (.subtitle, true, true),
    ])
    func everyCellStyleHasItsViews(style: UITableViewCell.CellStyle, hasDetail: Bool, hasImage: Bool) {
        let cell = UITableViewCell(style: style, reuseIdentifier: "Cell")
        #expect(cell.reuseIdentifier == "Cell")
        #expect(cell.textLabel != nil)
        #expect((cell.detailTextLabel != nil) == hasDetail)
        #expect((cell.imageView != nil) == hasImage)
        #expect(cell.accessoryType == .none)
        cell.accessoryType = .checkmark
        #expect(cell.accessoryType == .checkmark)
        if let detail = cell.detailTextLabel { #expect(detail.superview === cell.contentView) }
    }

    @Test func searchBarStylesAndTextField() {
        let bar = UISearchBar()
        #expect(bar.searchBarStyle == .default)
        #expect(bar.barStyle == .default)
        #expect(bar.barTintColor == nil)
        #expect(bar.isTranslucent)
        bar.searchBarStyle = .minimal
        bar.barTintColor = .systemBlue
        #expect(bar.searchBarStyle == .minimal && bar.barTintColor == .systemBlue)
        bar.placeholder = "Find"
        let field = bar.searchTextField
        #expect(field === bar.searchTextField)
        #expect(field.placeholder == "Find")
        #expect(field.text == "")
        bar.text = "abc"
        #expect(field.text == "abc")
        field.text = "xyz"
        #expect(bar.text == "xyz")
        #expect(bar.callbackLog == [])  // setting text from code sends no delegate message
    }

    final class Presenter: UIViewController {
        var warnings = 0
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            warnings += 1
        }
    }

    @Test func viewControllerTitleNavigationAndPresentation() {
        let controller = Presenter()
        #expect(controller.automaticallyAdjustsScrollViewInsets)
        controller.automaticallyAdjustsScrollViewInsets = false
        #expect(!controller.automaticallyAdjustsScrollViewInsets)
        controller.didReceiveMemoryWarning()
        #expect(controller.warnings == 1)
        #expect(controller.navigationController == nil)
        controller.title = "Trails"
        #expect(controller.navigationItem.title == "Trails")
        let navigation = UINavigationController(rootViewController: controller)
        #expect(controller.navigationController === navigation)

        let presented = UIViewController()
        var completed = false
        controller.present(presented, animated: true) { completed = true }
        #expect(completed)
        #expect(controller.presentedViewController === presented)
        // Apple: a presentation "forwards the request up the view controller hierarchy": the navigation
        // controller presents.
        #expect(presented.presentingViewController === navigation)
        presented.dismiss(animated: true)
        #expect(controller.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
    }

    @Test func alertControllerBasics() {
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone", preferredStyle: .alert)
        #expect(alert.title == "Delete?" && alert.message == "It cannot be undone")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.isEmpty && alert.textFields == nil && alert.preferredAction == nil)
        var tapped: [String] = []
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { tapped.append($0.title ?? "") }
        let stranger = UIAlertAction(title: "Other", style: .default)
        #expect(delete.isEnabled && delete.style == .destructive)
        alert.addAction(cancel)
        alert.addAction(delete)
        alert.preferredAction = stranger  // not one of the actions: ignored
        #expect(alert.preferredAction == nil)
        alert.preferredAction = delete
        #expect(alert.preferredAction === delete)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.textFields?.map(\.placeholder) == ["Name"])

        let host = UIViewController()
        host.present(alert, animated: true)
        delete.userTap(in: alert)
        #expect(tapped == ["Delete"])
        #expect(host.presentedViewController == nil)  // dismissed before the handler ran
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(sheet.preferredStyle == .actionSheet && sheet.title == nil)
    }

    final class NibSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Nib", for: indexPath)
        }
    }

    /// A nib registered for an identifier makes the cell named after it, decoded, in the data source's module.
    @Test func nibRegistrationMakesTheNibsCell() {
        let source = NibSource()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        table.register(UINib(nibName: "SurfaceNibCell", bundle: nil), forCellReuseIdentifier: "Nib")
        let cell = table.visibleCells.first
        #expect((cell as? SurfaceNibCell)?.decoded == true)
        #expect(cell?.reuseIdentifier == "Nib")
        let plain = UITableView(frame: .zero, style: .plain)
        plain.register(UINib(nibName: "NoSuchCell", bundle: nil), forCellReuseIdentifier: "Nib")
        plain.dataSource = source
        #expect(plain.visibleCells.map { type(of: $0) == UITableViewCell.self } == [true])
    }

    /// A storyboard table dequeues a default cell for an identifier nobody registered; others do not.
    @Test func storyboardTablesHavePrototypes() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "Unknown") == nil)
        table.hasStoryboardPrototypes = true
        let cell = table.dequeueReusableCell(withIdentifier: "Unknown", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "Unknown" && cell.detailTextLabel == nil)
    }
}

/// The cell `SurfaceNibCell.xib` would hold: a top-level class, found by name as a nib's class is.
final class SurfaceNibCell: UITableViewCell {
    var decoded = false
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        decoded = true
    }
}
