import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleChecking
import ExampleExtraction
import ExampleGeneration
import Foundation
import Testing

/// Objective-C examples type-checked by the toolchain's clang against GNUstep's Foundation and docgen's
/// headless UIKit headers (`scripts/bootstrap` installs GNUstep), reported at Markdown lines and columns.
@Suite struct ObjectiveCCheckerTests {
    static let toolchain = ObjectiveCToolchain.locate(
        swift: "swift", headers: ObjectiveCToolchain.headerDirectory(inDocgenPackage: repositoryRoot))

    /// The results of checking every Objective-C example of one document.
    static func check(_ markdown: String, timeLimit: Double = 60) throws -> [ExampleResult] {
        let directory = try makeTemporaryDirectory("docgen-objc")
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        let examples = ExampleSet.extract(from: [document]).0.examples.filter { ExamplePlan($0).isTypeCheckedWithClang }
        var options = ObjectiveCChecker.Options(scratchDirectory: directory)
        options.timeLimit = timeLimit
        let (results, diagnostics) = ObjectiveCChecker(toolchain: toolchain, options: options).check(examples)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return results
    }

    static func only(_ markdown: String, timeLimit: Double = 60) throws -> ExampleResult {
        let results = try check(markdown, timeLimit: timeLimit)
        #expect(results.count == 1)
        return try #require(results.first)
    }

    /// A document whose section has one `objc` block with `code`; its first code line is line 6.
    static func document(_ code: String, info: String = "objc") -> String {
        "# Search\n\n## Section\n\n```\(info)\n\(code)\n```\n"
    }

    @Test func theToolchainIsHere() throws {
        let found = try Self.toolchain.get()
        #expect(found.clang.hasSuffix("/clang"))
        #expect(found.arguments(source: "x.m").contains("-fobjc-arc"))
    }

    @Test func correctCodePassesAsCompiled() throws {
        let result = try Self.only(
            Self.document(
                """
                @property (strong, nonatomic) UISearchController *searchController;
                @property (copy, nonatomic) NSArray<NSString *> *items;
                @property (copy, nonatomic) NSArray<NSString *> *results;

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.searchController = [[UISearchController alloc] initWithSearchResultsController:nil];
                    self.searchController.searchResultsUpdater = self;
                    self.searchController.obscuresBackgroundDuringPresentation = NO;
                    self.navigationItem.searchController = self.searchController;
                    self.definesPresentationContext = YES;
                }

                - (void)updateSearchResultsForSearchController:(UISearchController *)searchController {
                    NSPredicate *predicate = [NSPredicate predicateWithFormat:@"SELF contains[c] %@", searchController.searchBar.text];
                    self.results = [self.items filteredArrayUsingPredicate:predicate];
                    [self.tableView reloadData];
                }

                - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                    return self.results.count;
                }

                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath];
                    cell.textLabel.text = self.results[indexPath.row];
                    return cell;
                }
                """))
        #expect(result.status == .passed, "\(result.diagnostics)")
        #expect(result.evidence == .compiled)
    }

    @Test func aMisspelledSelectorFailsAtItsLineAndColumnInXcodesWords() throws {
        let result = try Self.only(
            Self.document(
                """
                - (void)refresh {
                    [self.tableView reloadDta];
                }
                """))
        #expect(result.status == .failed)
        let error = try #require(result.diagnostics.first)
        #expect(error.id == .exampleCompileError)
        #expect(error.location == SourceLocation(file: "Docs/t.en.md", line: 7, column: 21))
        #expect(error.message.hasPrefix("no visible @interface for 'UITableView' declares the selector 'reloadDta'"))
        // Xcode's kind of fix-it, from the headless UIKit's selectors (clang suggests nothing under ARC).
        #expect(error.notes.map(\.message) == ["did you mean 'reloadData'?"])
    }

    @Test func anIndentedFenceKeepsMarkdownColumns() throws {
        let result = try Self.only(
            "# Search\n\n## Section\n\n- A step:\n\n    ```objc\n    [self.tableView reloadDta];\n    ```\n")
        let error = try #require(result.diagnostics.first)
        #expect(error.location == SourceLocation(file: "Docs/t.en.md", line: 8, column: 21))
    }

    @Test func incompatiblePointerTypesAndAMissingProtocolMethodAreErrors() throws {
        let result = try Self.only(
            Self.document(
                """
                @interface Source : NSObject <UITableViewDataSource>
                @end

                @implementation Source
                - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                    NSString *title = [NSNumber numberWithInt:1];
                    return 0;
                }
                @end
                """))
        #expect(result.status == .failed)
        let messages = result.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(messages.contains { $0.contains("incompatible pointer types initializing 'NSString *'") })
        #expect(
            messages.contains {
                $0.contains(
                    "method 'tableView:cellForRowAtIndexPath:' in protocol 'UITableViewDataSource' not implemented")
            })
    }

    @Test func anUnknownClassMethodIsAnErrorUnderARC() throws {
        let result = try Self.only(Self.document("UIColor *color = [UIColor DarkBlue];"))
        let error = try #require(result.diagnostics.first)
        #expect(error.message == "no known class method for selector 'DarkBlue'")
        #expect(error.location == SourceLocation(file: "Docs/t.en.md", line: 6, column: 27))
    }

    @Test func aMissingFrameworkSkipsTheExampleNamingIt() throws {
        let result = try Self.only(
            Self.document("#import <MapKit/MapKit.h>\n\n- (void)search {\n    MKLocalSearch *search = nil;\n}"))
        #expect(result.status.reason?.contains("MapKit has no headers here") == true)
        #expect(result.unavailableModules.map(\.name) == ["MapKit"])
        #expect(result.unavailableModules.first?.location?.line == 6)
    }

    @Test func aHeaderOfTheAppThatIsNotShownSkipsTheExample() throws {
        let result = try Self.only(Self.document("#import \"DetailViewController.h\"\n\n[self reloadData];"))
        #expect(result.status.reason == "imports \"DetailViewController.h\", a header the doc does not show")
        #expect(result.unavailableModules.map(\.kind) == [.thirdParty])
    }

    /// Xcode's template `ViewController.m`: the header of the class it implements, which the doc does not
    /// show, is read as declaring that class as a subclass of the UIKit class its name ends with.
    @Test func theAppsHeaderOfTheClassTheExampleImplementsIsReadAsItsTemplate() throws {
        let code = """
            #import "ViewController.h"

            @interface ViewController ()
            @property (nonatomic, strong) NSArray *items;
            @end

            @implementation ViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.items = @[@"A"];
                self.view.backgroundColor = [UIColor whiteColor];
            }
            @end
            """
        let passed = try Self.only(Self.document(code))
        #expect(passed.status == .passed)
        #expect(
            passed.diagnostics.contains {
                $0.message.hasSuffix("as Xcode's template writes it: @interface ViewController : UIViewController @end")
            })
        let typo = try Self.only(Self.document(code.replacingOccurrences(of: "whiteColor", with: "whiteColour")))
        #expect(typo.status == .failed)
        #expect(typo.diagnostics.filter { $0.severity == .error }.compactMap(\.location?.line) == [16])
    }

    /// A header the doc shows as a block before the `.m` file that imports it is that block: the class is
    /// declared once (no "duplicate interface definition").
    @Test func theAppsHeaderTheDocShowsIsThatBlock() throws {
        let header = """
            @interface MyCell : UITableViewCell
            @property (weak, nonatomic) UITableView *tableView;
            @end
            """
        let implementation = """
            #import "MyCell.h"

            @implementation MyCell
            - (void)tapped {
                NSIndexPath *indexPath = [[self tableView] indexPathForCell:self];
                NSLog(@"%@", indexPath);
            }
            @end
            """
        let markdown = "# Cells\n\n## Cell\n\n```objc\n\(header)\n```\n\nThen:\n\n```objc\n\(implementation)\n```\n"
        let results = try Self.check(markdown)
        let said = results.flatMap(\.diagnostics).map(\.message)
        #expect(results.allSatisfy { $0.status == .passed }, "\(results.map(\.status)) \(said)")
        #expect(!said.contains { $0.contains("duplicate interface") })
    }

    @Test func anIncludeOfAFileOutsideTheHeadersIsNotFoundAndNothingOfItIsQuoted() throws {
        // A secret outside /tmp (the project's `.build`) and one in a temporary directory.
        let token = "SECRET_\(UUID().uuidString.prefix(8))"
        let build = repositoryRoot.appendingPathComponent(".build")
        let temporary = try makeTemporaryDirectory("docgen-objc-secret")
        defer { try? FileManager.default.removeItem(at: temporary) }
        for directory in [build, temporary] {
            let secret = directory.appendingPathComponent("docgen-secret-\(UUID().uuidString).h")
            try "\(token) \(token)_two;\n".write(to: secret, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: secret) }
            for directive in ["#include", "#import"] {
                let result = try Self.only(Self.document("\(directive) \"\(secret.path)\"\n\nint x = 1;"))
                let said = result.diagnostics.map { ([$0.message] + $0.notes.map(\.message)).joined(separator: " ") }
                #expect(result.status == .failed, "\(result.status) \(said)")
                #expect(!said.joined().contains(token), "\(said)")
                #expect(said.contains { $0.contains("file not found") }, "\(said)")
                let location = result.diagnostics.first?.location
                #expect(location?.file == "Docs/t.en.md" && location?.line == 6, "\(String(describing: location))")
            }
        }
    }

    @Test func anExamplesOwnLineDirectiveCannotPlaceAnErrorInAnotherDocument() throws {
        let result = try Self.only(
            Self.document(
                """
                @implementation Spoof : NSObject
                - (void)run {
                #line 3 "Docs/victim.en.md"
                    int b = "b";
                #line 1 "Sources/App/main.c"
                    int c = "c";
                }
                @end
                """))
        #expect(result.status == .failed)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 2, "\(errors)")
        // docgen maps clang's lines itself and leaves the example's directives out: each error at its own line.
        #expect(errors.map { $0.location?.file } == ["Docs/t.en.md", "Docs/t.en.md"], "\(errors)")
        #expect(errors.map { $0.location?.line } == [9, 11], "\(errors)")
    }

    @Test func aMissingEndIsALocatedError() throws {
        let result = try Self.only(
            Self.document(
                """
                @interface Box : NSObject
                @end

                @implementation Box
                - (void)open {
                }
                """))
        #expect(result.status == .failed)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("@end"))
        #expect(error.location?.file == "Docs/t.en.md")
    }

    /// A method whose `}` the block lost: the doc's error at the block's end, where the brace belongs, with
    /// the `{` it should close; not clang's "expected '}'" in the code docgen adds after the block. Braces in
    /// comments and strings do not count.
    @Test func aBlockThatLostAClosingBraceFailsAtItsEnd() throws {
        let result = try Self.only(
            Self.document(
                """
                - (void)viewDidLoad {
                    [super viewDidLoad]; // {
                    NSLog(@"}{");

                """))
        #expect(result.status == .failed)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.id == .unclosedBrace)
        #expect(errors.first?.location?.line == 9)
        #expect(errors.first?.notes.first?.location == SourceLocation(file: "Docs/t.en.md", line: 6, column: 21))
    }

    @Test func deepNestingIsBoundedByBracketDepth() throws {
        let depth = 1000
        let code =
            "- (void)nest {\n" + String(repeating: "@autoreleasepool {\n", count: depth)
            + String(repeating: "}\n", count: depth) + "}"
        let started = Date()
        let result = try Self.only(Self.document(code))
        #expect(result.status == .failed)
        #expect(result.diagnostics.contains { $0.message.contains("bracket nesting level exceeded") })
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func aMacroThatExpandsWithoutEndIsStoppedByTheTimeLimit() throws {
        // Each level doubles the expansion: 2^40 tokens in a preprocessor condition, far beyond what clang
        // finishes in two seconds (its memory grows too).
        var lines = ["#define E0 1+"]
        for level in 1...40 { lines.append("#define E\(level) E\(level - 1) E\(level - 1)") }
        lines += ["#if E40 1", "int value;", "#endif"]
        let started = Date()
        let result = try Self.only(Self.document(lines.joined(separator: "\n")), timeLimit: 2)
        #expect(result.status == .failed)
        #expect(Date().timeIntervalSince(started) < 30)
        let stopped = try #require(result.diagnostics.first)
        #expect(stopped.id == .objectiveCCheckStopped)
        #expect(stopped.message.hasPrefix("clang did not finish within 2 s") || stopped.message.contains("memory"))
        #expect(stopped.location == SourceLocation(file: "Docs/t.en.md", line: 6, column: 1))
    }

    @Test func compileFailPassesWhenClangRejectsAndFailsWhenItAccepts() throws {
        let rejected = try Self.only(
            Self.document("[self.tableView reloadDta];", info: "objc compile_fail=\"reloadDta\""))
        #expect(rejected.status == .passed)
        #expect(rejected.evidence == .compileFail)
        let accepted = try Self.only(Self.document("[self.tableView reloadData];", info: "objc compile_fail"))
        #expect(accepted.status == .failed)
        #expect(accepted.diagnostics.first?.id == .compileFailCompiled)
    }

    @Test func aFragmentThatLacksOnlyDeclarationsIsIncomplete() throws {
        let result = try Self.only(
            Self.document(
                """
                ResultViewController *results = [[ResultViewController alloc] init];
                self.searchController = [[UISearchController alloc] initWithSearchResultsController:results];
                """))
        #expect(result.status.needs == ["ResultViewController", "searchController"])
        if case .incomplete(_, let suggestion) = result.status {
            #expect(suggestion.contains("@interface ResultViewController : UIViewController"))
            #expect(suggestion.contains("@property (strong, nonatomic) UISearchController * searchController;"))
        }
    }

    /// A category on a class the doc never shows: the class is a need, and what `self` (then an `id`) lacks
    /// follows from it.
    @Test func aCategoryOnAClassTheDocNeverShowsIsAFragment() throws {
        let result = try Self.only(
            Self.document(
                """
                @implementation MyCell (Configure)
                - (void)configureWithTitle:(NSString *)title {
                    self.textLabel.text = title;
                }
                @end
                """))
        #expect(result.status.needs == ["MyCell"])
    }

    /// The fragment's class is docgen's hidden host: a message to `self` the host does not declare is a need
    /// (a setter a property), unless it is a typo of a UIKit selector.
    @Test func aMessageToTheHostItDoesNotDeclareIsANeedUnlessATypo() throws {
        let needs = try Self.only(
            Self.document(
                """
                UITableView *table = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
                [self setTableView:table];
                [self refreshEverything:YES];
                """))
        // `setTableView:` is a UITableViewController's: the fragment reads as one, so only the rest is a need.
        #expect(needs.status.needs == ["refreshEverything:"])
        if case .incomplete(_, let suggestion) = needs.status {
            #expect(suggestion.contains("- (void)refreshEverything:(id)arg1;"))
        }
        let ownTypo = try Self.only(
            Self.document(
                """
                - (void)filterContentForSearchText:(NSString *)searchText {
                }
                - (void)viewDidLoad {
                    [self filterContentForSerchText:@"a"];
                }
                """))
        #expect(ownTypo.status == .failed)
        #expect(ownTypo.diagnostics.first?.notes.map(\.message) == ["did you mean 'filterContentForSearchText:'?"])
        let typo = try Self.only(Self.document("[self setEditng:YES animated:NO];"))
        #expect(typo.status == .failed)
        #expect(typo.diagnostics.first?.notes.map(\.message) == ["did you mean 'setEditing:animated:'?"])
    }

    /// Auto Layout in Objective-C: visual format with `NSDictionaryOfVariableBindings`, anchors, guides.
    @Test func autoLayoutTypeChecksAsAgainstApplesHeaders() throws {
        let result = try Self.only(
            Self.document(
                """
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UITableView *table = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
                    [[self view] addSubview:table];
                    NSDictionary *views = NSDictionaryOfVariableBindings(table);
                    [table setTranslatesAutoresizingMaskIntoConstraints:NO];
                    [[self view] addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[table]|" options:0 metrics:nil views:views]];
                    UILayoutGuide *guide = self.view.safeAreaLayoutGuide;
                    [NSLayoutConstraint activateConstraints:@[
                        [table.topAnchor constraintEqualToAnchor:guide.topAnchor],
                        [table.heightAnchor constraintEqualToAnchor:self.view.heightAnchor multiplier:0.5],
                        [NSLayoutConstraint constraintWithItem:table attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:320],
                    ]];
                    table.topAnchor.constraint.priority = UILayoutPriorityDefaultHigh;
                }
                """))
        #expect(result.status == .failed)
        #expect(
            result.diagnostics.first?.message
                == "property 'constraint' not found on object of type 'NSLayoutYAxisAnchor *'")
    }

    /// Elided code (`...`) is a sketch, as in Swift: incomplete at the elision, clang never runs.
    @Test func elidedCodeIsIncompleteAtTheElision() throws {
        let result = try Self.only(
            Self.document("@interface ViewController ()\n@property UITableView *tableView;\n@end\n..."))
        #expect(result.status.needs == ["elided code at line 9"])
        #expect(result.diagnostics.map(\.id) == [.elidedCode])
    }

    /// A UIKit class Apple has and the headers do not declare skips the example as unmodelled (Apple's data
    /// decides), with what follows from it on its line; an error of the example's own still fails it, and a
    /// misspelled class is the doc's error.
    @Test func appleAPITheHeadersLackIsUnmodelledUnlessTheExampleHasItsOwnError() throws {
        let unmodelled = "UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[]];"
        let skipped = try Self.only(Self.document(unmodelled))
        #expect(skipped.status == .skipped(reason: "uses UIKit API the headless UIKit does not model: UIStackView"))
        #expect(skipped.unmodelled.map(\.name) == ["UIStackView"])
        let ownError = try Self.only(Self.document(unmodelled + "\n[self.tableView reloadDta];"))
        #expect(ownError.status == .failed)
        #expect(ownError.diagnostics.filter { $0.severity == .error }.map { $0.location?.line } == [7])
        // clang names the header's class; docgen names Apple's, from the data, when the headers lack it.
        let typo = try Self.only(Self.document("UITablView *table = nil;"))
        #expect(typo.status == .failed)
        #expect(typo.unmodelled.isEmpty)
        #expect(typo.diagnostics.first?.message.contains("did you mean 'UITableView'?") == true)
        let unmodelledTypo = try Self.only(Self.document("UIStakView *stack = nil;"))
        #expect(unmodelledTypo.status == .failed)
        #expect(unmodelledTypo.diagnostics.first?.notes.map(\.message).last == "did you mean 'UIStackView'?")
    }

    /// A parameter of an Apple type no header of the headless UIKit mentions: clang says only "expected a type"
    /// at its name, and the name (read at the error, looked up in Apple's data) makes the example unmodelled;
    /// an error of the doc's own beside it still fails.
    @Test func anAppleTypeNoHeaderMentionsIsUnmodelledWhereClangDoesNotNameIt() throws {
        let method = """
            - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout referenceSizeForHeaderInSection:(NSInteger)section {
                return CGSizeMake(60.0f, 30.0f);
            }
            """
        let skipped = try Self.only(Self.document(method))
        #expect(
            skipped.status
                == .skipped(
                    reason: "uses UIKit API the headless UIKit does not model: UICollectionView, UICollectionViewLayout"
                ))
        #expect(skipped.diagnostics.allSatisfy { $0.severity != .error })
        let typo = try Self.only(Self.document(method.replacingOccurrences(of: "CGSizeMake", with: "CGSizeMak")))
        #expect(typo.status == .failed)
        #expect(typo.diagnostics.filter { $0.severity == .error }.compactMap(\.location?.line) == [7, 7])
    }

    /// A failed fragment's needs are a warning, not errors: only the doc's own error is at its line.
    @Test func aFailedFragmentsNeedsAreAWarningNotErrors() throws {
        let result = try Self.only(
            Self.document(
                """
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"T" message:@"M" preferedStyle:UIAlertControllerStyleAlert];
                [view presentViewController:alert animated:YES completion:nil];
                """))
        #expect(result.status == .failed)
        #expect(result.diagnostics.filter { $0.severity == .error }.compactMap(\.location?.line) == [6])
        let warning = try #require(result.diagnostics.first { $0.id == .incompleteFragment })
        #expect(warning.location?.line == 7)
        #expect(warning.message.contains("'view'"))
    }

    /// A method shown alone that uses a property another example of the document declares is read with it
    /// in its hidden host: it compiles, and a typo of the property is the doc's error, never a need.
    @Test func aPropertyAnotherExampleDeclaresIsJoinedToTheHiddenHost() throws {
        func markdown(_ use: String, then extra: String = "") -> String {
            """
            # Rows

            ## Setup

            ```objc
            @interface ViewController : UITableViewController
            @property (nonatomic, strong) NSMutableArray *contents;
            @end
            ```

            ## Adding

            ```objc
            - (IBAction)addButtonTapped:(UIButton *)sender
            {
                [[self \(use)] insertObject:@"Black" atIndex:0];\(extra)
            }
            ```
            """
        }
        let results = try Self.check(markdown("contents"))
        let adding = try #require(results.first { $0.locations.first?.line == 14 })
        #expect(adding.status == .passed)
        #expect(adding.diagnostics.contains { $0.message.hasSuffix("declare: contents (line 7)") })
        let typo = try #require(try Self.check(markdown("contnts")).first { $0.locations.first?.line == 14 })
        #expect(typo.status == .failed)
        // Beside an error of the doc's own, the property is no need either: only that error is shown.
        let failed = try #require(
            try Self.check(markdown("contents", then: "\n    [self.tableView reloadDta];")).first {
                $0.locations.first?.line == 14
            })
        #expect(failed.status == .failed)
        #expect(failed.diagnostics.filter { $0.severity == .error }.compactMap(\.location?.line) == [17])
        #expect(!failed.diagnostics.contains { $0.id == .incompleteFragment })
    }

    /// `nil` is Apple's null pointer of no object type: `error:nil` for an `NSError **` compiles, as in Xcode.
    @Test func nilIsANullPointerForAnyPointerParameter() throws {
        let result = try Self.only(
            Self.document(
                """
                - (BOOL)matches:(NSString *)text {
                    NSRegularExpression *expression = [NSRegularExpression regularExpressionWithPattern:@"^[0-9]+$" options:0 error:nil];
                    return [expression numberOfMatchesInString:text options:0 range:NSMakeRange(0, text.length)] > 0;
                }
                """))
        #expect(result.status == .passed)
    }

    /// A class and a protocol of Apple's that the headers lack (`UIActionSheet`, deprecated since iOS 8): a
    /// variable declared with the class, a parameter of its type, messages to it and the protocol adopted all
    /// follow from it (the example is read again with both stubbed), and only an error of the doc's own fails.
    @Test func whatCascadesFromAnUnmodelledClassIsNotTheDocsError() throws {
        let code = """
            @interface MenuViewController : UIViewController <UIActionSheetDelegate> {
            }

            - (void)showMenu {
                UIActionSheet *sheet = [[UIActionSheet alloc] initWithTitle:@"Menu" delegate:self
                    cancelButtonTitle:@"Cancel" destructiveButtonTitle:nil otherButtonTitles:@"Call", nil];
                [sheet showInView:self.view];
            }

            - (void)actionSheet:(UIActionSheet *)sheet clickedButtonAtIndex:(NSInteger)index {
                NSString *title = [sheet buttonTitleAtIndex:index];
                NSLog(@"%@", title);
            }
            """
        let skipped = try Self.only(Self.document(code))
        #expect(
            skipped.status
                == .skipped(
                    reason: "uses UIKit API the headless UIKit does not model: UIActionSheetDelegate, UIActionSheet"),
            "\(skipped.diagnostics)")
        let typo = try Self.only(Self.document(code.replacingOccurrences(of: "self.view]", with: "self.vew]")))
        #expect(typo.status == .failed)
        #expect(typo.diagnostics.filter { $0.severity == .error }.map { $0.location?.line } == [12])
        let misspelledClass = try Self.only(
            Self.document(code.replacingOccurrences(of: "UIActionSheet *sheet", with: "UIActionShet *sheet")))
        #expect(misspelledClass.status == .failed)
        #expect(misspelledClass.diagnostics.filter { $0.severity == .error }.map { $0.location?.line } == [10])
    }

    /// `self.delegate = self` in a `viewDidLoad` whose class the doc declares only in prose (a
    /// `UINavigationController` subclass): as a view controller's it does not compile, so the members are
    /// read as another kind's — the one Apple's data gives a `delegate` — and pass, saying so.
    @Test func membersOfANavigationControllerSubclassAreReadAsItsMembers() throws {
        let result = try Self.only(
            Self.document(
                """
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.delegate = self;
                }

                - (void)navigationController:(UINavigationController *)navigationController
                      willShowViewController:(UIViewController *)viewController animated:(BOOL)animated {
                    NSLog(@"%lu", (unsigned long)navigationController.viewControllers.count);
                }
                """))
        #expect(result.status == .passed, "\(result.diagnostics)")
        #expect(
            result.diagnostics.contains {
                $0.message.hasPrefix("read as the members of a UINavigationController subclass")
            })
        // A misspelt member is still the doc's error in every reading.
        let typo = try Self.only(
            Self.document(
                "- (void)viewDidLoad {\n    [super viewDidLoad];\n    self.delegate = self;\n    self.navigationBar.translucnt = NO;\n}"
            ))
        #expect(typo.status == .failed)
    }

    /// An enumeration constant of Apple's that the headers lack (`UIViewAnimationOptionTransitionFlipFromRight`,
    /// Apple's `UIView.AnimationOptions.transitionFlipFromRight`) is unmodelled, not a name the doc must declare;
    /// a class message to a class of the sample the doc does not show (`[ViewController alloc]`) is a need; and
    /// clang's "did you mean" counts as a typo only when docgen's rule says the names are near misses.
    @Test func appleConstantsClassMessagesAndClangsGuesses() throws {
        let symbols = AppleUIKitSymbols.shared
        #expect(
            symbols.objectiveCConstant("UIViewAnimationOptionTransitionFlipFromRight")
                == "UIView.AnimationOptions.transitionFlipFromRight")
        #expect(symbols.objectiveCConstant("UIBarButtonSystemItemBookmarks") == "UIBarButtonItem.SystemItem.bookmarks")
        #expect(symbols.objectiveCConstant("UITableViewCellStyleSubtitle") == "UITableViewCell.CellStyle.subtitle")
        #expect(symbols.objectiveCConstant("UIViewAnimationOptionTransitionFlipFromRite") == nil)
        #expect(symbols.objectiveCConstant("MyAppStateLoading") == nil)
        let constant = try Self.only(
            Self.document(
                "[UIView transitionWithView:self.view duration:0.75 options:UIViewAnimationOptionTransitionFlipFromRight animations:nil completion:nil];"
            ))
        #expect(
            constant.status
                == .skipped(
                    reason:
                        "uses UIKit API the headless UIKit does not model: UIViewAnimationOptionTransitionFlipFromRight"
                ))
        let classMessage = try Self.only(
            Self.document(
                "ViewController *first = [[ViewController alloc] init];\ninfoViewController *info = [[infoViewController alloc] init];"
            ))
        #expect(classMessage.status.needs == ["ViewController", "infoViewController"], "\(classMessage.diagnostics)")
    }

    /// A statement shown outside the delegate method it belongs in: `tableView` and `indexPath` are that
    /// method's parameters, named after their classes as Apple names them, so clang's "did you mean
    /// 'UITableView'?" is no typo: needs. A property Apple's class has that the headers lack is unmodelled.
    @Test func aVariableNamedAfterItsClassIsANeedAndAnAppleMemberUnmodelled() throws {
        let needs = try Self.only(Self.document("UITableViewCell *cell = [tableView cellForRowAtIndexPath:indexPath];"))
        #expect(needs.status.needs == ["tableView", "indexPath"])
        let measured = try Self.only(
            Self.document(
                """
                CGSize textMaxSize = CGSizeMake(200, MAXFLOAT);
                NSDictionary *textAttr = @{NSFontAttributeName : [UIFont systemFontOfSize:14]};
                CGFloat textH = [@"text" boundingRectWithSize:textMaxSize options:NSStringDrawingUsesLineFragmentOrigin attributes:textAttr context:nil].size.height;
                NSLog(@"%f", textH);
                """))
        #expect(measured.status == .passed)
        let appleMember = try Self.only(
            Self.document(
                "UITableView *table = nil;\ntable.allowsMultipleSelectionDuringEditing = YES;\ntable.remembersLastFocusedIndexPath = YES;"
            ))
        #expect(
            appleMember.status
                == .skipped(
                    reason:
                        "uses UIKit API the headless UIKit does not model: UITableView.remembersLastFocusedIndexPath"))
        let typo = try Self.only(
            Self.document("UITableView *table = nil;\ntable.allowsMultipleSelectionDuringEditng = YES;"))
        #expect(typo.status == .failed)
    }

    /// A page that lost its line breaks: the declaration of `cell` follows a `//` on its line, so it is
    /// commented out, and `return cell;` is the doc's error, with a note at the comment (not a need).
    @Test func aUseOfADeclarationTheDocCommentedOutFails() throws {
        let result = try Self.only(
            Self.document(
                """
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath { // 1. find a cell UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"cell"];
                 return cell;}
                """))
        #expect(result.status == .failed)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.location?.line == 7)
        #expect(error.notes.last?.location?.line == 6)
        // Declared in a comment of another block, or only assigned in one: still a need.
        let need = try Self.only(Self.document("// if (cell == nil) { cell = nil; }\nreturn cell;"))
        #expect(need.status.needs == ["cell"])
    }

    @Test func halfSwiftHalfObjectiveCFailsAtTheFirstForeignLine() throws {
        let result = try Self.only(
            Self.document(
                """
                - (void)viewDidLoad {
                    [super viewDidLoad];
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }
                """))
        #expect(result.status == .failed)
        #expect(result.diagnostics.first?.location?.line == 9)
    }

    @Test func withoutGNUstepEveryExampleIsSkippedWithOneWarning() throws {
        let document = DocumentParser.parse(Self.document("[self reloadData];"), path: "Docs/t.en.md").document
        let examples = ExampleSet.extract(from: [document]).0.examples
        let checker = ObjectiveCChecker(
            toolchain: .failure(.noFoundation),
            options: ObjectiveCChecker.Options(scratchDirectory: URL(fileURLWithPath: "/nonexistent")))
        let (results, diagnostics) = checker.check(examples)
        #expect(results.first?.status.reason?.contains("libgnustep-base-dev") == true)
        #expect(diagnostics.map(\.id) == [.objectiveCCheckerUnavailable])
    }
}
