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
        #expect(!SwiftParserVerdict.isSwift("NSString *title = @\"Candy\";"))
        #expect(!SwiftParserVerdict.isSwift("self.searchController.searchResultsUpdater = self;"))
        #expect(
            !SwiftParserVerdict.isSwift(
                "- (void)viewDidLoad {\n    [super viewDidLoad];\n}"))
        let (set, diagnostics) = extract(fence("objc", "[self.tableView reloadData];"))
        #expect(set.examples.first?.language == .objectiveC)
        #expect(!diagnostics.contains { $0.id == .swiftInObjectiveCFence })
    }

    @Test func codeWithNothingOnlySwiftHasFollowsTheFence() {
        #expect(!SwiftParserVerdict.isSwift("x = 1;"))
        #expect(!SwiftParserVerdict.isSwift("count += 1"))
    }
}
