import DocParsing
import DocgenCore
import ExampleExtraction
import Foundation

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

/// Parses Markdown documents given as (path, text) and extracts their examples.
func extract(_ documents: [(path: String, text: String)]) -> (set: ExampleSet, diagnostics: [Diagnostic]) {
    let parsed = documents.map { DocumentParser.parse($0.text, path: $0.path).document }
    let (set, diagnostics) = ExampleSet.extract(from: parsed)
    return (set, diagnostics)
}

/// One document.
func extract(_ text: String, path: String = "Docs/t.md") -> (set: ExampleSet, diagnostics: [Diagnostic]) {
    extract([(path, text)])
}

/// Source with position markers: every `‸` is removed and its (line, UTF-8 column) recorded, so tests
/// say where things are instead of counting bytes by hand.
struct MarkedSource {
    var text: String
    var markers: [(line: Int, column: Int)]

    init(_ marked: String) {
        var text = "", markers: [(Int, Int)] = []
        var line = 1, column = 1
        for character in marked {
            if character == "‸" {
                markers.append((line, column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.markers = markers
    }

    func location(_ index: Int, file: String) -> SourceLocation {
        SourceLocation(file: file, line: markers[index].line, column: markers[index].column)
    }
}

/// A fenced block.
func fence(_ info: String, _ code: String) -> String {
    "```\(info)\n\(code)\n```\n"
}
