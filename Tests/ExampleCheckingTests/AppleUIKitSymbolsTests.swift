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

    @Test func nearNamesAreTypos() {
        #expect(symbols.nearestTopLevel(to: "UTableViewController") == "UITableViewController")
        #expect(symbols.nearestTopLevel(to: "UISearchControler") == "UISearchController")
        #expect(symbols.nearestTopLevel(to: "UISearchBarAppearance") == nil)
        #expect(symbols.nearestTopLevel(to: "ResultsTableController") == nil)
        #expect(symbols.nearestTopLevel(to: "searchController") == nil)
        #expect(symbols.nearestMember(to: "reloadDate", of: "UITableView") == "reloadData")
    }
}
