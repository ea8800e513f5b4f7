import DocgenCore
import ExampleExtraction
import Testing

/// The steps beyond search: what they parse to, how they print, and each malformed step's located error.
@Suite struct SessionStepParsingTests {
    func parse(_ code: String) -> (steps: [SearchSession.Step], diagnostics: [Diagnostic]) {
        SearchSessionParser.parse(code, file: "Docs/t.md", firstLine: 10, column: 4)
    }

    @Test func everyStepBeyondSearch() {
        let code = """
            tap "Milk"                              → Milk, Eggs
            tap button "Add"                        → Milk, Eggs
            tap button add                          -> Milk, Eggs
            tap button fastforward                  → Milk, Eggs
            alert "New Todo" type "Bread" tap "Add" → Milk, Eggs, Bread
            alert "Sign in" type "me" type "pw" tap "OK" → Milk
            alert "Sure?" tap "Cancel"              → Milk
            swipe "Milk" delete                     → Eggs
            swipe "Eggs" "Mark as done"             → (none)
            pull to refresh                         → Fetched
            back                                    → Milk
            """
        let (steps, diagnostics) = parse(code)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            steps.map(\.action) == [
                .tapRow("Milk"), .tapButton("Add", systemItem: false), .tapButton("add", systemItem: true),
                .tapButton("fastForward", systemItem: true),
                .alert(title: "New Todo", typing: ["Bread"], button: "Add"),
                .alert(title: "Sign in", typing: ["me", "pw"], button: "OK"),
                .alert(title: "Sure?", typing: [], button: "Cancel"),
                .swipe(row: "Milk", action: "delete"), .swipe(row: "Eggs", action: "Mark as done"), .pullToRefresh,
                .back,
            ])
        #expect(steps[4].expectedRows == ["Milk", "Eggs", "Bread"])
        #expect(steps.filter { !$0.action.isBeyondSearch }.isEmpty)
        #expect(!SearchSession.Action.cancel.isBeyondSearch)
    }

    @Test func stepsPrintAsWrittenAndReparseToThemselves() {
        let actions: [SearchSession.Action] = [
            .tapRow("Milk \"2%\""), .tapButton("Add", systemItem: false), .tapButton("add", systemItem: true),
            .alert(title: "New Todo", typing: ["Bread"], button: "Add"), .swipe(row: "Milk", action: "delete"),
            .swipe(row: "Milk", action: "Mark as done"), .pullToRefresh, .back,
        ]
        for action in actions {
            let (steps, diagnostics) = parse("\(action) → A")
            #expect(diagnostics.isEmpty && steps.map(\.action) == [action], "\(action)")
        }
        #expect(SearchSession.Action.tapButton("add", systemItem: true).description == "tap button add")
        #expect(SearchSession.Action.swipe(row: "Milk", action: "delete").description == "swipe \"Milk\" delete")
    }

    @Test(arguments: [
        ("tap Milk → A", 5, DiagnosticID.malformedTapStep, "'tap' needs a row title in double quotes or 'button'"),
        ("tap → A", 5, .malformedTapStep, "'tap' needs a row title"),
        ("tap \"Milk → A", 5, .malformedTapStep, "unterminated string"),
        ("tap button plus → A", 12, .malformedButtonStep, "unknown system item 'plus'"),
        ("tap button → A", 12, .malformedButtonStep, "'tap button' needs a title in double quotes or a system item"),
        ("swipe Milk delete → A", 7, .malformedSwipeStep, "'swipe' needs a row title in double quotes"),
        ("swipe \"Milk\" → A", 14, .malformedSwipeStep, "'swipe' needs the action to tap"),
        ("alert New → A", 7, .malformedAlertStep, "'alert' needs the alert's title in double quotes"),
        ("alert \"New\" type Milk tap \"Add\" → A", 18, .malformedAlertStep, "'type' needs the text in double quotes"),
        ("alert \"New\" type \"Milk\" → A", 25, .malformedAlertStep, "expected 'type' or 'tap' in the alert step"),
        ("alert \"New\" press \"Add\" → A", 13, .malformedAlertStep, "expected 'type' or 'tap'"),
        ("alert \"New\" tap Add → A", 17, .malformedAlertStep, "'tap' needs the button's title in double quotes"),
        ("pull → A", 6, .malformedPullStep, "write 'pull to refresh'"),
        ("pull to reload → A", 9, .malformedPullStep, "write 'pull to refresh'"),
        ("back now → A", 6, .unexpectedTextAfterStep, "unexpected text after 'back'"),
        ("tap \"Milk\" twice → A", 12, .unexpectedTextAfterStep, "unexpected text after 'tap \"Milk\"'"),
        ("back", 5, .malformedSessionStep, "expected '→' after the action"),
    ])
    func malformedStepsAreLocatedErrors(line: String, column: Int, id: DiagnosticID, message: String) throws {
        let (steps, diagnostics) = parse("back → (none)\n" + line)
        #expect(steps.count == 1, "a malformed step is left out")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .error && diagnostic.id == id, "\(diagnostic)")
        #expect(diagnostic.location == SourceLocation(file: "Docs/t.md", line: 11, column: 3 + column), "\(diagnostic)")
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
    }
}
