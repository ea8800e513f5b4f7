import DocParsing
import DocgenCore
import Testing

@testable import ExampleExtraction

/// Objective-C fragments assembled into one translation unit (`ObjectiveCAssembler`), and their modes.
@Suite struct ObjectiveCAssemblyTests {
    /// The only example of a document of one section.
    func example(_ markdown: String) throws -> Example {
        let (set, _) = extract("# Поиск\n\n" + markdown)
        return try #require(set.examples.first)
    }

    @Test func looseMembersGoIntoAHiddenTableViewControllerHost() throws {
        let example = try example(
            fence(
                "objc",
                """
                @property (strong, nonatomic) UISearchController *searchController;

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.tableView reloadData];
                }
                - (void)searchBarCancelButtonClicked:(UISearchBar *)searchBar {
                }
                """))
        #expect(example.language == .objectiveC)
        #expect(example.mode == .noRun)
        let lines = example.program.lines.map(\.text)
        #expect(lines.first == "#import <UIKit/UIKit.h>")
        let header = try #require(lines.firstIndex { $0.hasPrefix("@interface DocgenHostViewController") })
        #expect(lines[header] == "@interface DocgenHostViewController : UITableViewController <UISearchBarDelegate>")
        // The property is declared in the host's @interface, the methods are in its @implementation.
        #expect(lines[header + 1] == "@property (strong, nonatomic) UISearchController *searchController;")
        let implementation = try #require(lines.firstIndex(of: "@implementation DocgenHostViewController"))
        #expect(implementation > header + 1)
        #expect(lines[(implementation + 1)...].contains("- (void)viewDidLoad {"))
        #expect(lines.last == "@end")
        // Every line of the doc keeps its Markdown place; what docgen adds is hidden.
        let property = try #require(example.program.lines.first { $0.text.hasPrefix("@property") })
        #expect(property.origin == SourceLocation(file: "Docs/t.md", line: 4, column: 1))
        #expect(example.program.lines.filter { $0.origin == nil }.allSatisfy { $0.isHidden })
        #expect(example.assembly.contains("members added to DocgenHostViewController"))
    }

    /// An interface shown in part, without its `@end` (its head and ivars), then the class's methods with
    /// their bodies: the interface ends where the bodies start, docgen adds its `@end`, and the methods are
    /// the class's implementation.
    @Test func anInterfaceShownWithoutItsEndEndsWhereMethodBodiesStart() throws {
        let example = try example(
            fence(
                "objc",
                """
                @interface MenuViewController : UIViewController <UITableViewDelegate> {
                    NSInteger count;
                }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                }
                """))
        let lines = example.program.lines.map(\.text)
        let header = try #require(lines.firstIndex { $0.hasPrefix("@interface MenuViewController") })
        let end = try #require(lines[header...].firstIndex(of: "@end"))
        #expect(example.program.lines[end].isSynthesized)
        #expect(!lines[header..<end].contains("- (void)viewDidLoad {"))
        let implementation = try #require(lines.firstIndex(of: "@implementation MenuViewController"))
        #expect(lines[implementation...].contains("- (void)viewDidLoad {"))
        #expect(example.assembly.contains("@end added (the block does not show it)"))
        // The doc shows the class in part: members it uses and never declares are needs, not errors.
        #expect(example.partlyShownClasses == ["MenuViewController"])
        // An implementation without its `@end` is left as the doc shows it: that is the doc's error.
        let implemented = try self.example(fence("objc", "@implementation Box\n- (void)open {\n}"))
        #expect(!implemented.program.lines.contains { $0.isSynthesized && $0.text == "@end" })
    }

    @Test func aViewControllerHostWhenNoTableIsUsedAndStatementsInAHiddenMethod() throws {
        let example = try example(
            fence(
                "objc",
                """
                self.searchController = [[UISearchController alloc] initWithSearchResultsController:nil];
                self.searchController.searchResultsUpdater = self;
                """))
        let lines = example.program.lines.map(\.text)
        #expect(lines.contains("@interface DocgenHostViewController : UIViewController <UISearchResultsUpdating>"))
        #expect(lines.contains("- (void)docgenExampleStatements {"))
        // The protocol's required method is not shown: the host has an empty one.
        #expect(lines.contains { $0.hasPrefix("- (void)updateSearchResultsForSearchController:") })
    }

    @Test func interfaceAndImplementationBlocksOfOneClassAreOneProgram() throws {
        let example = try example(
            fence(
                "objc",
                """
                #import <UIKit/UIKit.h>

                @interface SearchViewController : UIViewController <UISearchResultsUpdating>
                @end
                """) + "\nТекст.\n\n"
                + fence(
                    "objc",
                    """
                    @implementation SearchViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                    }
                    @end
                    """) + "\nЕщё.\n\n"
                + fence(
                    "objc",
                    """
                    - (void)updateSearchResultsForSearchController:(UISearchController *)searchController {
                    }
                    """))
        #expect(example.sources[0].blocks.count == 3)
        let lines = example.program.lines.map(\.text)
        // No import added, no host: the loose method joins the class's @implementation, before its @end.
        #expect(!lines.contains("#import <UIKit/UIKit.h>") || lines.filter { $0.contains("#import") }.count == 1)
        #expect(!lines.contains { $0.contains("DocgenHostViewController") })
        let method = try #require(lines.firstIndex { $0.hasPrefix("- (void)updateSearchResultsForSearchController:") })
        let end = try #require(lines.lastIndex(of: "@end"))
        #expect(method < end)
        #expect(lines.firstIndex(of: "@implementation SearchViewController")! < method)
        #expect(example.assembly.contains("members added to SearchViewController"))
    }

    @Test func interfacesComeBeforeImplementations() throws {
        let example = try example(
            fence(
                "objc",
                """
                @implementation FirstViewController
                - (void)viewDidLoad {
                    ResultsViewController *results = [[ResultsViewController alloc] init];
                }
                @end
                """) + "\n"
                + fence(
                    "objc",
                    """
                    @interface ResultsViewController : UITableViewController
                    @end
                    @interface FirstViewController : UIViewController
                    @end
                    """))
        let lines = example.program.lines.map(\.text)
        #expect(
            lines.firstIndex(of: "@interface ResultsViewController : UITableViewController")! < lines.firstIndex(
                of: "@implementation FirstViewController")!)
    }

    @Test func appDelegateMethodsGoIntoAHiddenAppDelegate() throws {
        let example = try example(
            fence(
                "objc",
                """
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                    return YES;
                }
                """))
        let lines = example.program.lines.map(\.text)
        #expect(lines.contains("@interface AppDelegate : UIResponder <UIApplicationDelegate>"))
        #expect(!lines.contains { $0.contains("DocgenHostViewController") })
    }

    @Test func modesFromAttributesAndContent() throws {
        let compileFail = try example(fence("objc compile_fail", "[self reloadDta];"))
        #expect(compileFail.mode == .compileFail(expected: nil))
        let ignored = try example(fence("objc ignore", "[self reloadData];"))
        #expect(ignored.mode == .ignore(reason: nil))
        let shouldFail = try example(fence("objc should_fail", "[self reloadData];"))
        #expect(shouldFail.mode.skipReason?.contains("only type-checked") == true)
        let cPlusPlus = try example(fence("objc", "std::vector<int> values;\n[self reloadData];"))
        #expect(cPlusPlus.mode.skipReason?.contains("Objective-C++") == true)
        let mm = try example(fence("objective-c++", "std::vector<int> values;"))
        #expect(mm.mode.skipReason?.contains("Objective-C++") == true)
    }

    @Test func swiftInAnObjectiveCFenceIsSwift() throws {
        let (set, _) = extract(
            "# A\n\n"
                + fence(
                    "objc",
                    "import UIKit\n\nclass A: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n    }\n}"
                ))
        #expect(set.examples.first?.language == .swift)
    }

    @Test func objectiveCInASwiftFenceIsObjectiveC() throws {
        let example = try example(
            fence("swift", "- (void)viewDidLoad {\n    [super viewDidLoad];\n    [self.tableView reloadData];\n}"))
        #expect(example.language == .objectiveC)
        #expect(example.mode == .noRun)
    }

    @Test func theBlockStructureFindsPiecesAndTheirEnds() {
        let code = """
            #import <MapKit/MapKit.h>
            // A comment with @end and { in it
            static NSString *const kCell = @"Cell {";
            @interface A : NSObject
            @property (nonatomic) NSInteger count;
            @end
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                if (section == 0) { return 1; }
                return 0;
            }
            if (self.count > 0) {
                [self reload];
            }
            @implementation B
            """
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let structure = ObjectiveCBlockStructureProbe.items(lines)
        #expect(
            structure == [
                "directive 0-0", "declaration 1-2", "interface A 3-5", "method tableView:numberOfRowsInSection: 6-9",
                "statement 10-12", "implementation B 13-13 unterminated",
            ])
        #expect(ObjectiveCBlockStructureProbe.headers(lines) == ["MapKit/MapKit.h"])
    }
}

/// `ObjectiveCBlockStructure`'s pieces as short strings: `kind first-last`.
enum ObjectiveCBlockStructureProbe {
    static func items(_ lines: [Substring]) -> [String] {
        ObjectiveCBlockStructure(lines: lines).items.map { item in
            let kind: String
            switch item.kind {
            case .directive: kind = "directive"
            case .interface(let name, _): kind = "interface \(name)"
            case .implementation(let name): kind = "implementation \(name)"
            case .protocolDecl(let name): kind = "protocol \(name)"
            case .method(let selector, _): kind = "method \(selector)"
            case .property: kind = "property"
            case .implementationDirective: kind = "synthesize"
            case .declaration: kind = "declaration"
            case .statement: kind = "statement"
            }
            return
                "\(kind) \(item.lines.lowerBound)-\(item.lines.upperBound)\(item.isUnterminated ? " unterminated" : "")"
        }
    }

    static func headers(_ lines: [Substring]) -> [String] { ObjectiveCBlockStructure(lines: lines).importedHeaders }
}
