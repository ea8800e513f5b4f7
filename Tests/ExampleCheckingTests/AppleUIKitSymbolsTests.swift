import Testing

@testable import ExampleChecking

/// The classifier's view of Apple's UIKit, over the bundled data (`AppleUIKitAPI` tests the data itself).
struct AppleUIKitSymbolsTests {
    let symbols = AppleUIKitSymbols.shared

    @Test func theBundledDataLoads() {
        #expect(symbols.problems == [])
        #expect(symbols.source?.contains("apple-docs-for-rag") == true)
        #expect(symbols.sdk?.hasPrefix("iOS ") == true)
        #expect(symbols.names.count > 5000)
    }

    @Test func namesKeepTheirStatusAndReplacement() {
        #expect(symbols.topLevel("UIWindowScene") == .available)
        #expect(symbols.topLevel("UITableViewCellStyle") == .renamed(replacement: "UITableViewCell.CellStyle"))
        #expect(
            symbols.member("dimsBackgroundDuringPresentation", of: "UISearchController")?.status
                == .deprecated(replacement: "UISearchController.obscuresBackgroundDuringPresentation"))
        #expect(symbols.member("main", of: "UIScreen")?.status == .deprecated(replacement: nil))
        #expect(symbols.topLevel("UISearchBarAppearance") == nil)
        #expect(symbols.topLevel("UIScreen.main") == nil)
    }

    @Test func membersAreFoundThroughSuperclassesAndProtocols() {
        #expect(symbols.member("isPagingEnabled", of: "UITableView")?.name == "UIScrollView.isPagingEnabled")
        #expect(
            symbols.member("navigationItem", of: "UITableViewController")?.name == "UIViewController.navigationItem")
        #expect(symbols.member("title", of: "UITableViewController")?.name == "UIViewController.title")
        #expect(symbols.member("insertRows(at:with:)", of: "UITableView")?.name == "UITableView.insertRows(at:with:)")
        #expect(symbols.member("init", of: "UISearchController")?.name == "UISearchController.init")
        #expect(symbols.member("frobnicate", of: "UITableView") == nil)
    }

    /// Every UIKit class is an NSObject: its key-value coding is Apple's API on each of them.
    @Test func membersAreFoundThroughNSObject() {
        #expect(symbols.member("setValue", of: "UISearchBar")?.name == "NSObject.setValue")
        #expect(symbols.member("setValue(_:forKey:)", of: "UISearchBar")?.name == "NSObject.setValue(_:forKey:)")
        #expect(symbols.member("isKind(of:)", of: "UIView")?.name == "NSObjectProtocol.isKind(of:)")
        #expect(symbols.member("font", of: "NSAttributedString.Key")?.name == "NSAttributedString.Key.font")
    }

    /// With a call's labels, only an overload the call can mean: the labels in order, defaulted ones and a
    /// trailing closure left out.
    @Test func aCallsLabelsChooseTheOverload() {
        #expect(symbols.member("setValue", of: "UISearchBar", labels: ["_", "forKey"]) != nil)
        #expect(symbols.member("performSelector", of: "UIView", labels: ["_", "withObject", "afterDelay"]) == nil)
        #expect(symbols.member("performSelector", of: "UIView", labels: ["inBackground", "with"]) != nil)
        #expect(symbols.member("present", of: "UIViewController", labels: ["_", "animated"]) != nil)
        #expect(symbols.member("present", of: "UIViewController", labels: ["_", "animate"]) == nil)
        #expect(symbols.member("title", of: "UIViewController", labels: []) != nil)
    }

    @Test func nearNamesAreTypos() {
        #expect(symbols.nearestTopLevel(to: "UTableViewController") == "UITableViewController")
        #expect(symbols.nearestTopLevel(to: "UISearchControler") == "UISearchController")
        #expect(symbols.nearestTopLevel(to: "UISearchBarAppearance") == nil)
        #expect(symbols.nearestTopLevel(to: "ResultsTableController") == nil)
        #expect(symbols.nearestTopLevel(to: "searchController") == nil)
        // Apple's class without its prefix is the app's own subclass, no typo; a prefix misspelt still is.
        #expect(symbols.nearestTopLevel(to: "CollectionViewCell") == nil)
        #expect(symbols.nearestTopLevel(to: "IUCollectionViewCell") == "UICollectionViewCell")
        #expect(symbols.nearestMember(to: "reloadDate", of: "UITableView") == "reloadData")
    }
}
