import DocgenCore
import SwiftSyntax

/// What docgen reads statically from an assembled program: whether it needs `import UIKit` and the
/// searchable entries of its data literal (`summary`).
struct ProgramAnalysis {
    let lines: [ProgramLine]
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(lines: [ProgramLine]) {
        self.lines = lines
        let text = AssembledProgram(lines: lines).text
        tree = SwiftSourceTrees.tree(of: text)
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

    // MARK: - Summary

    /// What the analysis found, independent of where the lines came from: programs with the same text
    /// share it (translations and copies of one example).
    struct Summary {
        struct Row {
            var title: String
            var image: String?
            /// 0-based program line and 1-based column of the title literal.
            var line: Int
            var column: Int
        }

        var needsUIKitImport: Bool
        var rows: [Row]

        /// The rows as entries, located in the Markdown of these lines.
        func entries(in lines: [ProgramLine]) -> [Entry] {
            rows.map { row in
                let origin = row.line < lines.count ? lines[row.line].origin : nil
                let location = origin.map {
                    DocgenCore.SourceLocation(file: $0.file, line: $0.line, column: $0.column + row.column - 1)
                }
                return Entry(title: row.title, image: row.image, location: location)
            }
        }
    }

    var summary: Summary {
        let finder = EntryLiteralFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let rows = finder.candidates.max(by: { $0.score < $1.score })?.rows.map { row in
            let location = converter.location(for: row.titlePosition)
            return Summary.Row(title: row.title, image: row.image, line: location.line - 1, column: location.column)
        }
        return Summary(needsUIKitImport: needsUIKitImport, rows: rows ?? [])
    }
}
