import DocParsing
import DocgenCore
import DocgenTestSupport
import Foundation

/// A fresh temporary directory, removed by the caller with `cleanUp`.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func parse(_ text: String, path: String = "t.md") -> DocumentParser.Result {
    DocumentParser.parse(text, path: path)
}
