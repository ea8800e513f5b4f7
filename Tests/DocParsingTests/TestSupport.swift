import DocParsing
import DocgenCore
import Foundation

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

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

/// A fresh temporary directory, removed by the caller with `cleanUp`.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func parse(_ text: String, path: String = "t.md") -> DocumentParser.Result {
    DocumentParser.parse(text, path: path)
}
