import DocgenCore
import ExampleExtraction
import Testing

struct SwiftParserVerdictTests {
    @Test func swiftStatementsInAnObjectiveCFenceAreSwift() throws {
        let code = """
            candies = [Candy(category:"Chocolate", name:"Chocolate Bar"),
                       Candy(category:"Hard", name:"Lollipop")]
            """
        #expect(SwiftParserVerdict.isSwift(code))
        let (set, diagnostics) = extract("# Candies\n\n" + fence("objc", code))
        #expect(set.examples.first?.language == .swift)
        let warning = try #require(diagnostics.first { $0.id == .swiftInObjectiveCFence })
        #expect(warning.location?.line == 3)
        #expect(warning.message.hasPrefix("code block is marked 'objc' but parses cleanly as Swift"))
    }

    @Test func objectiveCStaysObjectiveC() {
        #expect(!SwiftParserVerdict.isSwift("[self.tableView reloadData];"))
        #expect(!SwiftParserVerdict.isSwift("[[self tableView] reloadData];"))
        #expect(!SwiftParserVerdict.isSwift("NSArray *items = @[@\"Java\", @\"Swift\"];"))
        #expect(!SwiftParserVerdict.isSwift("NSString *title = @\"Candy\";"))
        #expect(!SwiftParserVerdict.isSwift("self.searchController.searchResultsUpdater = self;"))
        #expect(
            !SwiftParserVerdict.isSwift(
                "- (void)viewDidLoad {\n    [super viewDidLoad];\n}"))
        let (set, diagnostics) = extract(fence("objc", "[self.tableView reloadData];"))
        #expect(set.examples.first?.language == .objectiveC)
        #expect(!diagnostics.contains { $0.id == .swiftInObjectiveCFence })
    }

    /// Elements separated by commas in brackets: an array literal, which Objective-C writes `@[…]`.
    @Test func anArrayLiteralIsSwift() {
        #expect(SwiftParserVerdict.isSwift(#"[["Java", "Swift"], ["OS X", "Linux"]]"#))
        #expect(!SwiftParserVerdict.isSwift("[item]"))
    }

    @Test func codeWithNothingOnlySwiftHasFollowsTheFence() {
        #expect(!SwiftParserVerdict.isSwift("x = 1;"))
        #expect(!SwiftParserVerdict.isSwift("count += 1"))
    }

    /// A block with no language word whose bytes tell nothing (no declaration, no `;`) is Swift when
    /// SwiftParser reads it so and it works on a named value; a printed value and a shell line stay listings.
    @Test func anUnmarkedBlockOfSwiftStatementsIsSwift() throws {
        let constraints = """
            myFirstView.centerXAnchor.constraint(equalTo: self.view.centerXAnchor).isActive = true
            myFirstView.widthAnchor.constraint(equalToConstant: 100).isActive = true
            """
        #expect(SwiftParserVerdict.isUnmarkedSwift(constraints))
        #expect(!SwiftParserVerdict.isUnmarkedSwift("Point(x: 1, y: 2)"))
        // An implicit member is code: Swift prints a case without its dot.
        #expect(
            SwiftParserVerdict.isUnmarkedSwift(
                #"UIAlertController(title: "title", message: "message", preferredStyle: .alert)"#))
        #expect(!SwiftParserVerdict.isUnmarkedSwift("Card(rank: ace, suit: spades)"))
        #expect(!SwiftParserVerdict.isUnmarkedSwift("ls -la"))
        // Statements on lines of their own with no `;`, each setting or calling a member: no C language's.
        #expect(SwiftParserVerdict.isUnmarkedSwift("tableView.delegate = self\ntableView.dataSource = self"))
        #expect(SwiftParserVerdict.isUnmarkedSwift("tableView.delegate = self\ntableView.reloadData()"))
        #expect(!SwiftParserVerdict.isUnmarkedSwift("tableView.delegate = self;\ntableView.dataSource = self;"))
        #expect(!SwiftParserVerdict.isUnmarkedSwift("tableView.delegate = self"))
        #expect(!SwiftParserVerdict.isUnmarkedSwift("count = 1\ntotal = 2"))
        #expect(!SwiftParserVerdict.isUnmarkedSwift("(1) Scene Delegate에서 Navigation Controller 설정"))
        let (set, _) = extract("# Constraints\n\n" + fence("", constraints) + "\n" + fence("", "Point(x: 1, y: 2)"))
        #expect(set.examples.map(\.language) == [.swift])
        // A fence that names another language keeps it.
        let (marked, _) = extract("# Constraints\n\n" + fence("text", constraints))
        #expect(marked.examples.allSatisfy { $0.language != .swift })
    }
}
