import DocgenCore
import Testing
import Translations

/// Each kind of defect written into a copy of a real translation — the bundled `Docs/` and a third-party
/// pair of the wild corpus — is reported, with its check's id, at the line in each document.
@Suite struct TranslationQAInjectionTests {
    typealias Edit = QAScenario.Edit

    static let ru = "uisearchcontroller-topic.ru.md"
    static let zhHant = "uisearchcontroller-topic.zh-Hant.md"
    static let overview = "uisearchcontroller-overview.md"
    static let en = "searchable-swiftui.en.md"
    static let wildRu = "searchable-swiftui.ru.md"

    /// One injected defect and where it must be reported.
    struct Case: CustomTestStringConvertible, Sendable {
        var check: QACheck
        var edits: [(file: String, old: String, new: String)]
        var at: (file: String, line: Int)
        var other: (file: String, line: Int)
        var testDescription: String { "\(check) at \(at.file):\(at.line)" }
    }

    static let bundledCases: [Case] = [
        Case(
            check: .code, edits: [(zhHant, "並採用 UISearchResultsUpdating 協議", "並採用 UISearchResultUpdating 協議")],
            at: (zhHant, 13), other: (ru, 24)),
        Case(
            check: .number,
            edits: [
                (
                    overview, "based on interactions with a search bar.",
                    "based on interactions with a search bar, since iOS 8."
                ),
                (overview, "来管理搜索结果的显示。", "来管理搜索结果的显示（自 iOS 9 起）。"),
            ], at: (overview, 14), other: (overview, 12)),
        Case(
            check: .link,
            edits: [
                (
                    overview, "in tandem with your existing view controllers.",
                    "in tandem with your existing [view controllers](view-controllers.en.md)."
                ),
                (overview, "与现有视图控制器配合使用。", "与现有[视图控制器](view-controller.zh-Hans.md)配合使用。"),
            ], at: (overview, 20), other: (overview, 18)),
        Case(
            check: .markup,
            edits: [(zhHant, "此示例使用搜尋控制器過濾", "此示例使用**搜尋控制器 **過濾")], at: (zhHant, 11), other: (ru, 22)),
        Case(
            check: .placeholder,
            edits: [
                (
                    overview, "notifies the object in its searchResultsUpdater property.",
                    "notifies the object in its searchResultsUpdater property, then shows \"%d results\"."
                ),
                (overview, "属性中通知对象。", "属性中通知对象，然后显示“%@ 个结果”。"),
            ], at: (overview, 32), other: (overview, 30)),
        Case(
            check: .untranslated,
            edits: [
                (
                    zhHant, "此示例使用搜尋控制器過濾表檢視控制器內的資料。搜尋欄位於嵌入表檢視的導航欄內。",
                    "В этом примере используется контроллер поиска для фильтрации данных внутри контроллера табличного представления. Строка поиска помещается в панель навигации, в которую встроена таблица."
                )
            ], at: (zhHant, 11), other: (ru, 22)),
        // The paragraph the original has alone, not merged into the next one: reported at the passage
        // before the gap (the heading).
        Case(
            check: .missing, edits: [(zhHant, "此示例使用搜尋控制器過濾表檢視控制器內的資料。搜尋欄位於嵌入表檢視的導航欄內。\n\n", "")],
            at: (zhHant, 9), other: (ru, 22)),
        Case(
            check: .term, edits: [(zhHant, "此示例使用搜尋控制器過濾", "此示例使用檢索控制器過濾")], at: (zhHant, 11),
            other: (ru, 22)),
    ]

    static let wildCases: [Case] = [
        Case(
            check: .code, edits: [(wildRu, "к `SecondaryView()`", "к `SecondView()`")], at: (wildRu, 70),
            other: (en, 70)),
        Case(check: .number, edits: [(wildRu, "С iOS 15", "С iOS 16")], at: (wildRu, 1), other: (en, 1)),
        Case(
            check: .link,
            edits: [
                (
                    wildRu, "(https://developer.apple.com/documentation/swiftui/form/",
                    "(https://developer.apple.com/documentation/swiftui/view/"
                )
            ],
            at: (wildRu, 1), other: (en, 1)),
        Case(
            check: .markup, edits: [(wildRu, "**предпочтительное**", "предпочтительное")], at: (wildRu, 34),
            other: (en, 34)),
        Case(
            check: .placeholder,
            edits: [
                (en, "Prepare the structure:", "Prepare the structure (its rows read \"%@ by %d\"):"),
                (wildRu, "Сперва подготовим структуру:", "Сперва подготовим структуру (строки «%@, автор %@»):"),
            ], at: (wildRu, 76), other: (en, 76)),
        Case(
            check: .untranslated,
            edits: [
                (
                    wildRu,
                    "Сделаем поиск и выдачу результата. Создадим приложение, показывающее список авторов статей, в котором пользователь может найти определённого автора. Сперва подготовим структуру:",
                    "Let's perform a search and output the result. Create an application that shows a list of authors of articles in which the user can find a particular author. Prepare the structure:"
                )
            ], at: (wildRu, 76), other: (en, 76)),
        Case(
            check: .missing,
            edits: [
                (
                    wildRu,
                    "Сделаем поиск и выдачу результата. Создадим приложение, показывающее список авторов статей, в котором пользователь может найти определённого автора. Сперва подготовим структуру:\n\n",
                    ""
                )
            ],
            at: (wildRu, 74), other: (en, 76)),
        Case(
            check: .term, edits: [(wildRu, "поисковый бар вызывается", "строка ввода вызывается")], at: (wildRu, 1),
            other: (en, 1)),
    ]

    @Test(arguments: bundledCases) func defectInBundledDocsIsReportedAtBothLines(_ defect: Case) throws {
        try expectReported(defect, in: QAScenario.bundledDocs())
    }

    @Test(arguments: wildCases) func defectInWildPairIsReportedAtBothLines(_ defect: Case) throws {
        try expectReported(defect, in: QAScenario.wildPair(glossary: "en\tru\nsearch bar\tпоисковый бар\n"))
    }

    private func expectReported(_ defect: Case, in scenario: QAScenario) throws {
        let found = try scenario.injected(defect.edits.map { Edit(file: $0.file, old: $0.old, new: $0.new) })
        let summary = found.map(\.summary).joined(separator: "\n")
        #expect(
            found.contains {
                $0.check == defect.check
                    && $0.isAt(defect.at.file, defect.at.line, other: defect.other.file, defect.other.line)
            }, "\(summary)")
        #expect(found.allSatisfy { $0.check == defect.check }, "only the injected kind is new:\n\(summary)")
        #expect(found.allSatisfy { $0.id == defect.check.diagnosticID })
    }
}
