import DocgenCore
import SwiftParser
import SwiftSyntax

/// What docgen reads statically from an assembled program: whether it needs `import UIKit` and the
/// searchable entries of its data literal.
struct ProgramAnalysis {
    let lines: [ProgramLine]
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(lines: [ProgramLine]) {
        self.lines = lines
        let text = AssembledProgram(lines: lines).text
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: "program.swift", tree: tree)
    }

    // MARK: - UIKit

    /// Whether the program names UIKit or Core Graphics symbols (`UI…`, `CG…`) without importing UIKit.
    var needsUIKitImport: Bool {
        let imported = tree.statements.contains { item in
            guard case .decl(let decl) = item.item, let importDecl = decl.as(ImportDeclSyntax.self) else {
                return false
            }
            return importDecl.path.first?.name.text == "UIKit"
        }
        guard !imported else { return false }
        return tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return Self.isUIKitName(name)
        }
    }

    /// `UITableView`, `UISearchController`, `CGPoint`: a `UI`/`CG` prefix followed by an uppercase letter.
    static func isUIKitName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count > 2, name.hasPrefix("UI") || name.hasPrefix("CG") else { return false }
        return ("A"..."Z").contains(scalars[2])
    }

    // MARK: - Entries

    /// The rows of the program's data literal (see `EntryLiteralFinder`), with Markdown locations.
    var entries: [Entry] {
        let finder = EntryLiteralFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard let best = finder.candidates.max(by: { $0.score < $1.score }) else { return [] }
        return best.rows.map { row in
            Entry(title: row.title, image: row.image, location: markdownLocation(of: row.titlePosition))
        }
    }

    /// The Markdown location of a position in the program text (nil on synthesized lines).
    func markdownLocation(of position: AbsolutePosition) -> DocgenCore.SourceLocation? {
        let location = converter.location(for: position)
        guard location.line >= 1, location.line <= lines.count, let origin = lines[location.line - 1].origin else {
            return nil
        }
        return DocgenCore.SourceLocation(
            file: origin.file, line: origin.line, column: origin.column + location.column - 1)
    }
}
