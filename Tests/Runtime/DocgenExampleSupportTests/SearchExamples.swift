import DocgenExampleSupport
import UIKit
import UIKitDriver

@testable import NavigationBarSearchExample

/// Examples over the navigation-bar search example of the docs (the seed's `ViewController`).
enum SearchExamples {
    static let allTitles = ["Easiest", "Intermediate", "Advanced", "Expert Only"]

    static func step(_ action: SessionAction, _ expected: [String]?, line: Int) -> DocgenSessionStep {
        DocgenSessionStep(
            action, expected: expected, quoted: action.description,
            at: DocLocation(file: "Docs/search.ru.md", line: line, column: 1))
    }

    /// The example with a session (the docs' lines 96…).
    static func example(_ session: [DocgenSessionStep], id: String = "search") -> DocgenExample {
        DocgenExample(
            id: id, title: "Панель поиска", mode: .runnable,
            sources: [DocLocation(file: "Docs/search.ru.md", line: 27, column: 1)],
            makeHost: { NavigationBarSearchExample.ViewController() }, sessionIsFromDocs: true, session: session)
    }

    /// An example that declares no controller.
    static let headless = DocgenExample(
        id: "plain", title: "Plain", mode: .noRun, sources: [], makeHost: nil, sessionIsFromDocs: false, session: [])
}
