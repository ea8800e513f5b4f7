import AppleUIKitAPI
import DocgenCore
import Testing

@testable import ExampleExtraction

/// A method that nearly matches an optional requirement of a UIKit protocol its type adopts: Xcode's
/// "nearly matches" warning at the method's name, and Apple's declaration of the requirement where the
/// generated copy can record its calls.
struct RequirementNearMissTests {
    static func findings(_ code: String) -> [RequirementNearMiss.Finding] {
        let program = AssembledProgram(
            lines: code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
                ProgramLine(text: String($1), origin: SourceLocation(file: "Docs/x.md", line: 10 + $0, column: 1))
            })
        return RequirementNearMiss.findings(in: program)
    }

    static func errors(_ code: String) -> [Diagnostic] { findings(code).map(\.warning) }

    @Test func aMisspeltDelegateMethodIsReportedAtItsName() throws {
        let errors = Self.errors(
            """
            class ListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                func tableView(_ tableView: UITableView, didDeselectRowAtt indexPath: IndexPath) {}
            }
            """)
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.id == .requirementNearMiss)
        #expect(error.severity == .warning)
        #expect(error.location == SourceLocation(file: "Docs/x.md", line: 12, column: 10))
        #expect(
            error.message
                == "instance method 'tableView(_:didDeselectRowAtt:)' nearly matches optional requirement "
                + "'tableView(_:didDeselectRowAt:)' of protocol 'UITableViewDelegate'"
        )
    }

    /// Swift 2's spelling, in an extension that adopts the protocol.
    @Test func swiftTwoSpellingsNearlyMatch() {
        let errors = Self.errors(
            """
            class ListController: UIViewController {}
            extension ListController: UITableViewDelegate {
                func tableView(tableView: UITableView, didSelectRowAtIndexPath indexPath: NSIndexPath) {}
            }
            """)
        #expect(
            errors.map(\.message).first?.contains(
                "'tableView(tableView:didSelectRowAtIndexPath:)' nearly matches optional requirement 'tableView(_:didSelectRowAt:)'"
            ) == true)
    }

    @Test(arguments: [
        // Not adopted: a near name of another protocol's requirement is the type's own method.
        "class A: UIViewController { func tableView(_ t: UITableView, didSelectRowAtt i: IndexPath) {} }",
        // An override is checked by the compiler.
        "class A: UITableViewController { override func tableView(_ t: UITableView, didSelectRowAt i: IndexPath) {} }",
        // Exactly a requirement.
        "class A: NSObject, UITableViewDelegate { func tableView(_ t: UITableView, didDeselectRowAt i: IndexPath) {} }",
        // Another shape: more arguments.
        "class A: NSObject, UITableViewDelegate { func tableView(_ t: UITableView, didSelectRowAt i: IndexPath, animated: Bool) {} }",
        // Far from every requirement.
        "class A: NSObject, UISearchBarDelegate { func filter(_ text: String) {} }",
    ])
    func othersAreNotNearMisses(code: String) {
        #expect(Self.errors(code) == [])
    }

    /// Apple's declaration of a requirement that returns nothing, for the generated copy to record its calls;
    /// none for one that returns a value, or for a type whose superclass is the program's own.
    @Test func theRequirementIsGivenWhereItsCallsCanBeRecorded() {
        let finding = Self.findings(
            "class A: NSObject, UITableViewDelegate { func tableView(_ t: UITableView, didSelectRowAtt i: IndexPath) {} }"
        ).first
        #expect(
            finding?.recordingDeclaration
                == "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)")
        #expect(
            Self.findings(
                "class A: NSObject, UITableViewDelegate { func tableView(_ t: UITableView, heightForRowAtt i: IndexPath) -> CGFloat { 1 } }"
            ).first?.recordingDeclaration == nil)
        #expect(
            Self.findings(
                "class B: A, UITableViewDelegate { func tableView(_ t: UITableView, didSelectRowAtt i: IndexPath) {} }"
            ).first?.recordingDeclaration == nil)
    }

    @Test func partsAreComparedOneByOne() {
        #expect(
            RequirementNearMiss.isNearMiss("tableView(_:didSelectRowAtIndexPath:)", of: "tableView(_:didSelectRowAt:)"))
        #expect(RequirementNearMiss.isNearMiss("searchBar(_:textDidChnage:)", of: "searchBar(_:textDidChange:)"))
        #expect(!RequirementNearMiss.isNearMiss("tableView(_:didSelectRowAt:)", of: "tableView(_:didSelectRowAt:)"))
        #expect(!RequirementNearMiss.isNearMiss("tableView(_:heightFor:)", of: "tableView(_:heightForRowAt:)"))
    }
}
