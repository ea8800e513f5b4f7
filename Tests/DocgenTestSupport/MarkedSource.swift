import DocgenCore
import Foundation

/// The repository's root, found from this file's path (`Tests/DocgenTestSupport/`).
public let repositoryRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

/// The headless UIKit's Swift files (`Sources/Runtime/UIKit`, in its family folders), by file name.
public func headlessUIKitFiles() throws -> [String: URL] {
    let folder = repositoryRoot.appendingPathComponent("Sources/Runtime/UIKit")
    var files: [String: URL] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) where path.hasSuffix(".swift") {
        let url = folder.appendingPathComponent(path)
        files[url.lastPathComponent] = url
    }
    return files
}

/// Source with position markers: every `‸` is removed and its (line, UTF-8 column) recorded, so tests
/// say where things are instead of counting bytes by hand.
public struct MarkedSource {
    public var text: String
    public var markers: [(line: Int, column: Int)]

    public init(_ marked: String) {
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

    public func location(_ index: Int, file: String) -> SourceLocation {
        SourceLocation(file: file, line: markers[index].line, column: markers[index].column)
    }
}
