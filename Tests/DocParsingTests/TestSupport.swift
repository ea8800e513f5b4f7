import DocParsing
import DocgenCore
import DocgenTestSupport
import Foundation

func parse(_ text: String, path: String = "t.md") -> DocumentParser.Result {
    DocumentParser.parse(text, path: path)
}
