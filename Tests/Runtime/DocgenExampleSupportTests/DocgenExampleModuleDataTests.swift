import DocgenExampleSupport
import Testing
import UIKit
import UIKitDriver

/// An example's module says how it is played in plain types (`docgenExampleData_<id>()`); the runner makes
/// it a `DocgenExample` with every field in place and every location a `DocLocation`.
@Suite @MainActor struct DocgenExampleModuleDataTests {
    static func data(mode: String, host: Bool) -> DocgenExample.ModuleData {
        var makeHost: (@MainActor @Sendable () -> UIViewController)?
        if host { makeHost = { UITableViewController() } }
        return (
            title: "Поиск", mode: mode,
            sources: [(file: "Docs/a.ru.md", line: 12, column: 3), (file: "Docs/a.zh-Hant.md", line: 9, column: 1)],
            makeHost: makeHost,
            sessionIsFromDocs: true,
            session: [
                (
                    action: .type("in"), expected: ["Intermediate"], quoted: "type \"in\"", file: "Docs/a.ru.md",
                    line: 40, column: 1
                ),
                (action: .cancel, expected: nil, quoted: "cancel", file: "Docs/a.ru.md", line: 41, column: 5),
            ]
        )
    }

    @Test func everyFieldIsTheModules() {
        let example = DocgenExample(id: "a__poisk", Self.data(mode: "shouldFail", host: true))
        #expect(example.id == "a__poisk")
        #expect(example.title == "Поиск")
        #expect(example.mode == .shouldFail)
        #expect(
            example.sources == [
                DocLocation(file: "Docs/a.ru.md", line: 12, column: 3),
                DocLocation(file: "Docs/a.zh-Hant.md", line: 9, column: 1),
            ])
        #expect(example.makeHost != nil)
        expectSession(example)
    }

    private func expectSession(_ example: DocgenExample) {
        #expect(example.sessionIsFromDocs)
        #expect(example.session.map(\.action) == [.type("in"), .cancel])
        #expect(example.session.map(\.expected) == [["Intermediate"], nil])
        #expect(example.session.map(\.quoted) == ["type \"in\"", "cancel"])
        #expect(
            example.session.map(\.location) == [
                DocLocation(file: "Docs/a.ru.md", line: 40, column: 1),
                DocLocation(file: "Docs/a.ru.md", line: 41, column: 5),
            ])
    }

    @Test func withoutAHostNothingIsPlayedAndAnUnknownModeDoesNotRun() {
        let example = DocgenExample(id: "a__b", Self.data(mode: "sometimes", host: false))
        #expect(example.mode == .noRun)
        #expect(example.play() == nil)
    }
}
