import Testing

@testable import ExampleChecking

struct AppleUIKitSymbolsTests {
    let symbols = AppleUIKitSymbols.shared

    @Test func theCommittedListIsWellFormed() {
        #expect(symbols.problems == [])
        #expect(symbols.source?.contains("developer.apple.com/documentation/uikit") == true)
        #expect(symbols.sdk?.hasPrefix("iOS ") == true)
        #expect(symbols.names.count > 1000)
    }

    @Test func malformedListsAreReported() {
        let list = AppleUIKitSymbols(
            parsing: """
                # source: test
                UIView
                UIScene
                UIScene
                UIScreen.main  deprecated UIWindowScene.screen
                UIWindow-Scene
                UIZ  frobbed
                Missing.member
                """)
        #expect(
            list.problems == [
                "line 3: 'UIScene' is out of order", "line 4: 'UIScene' is listed twice",
                "line 6: 'UIWindow-Scene' is not a name or Type.member",
                "line 7: expected 'deprecated [Name]' or 'renamed Name' after UIZ",
                "line 8: 'Missing.member' is out of order", "no '# sdk:' header",
                "'UIScreen.main': its type UIScreen is not listed",
                "'UIScreen.main': replacement UIWindowScene.screen is not listed",
                "'Missing.member': its type Missing is not listed",
            ])
    }

    @Test func namesKeepTheirStatusAndReplacement() {
        #expect(symbols.topLevel("UIWindowScene") == .available)
        #expect(symbols.topLevel("UITableViewCellStyle") == .renamed(replacement: "UITableViewCell.CellStyle"))
        #expect(symbols.member("main", of: "UIScreen")?.status == .deprecated(replacement: "UIWindowScene.screen"))
        #expect(symbols.topLevel("UISearchBarAppearance") == nil)
        #expect(symbols.topLevel("UIScreen.main") == nil)
    }

    @Test func membersAreFoundThroughSuperclasses() {
        #expect(symbols.member("isPagingEnabled", of: "UITableView")?.name == "UIScrollView.isPagingEnabled")
        #expect(
            symbols.member("navigationItem", of: "UITableViewController")?.name == "UIViewController.navigationItem")
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

    @Test func editDistanceCountsEdits() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("same", "same") == 0)
        #expect(EditDistance.between("abcdef", "uvwxyz", limit: 2) == 3)
    }
}
