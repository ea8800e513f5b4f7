import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import ExampleGeneration
import Foundation
import Testing

@testable import ExampleChecking

/// No verdict on Objective-C depends on the words of clang's messages: the same examples, with every message
/// and note clang writes replaced by `x`, get the same statuses (needs, suggestions, skip reasons), the same
/// unmodelled API and their errors at the same places.
@Suite struct ObjectiveCRewordingTests {
    static let toolchain = ObjectiveCToolchain.locate(
        swift: "swift", headers: ObjectiveCToolchain.headerDirectory(inDocgenPackage: repositoryRoot))

    /// One example for each way clang's errors are read: needs of a fragment (a type, a property, a variable, a
    /// method of the host), a category on a class never shown, a typo clang or docgen corrects, Apple API the
    /// headers lack (a class, a property, a type clang does not name), what cascades from it, a missing
    /// framework, a declaration commented out, and plain errors.
    static let examples = [
        """
        ResultViewController *results = [[ResultViewController alloc] init];
        self.searchController = [[UISearchController alloc] initWithSearchResultsController:results];
        """,
        """
        @implementation MyCell (Configure)
        - (void)configureWithTitle:(NSString *)title {
            self.textLabel.text = title;
        }
        @end
        """,
        """
        UITableView *table = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
        [self setTableView:table];
        [self refreshEverything:YES];
        """,
        "[self setEditng:YES animated:NO];",
        """
        - (void)filterContentForSearchText:(NSString *)searchText {
        }
        - (void)viewDidLoad {
            [self filterContentForSerchText:@"a"];
        }
        """,
        "UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[]];",
        "UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[]];\n[self.tableView reloadDta];",
        "UITablView *table = nil;",
        "UIStakView *stack = nil;",
        """
        - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout referenceSizeForHeaderInSection:(NSInteger)section {
            return CGSizeMake(60.0f, 30.0f);
        }
        """,
        """
        UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"T" message:@"M" preferedStyle:UIAlertControllerStyleAlert];
        [view presentViewController:alert animated:YES completion:nil];
        """,
        """
        UIActionSheet *sheet = [[UIActionSheet alloc] initWithTitle:@"T" delegate:nil cancelButtonTitle:@"C" destructiveButtonTitle:nil otherButtonTitles:nil];
        [sheet showInView:self.view];
        self.tableView.allowsMultipleSelectionDuringEditing = YES;
        """,
        "#import <MapKit/MapKit.h>\nMKMapView *map = nil;",
        """
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            // 1. find a cell UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Cell"];
            return cell;
        }
        """,
        "int b = \"b\";\n[self.view addSubview:nil];",
    ]

    /// The results of the examples, each alone in a document, with clang's messages as they are or reworded.
    static func results(reworded: Bool) throws -> [ExampleResult] {
        let directory = try makeTemporaryDirectory("docgen-objc-reworded")
        defer { try? FileManager.default.removeItem(at: directory) }
        var checker = ObjectiveCChecker(
            toolchain: toolchain, options: ObjectiveCChecker.Options(scratchDirectory: directory))
        if reworded { checker.messageRewording = { _ in "x" } }
        let documents = examples.enumerated().map { index, code in
            DocumentParser.parse("# T\n\n```objc\n\(code)\n```\n", path: "Docs/t\(index).en.md").document
        }
        let examples = ExampleSet.extract(from: documents).0.examples.filter { ExamplePlan($0).isTypeCheckedWithClang }
        return checker.check(examples).results
    }

    @Test func everyVerdictIsTheSameWithClangsMessagesReworded() throws {
        let plain = try Self.results(reworded: false)
        let reworded = try Self.results(reworded: true)
        #expect(plain.count == Self.examples.count)
        #expect(reworded.map(\.id) == plain.map(\.id))
        for (original, other) in zip(plain, reworded) {
            #expect(other.status == original.status, "\(original.id)")
            #expect(other.unmodelled == original.unmodelled, "\(original.id)")
            let errors = { (result: ExampleResult) in
                result.diagnostics.filter { $0.severity == .error }.map(\.location)
            }
            #expect(errors(other) == errors(original), "\(original.id)")
        }
        // The examples cover each status they are here for.
        let statuses = plain.map(\.status)
        #expect(statuses.contains { !$0.needs.isEmpty })
        #expect(statuses.contains(.failed))
        #expect(plain.contains { !$0.unmodelled.isEmpty })
    }
}
