import DocgenCore
import Testing

@testable import AppleUIKitAPI

/// Facts of Apple's UIKit that the data must hold.
struct UIKitSurfaceFactsTests {
    let surface = try! UIKitSurface.bundled.get()

    @Test func initializersKeepTheirLabels() throws {
        let initializer = try #require(surface.member("init(searchResultsController:)", of: "UISearchController"))
        #expect(initializer.kind == .`init`)
        #expect(initializer.argumentLabels == ["searchResultsController"])
        #expect(initializer.declaration == "init(searchResultsController: UIViewController?)")
        #expect(initializer.availability == .available(introduced: "8.0"))
        #expect(surface.initializers(of: "UISearchController").map(\.member).contains("init(nibName:bundle:)"))
    }

    @Test func methodsKeepTheirSelectorLabels() throws {
        let method = try #require(surface.member("insertRows(at:with:)", of: "UITableView"))
        #expect(method.argumentLabels == ["at", "with"])
        #expect(method.declaration.contains("with animation: UITableView.RowAnimation"))
        #expect(surface.members(named: "insertRows", of: "UITableView").count == 1)
    }

    @Test func nestedTypesAndEnumCases() throws {
        #expect(surface.type("UITableView.RowAnimation")?.kind == .enum)
        #expect(surface.enumCases(of: "UITableView.RowAnimation").map(\.member).contains("fade"))
        #expect(surface.member("fade", of: "UITableView.RowAnimation")?.kind == .case)
        let editingStyle = try #require(surface.type("UITableViewCell.EditingStyle"))
        #expect(editingStyle.kind == .enum)
        #expect(
            Set(surface.enumCases(of: "UITableViewCell.EditingStyle").map(\.member)) == ["none", "delete", "insert"])
    }

    @Test func classesAndTheirSuperclasses() {
        #expect(surface.type("UIRefreshControl")?.superclass == "UIControl")
        #expect(surface.type("UIBarButtonItem")?.superclass == "UIBarItem")
        #expect(
            surface.superclassChain(of: "UITableViewController") == ["UIViewController", "UIResponder", "NSObject"])
        #expect(surface.isSubclass("UITableViewController", of: "UIViewController"))
        #expect(surface.type("UIViewController")?.conformances.contains("UITraitEnvironment") == true)
    }

    @Test func membersAreFoundOnSubclassesAndThroughProtocols() {
        #expect(surface.member("title", of: "UIViewController")?.declaration == "var title: String? { get set }")
        #expect(surface.member("title", of: "UITableViewController")?.owner == "UIViewController")
        #expect(surface.member("navigationItem", of: "UITableViewController")?.owner == "UIViewController")
        #expect(surface.member("isPagingEnabled", of: "UITableView")?.owner == "UIScrollView")
        #expect(surface.member("keyboardType", of: "UISearchBar")?.owner == "UITextInputTraits")
        #expect(surface.member("traitCollection", of: "UIView")?.owner == "UITraitEnvironment")
        #expect(surface.member("frobnicate", of: "UITableView") == nil)
    }

    /// Beyond UIKit's pages: the types its classes inherit from or it extends, from their frameworks' pages,
    /// so that every chain of superclasses ends at its root and what a class inherits from there is Apple's.
    @Test func inheritedTypesAndTheirMembers() throws {
        #expect(surface.superclassChain(of: "UISearchBar") == ["UIView", "UIResponder", "NSObject"])
        #expect(
            surface.superclassChain(of: "NSTextStorage") == [
                "NSMutableAttributedString", "NSAttributedString", "NSObject",
            ]
        )
        let setValue = try #require(surface.member("setValue(_:forKey:)", of: "UISearchBar"))
        #expect(setValue.owner == "NSObject")
        #expect(setValue.isInherited)
        #expect(setValue.declaration == "func setValue(_ value: Any?, forKey key: String)")
        #expect(surface.member("isKind(of:)", of: "UIView")?.owner == "NSObjectProtocol")
        #expect(surface.conformances(of: "UISearchBar").contains("NSObjectProtocol"))
        #expect(surface.type("NSObject")?.isInherited == true)
        #expect(surface.type("UIView")?.isInherited == false)
        let font = try #require(surface.member("font", of: "NSAttributedString.Key"))
        #expect(font.kind == .typeProperty)
        #expect(font.availability == .available(introduced: "6.0"))
        #expect(font.declaration == "static let font: NSAttributedString.Key")
        #expect(
            surface.member("threadPriority", of: "Operation")?.availability
                == .deprecated(introduced: "4.0", version: "8.0", replacement: "Operation.qualityOfService"))
        // A member that is not on iOS (AppKit's informal protocols on NSObject) is left out.
        #expect(surface.members(named: "imageBrowser", of: "NSObject").isEmpty)
        #expect(surface.member("title(for:identifier:)", of: "NSObject") == nil)
        // A Topics entry that is another type's type property is that type's.
        #expect(surface.member("adaptiveImageGlyph", of: "NSAdaptiveImageGlyph") == nil)
        #expect(surface.member("adaptiveImageGlyph", of: "NSAttributedString.Key") != nil)
    }

    @Test func deprecatedMembersNameTheirReplacement() {
        let member = surface.member("dimsBackgroundDuringPresentation", of: "UISearchController")
        #expect(
            member?.availability
                == .deprecated(
                    introduced: "8.0", version: "12.0",
                    replacement: "UISearchController.obscuresBackgroundDuringPresentation"))
        #expect(surface.member("main", of: "UIScreen")?.isDeprecated == true)
    }

    @Test func membersWithoutAPageComeFromTheirTypesTopics() throws {
        let initializer = try #require(surface.member("init(rawValue:)", of: "UIImage.SymbolScale"))
        #expect(initializer.isFromTopics)
        #expect(initializer.declaration == "init?(rawValue: Int)")
        #expect(surface.member("bold", of: "UIImage.SymbolWeight")?.isFromTopics == true)
        #expect(surface.member("init(searchResultsController:)", of: "UISearchController")?.isFromTopics == false)
    }

    @Test func renamedObjectiveCNames() {
        #expect(
            surface.topLevel("UITableViewCellStyle")?.availability == .renamed(replacement: "UITableViewCell.CellStyle")
        )
        #expect(
            surface.topLevel("UITableViewRowAnimation")?.availability
                == .renamed(replacement: "UITableView.RowAnimation"))
    }

    @Test func protocolRequirementsKnowWhetherTheyAreOptional() {
        let updating = surface.requirements(of: "UISearchResultsUpdating")
        #expect(updating.map(\.member) == ["updateSearchResults(for:)", "updateSearchResults(for:selecting:)"])
        #expect(updating.map(\.isOptional) == [false, true])
        let dataSource = surface.requiredMembers(of: "UITableViewDataSource").map(\.member).sorted()
        #expect(dataSource == ["tableView(_:cellForRowAt:)", "tableView(_:numberOfRowsInSection:)"])
        let willPresent = surface.member("willPresentSearchController(_:)", of: "UISearchControllerDelegate")
        #expect(willPresent?.isOptional == true)
        #expect(surface.member("numberOfSections(in:)", of: "UITableViewDataSource")?.isOptional == true)
    }

    @Test func nearNamesAreTyposOfTypesAndMembers() {
        #expect(surface.nearestTypes(to: "UISearchControler").first == "UISearchController")
        #expect(surface.nearestTypes(to: "uisearchcontroller") == ["UISearchController"])
        #expect(surface.nearestMembers(to: "reloadDate", of: "UITableView").first == "reloadData")
        #expect(
            surface.nearestMembers(to: "searchResultsUpdaters", of: "UISearchController") == ["searchResultsUpdater"])
        #expect(
            surface.nearestMembers(to: "init(searchResultsControler:)", of: "UISearchController")
                == ["init(searchResultsController:)"])
        #expect(surface.nearestTypes(to: "ResultsTableController") == [])
    }

    @Test func typoDistanceCountsCasePluralsAndEdits() {
        #expect(EditDistance.typoDistance("title", "title") == 0)
        #expect(EditDistance.typoDistance("Title", "title") == 1)
        #expect(EditDistance.typoDistance("entries", "entry") == 1)
        #expect(EditDistance.typoDistance("rows", "row") == 1)
        #expect(EditDistance.typoDistance("reloadDat", "reloadData") == 1)
        #expect(EditDistance.typoDistance("relodDat", "reloadData") == 2)
        #expect(EditDistance.typoDistance("relDat", "reloadData") == nil)
        #expect(EditDistance.typoDistance("view", "vie") == 1)
        #expect(EditDistance.typoDistance("view", "vi") == nil)
    }

    @Test func editDistanceCountsEdits() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("same", "same") == 0)
        #expect(EditDistance.between("abcdef", "uvwxyz", limit: 2) == 3)
    }
}
