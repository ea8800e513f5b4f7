import DocgenCore
import DocgenTestSupport
import ExampleChecking
import Foundation
import Testing

/// This test target's directory (fixtures and golden files live beside the tests).
let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// A captured tool output in `Fixtures/` (real `swift build` / `swift test` output of Swift 6.3 on Linux,
/// with the scratch package's path replaced by `/ci/docs/Examples`).
func fixture(_ name: String) throws -> String {
    try String(contentsOf: testsDirectory.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
}

/// Compares `actual` with `Golden/<name>`; `DOCGEN_RECORD=1` re-records it.
func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    try Golden.expect(
        actual, matches: testsDirectory.appendingPathComponent("Golden/\(name)"), recordWith: "ExampleCheckingTests",
        sourceLocation: sourceLocation)
}

func location(_ file: String, _ line: Int, _ column: Int = 1) -> DocgenCore.SourceLocation {
    DocgenCore.SourceLocation(file: file, line: line, column: column)
}

/// A report with every kind of result and every character that needs escaping somewhere.
let sampleReport = CheckReport(
    examples: [
        ExampleResult(
            id: "search__basic", status: .passed,
            locations: [location("Docs/search.en.md", 10), location("Docs/search.ru.md", 12)], evidence: .session),
        ExampleResult(
            id: "search__scope_bar", status: .failed,
            locations: [location("Docs/search.ru.md", 40)],
            diagnostics: [
                .error(
                    .exampleCompileError, at: location("Docs/search.ru.md", 42, 19),
                    "cannot find type 'UIViewControler' in scope",
                    notes: [
                        .init(
                            location: location("Docs/search.ru.md", 47, 26), message: "did you mean 'UIViewController'?"
                        )
                    ]),
                .warning(
                    .exampleCompileWarning, at: location("Docs/search.ru.md", 45, 9),
                    "initialization of variable 'y' was never used; consider replacing with assignment to '_' or removing it"
                ),
                .error(
                    .expectationFailed, at: location("Docs/search.ru.md", 61, 1),
                    "step 2 showed (none), expected \"Intermediate\" & <Advanced>, 100% sure"),
            ],
            failingStep: .init(
                text: "type \"in\" → Intermediate, Advanced", location: location("Docs/search.ru.md", 61))),
        ExampleResult(
            id: "poisk__h3c5f0e", status: .failed, locations: [location("Docs/導航 欄.zh-Hant.md", 7, 1)],
            diagnostics: [
                .error(
                    .exampleTrapped, at: location("Docs/導航 欄.zh-Hant.md", 9, 5),
                    "Fatal error: Index out of range\ncontrol\u{1}char")
            ]),
        ExampleResult(
            id: "search__objc", status: .skipped(reason: "ignore=\"Objective-C is not built\""),
            locations: [location("Docs/search.en.md", 80)], isCached: true),
        ExampleResult(
            id: "search__fragment",
            status: .incomplete(
                needs: ["searchController", "products"],
                suggestion:
                    "// snippet.hide\nvar searchController: UISearchController!\nvar products: [String] = []\n// snippet.show"
            ),
            locations: [location("Docs/search.en.md", 90)],
            diagnostics: [
                .warning(
                    .incompleteFragment, at: location("Docs/search.en.md", 92, 5),
                    "a fragment of a larger sample: needs 'searchController', 'products'")
            ],
            blocks: [
                BlockResult(
                    location: location("Docs/search.en.md", 90), lastLine: 93, status: .incomplete,
                    needs: ["searchController", "products"]),
                BlockResult(location: location("Docs/search.en.md", 97), lastLine: 99, status: .passed),
            ]),
        ExampleResult(
            id: "search__scenes",
            status: .skipped(reason: "uses UIKit API the headless UIKit does not model: UIScene, UIScreen.main"),
            locations: [location("Docs/search.en.md", 100)],
            diagnostics: [
                .note(
                    .unmodelledUIKitAPI, at: location("Docs/search.en.md", 102, 25),
                    "'UIScene' is UIKit API the headless UIKit does not model")
            ],
            unmodelled: [
                UnmodelledUse(name: "UIScene", location: location("Docs/search.en.md", 102, 25)),
                UnmodelledUse(name: "UIScreen.main", location: location("Docs/search.en.md", 104, 9)),
            ]),
        ExampleResult(
            id: "search__combine",
            status: .skipped(reason: "imports Combine (an Apple-only framework that does not exist on Linux)"),
            locations: [location("Docs/search.en.md", 110)],
            unmodelled: [UnmodelledUse(name: "UIScene", location: location("Docs/search.en.md", 112, 25))],
            unavailableModules: [
                UnavailableModule(name: "Combine", kind: .appleOnly, location: location("Docs/search.en.md", 111))
            ]),
    ],
    diagnostics: [.error(.staleExamples, at: nil, "Examples/ is stale: run `docgen build`")])

/// A compiler error as swiftc prints it with `-debug-diagnostic-names` (`message [identifier]`), read as
/// `CompilerOutputParser` reads it: the message, and the identifier with the values the message quotes as
/// the diagnostic's compiler fact. Text without a tag is an error the compiler gave no identifier for.
func compilerError(
    at location: DocgenCore.SourceLocation?, _ printed: String, notes: [Diagnostic.Note] = []
) -> Diagnostic {
    let (message, identifier, _) = CompilerFact.splitTags(printed)
    var diagnostic = Diagnostic.error(.exampleCompileError, at: location, message, notes: notes)
    diagnostic.compiler = identifier.map { CompilerFact(identifier: $0, message: message) }
    return diagnostic
}

/// A compiler note as swiftc prints it with `-debug-diagnostic-names`, read as ``compilerError(at:_:notes:)``.
func compilerNote(at location: DocgenCore.SourceLocation?, _ printed: String) -> Diagnostic.Note {
    let (message, identifier, _) = CompilerFact.splitTags(printed)
    return Diagnostic.Note(
        location: location, message: message,
        compiler: identifier.map { CompilerFact(identifier: $0, message: message) })
}
