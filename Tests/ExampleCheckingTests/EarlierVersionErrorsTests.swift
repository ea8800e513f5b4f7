import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// A tutorial's next step keeps the step before it: the errors it keeps are that step's, not its own.
struct EarlierVersionErrorsTests {
    static let markdown = """
        # Steps

        ## One

        ```swift
        class StepsController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let count: Int = "three"
            }
        }
        ```

        ## Two

        ```swift
        extension StepsController {
            func more() {
                undeclaredThing()
            }
        }
        ```
        """

    func examples() throws -> ExampleSet {
        let document = DocumentParser.parse(Self.markdown, path: "Docs/steps.en.md").document
        return ExampleSet.extract(from: [document]).0
    }

    func error(_ line: Int, _ message: String) -> ExampleCompileError {
        .doc(compilerError(at: location("Docs/steps.en.md", line, 9), message))
    }

    @Test func anErrorTheStepBeforeReportsIsThatStepsOwn() throws {
        let set = try examples()
        let first = try #require(set.examples.first { $0.version == nil })
        let next = try #require(set.examples.first { $0.version != nil })
        #expect(EarlierVersionErrors.versionBefore(next, in: set)?.id == first.id)
        let kept = error(
            9, "cannot convert value of type 'String' to specified type 'Int' [cannot_convert_initializer_value]")
        let own = error(19, "cannot find 'undeclaredThing' in scope [cannot_find_in_scope]")
        let split = EarlierVersionErrors.split([first.id: [kept], next.id: [kept, own]], in: set)
        #expect(split.own[next.id] == [own])
        #expect(split.own[first.id] == [kept])
        #expect(split.keptFrom == [next.id: first.id])
        // Not reported by the step before (its change caused it): the step's own.
        let caused = error(9, "something the change caused [other]")
        #expect(EarlierVersionErrors.split([first.id: [], next.id: [caused]], in: set).own[next.id] == [caused])
    }
}
