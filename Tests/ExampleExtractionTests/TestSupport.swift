import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import Foundation

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

/// A fenced block.
func fence(_ info: String, _ code: String) -> String {
    "```\(info)\n\(code)\n```\n"
}
