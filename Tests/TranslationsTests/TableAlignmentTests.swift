import DocParsing
import DocgenCore
import Testing
import Translations

/// GFM tables in translations: each cell is a passage with its language, and two translations' tables
/// align cell by cell.
@Suite struct TableAlignmentTests {
    static let english = """
        # Search components

        The table lists the classes a search screen uses.

        | Component | Type / Class | Purpose |
        |---|---|---|
        | Search bar | `UISearchBar` | Takes the text the user types |
        | Results | `UITableViewController` | Shows the 4 matching entries |

        """
    static let russian = """
        # Компоненты поиска

        В таблице перечислены классы, которые использует экран поиска.

        | Компонент | Тип / Класс | Назначение |
        |---|---|---|
        | Строка поиска | `UISearchBar` | Принимает текст, который вводит пользователь |
        | Результаты | `UITableViewController` | Показывает 4 подходящие записи |

        """

    @Test func cellsArePassagesWithTheirLanguage() {
        let languages = LanguageDetector().detect(CorpusFixture.document("Docs/components.ru.md", Self.russian))
        let cells = languages.passages.filter { $0.block.kindName == "tableCell" }
        #expect(cells.count == 9)
        #expect(cells[0].block.plainText == "Компонент")
        #expect(cells[0].language == PassageLanguage.human(.russian))
        #expect(cells[5].block.plainText == "Принимает текст, который вводит пользователь")
        #expect(cells[5].language == PassageLanguage.human(.russian))
    }

    @Test func tablesAlignCellByCell() throws {
        let source = CorpusFixture.document("Docs/components.en.md", Self.english)
        let target = CorpusFixture.document("Docs/components.ru.md", Self.russian)
        let detector = LanguageDetector()
        let alignment = TranslationAligner().align(
            source: source, detector.detect(source), target: target, detector.detect(target))
        let cellBeads = alignment.beads.filter { $0.source.first?.kind == "tableCell" }
        #expect(cellBeads.count == 9)
        #expect(cellBeads.allSatisfy { $0.shape == "1-1" && $0.target.first?.kind == "tableCell" })
        // Cell i of the English table pairs with cell i of the Russian one: same line, same column order.
        let sourceCells = source.passages.filter { $0.kindName == "tableCell" }.map(\.range.lowerBound)
        let targetCells = target.passages.filter { $0.kindName == "tableCell" }.map(\.range.lowerBound)
        #expect(cellBeads.map { $0.source[0].location } == sourceCells)
        #expect(cellBeads.map { $0.target[0].location } == targetCells)
    }
}
