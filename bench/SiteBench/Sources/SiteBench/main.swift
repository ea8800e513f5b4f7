// SiteBench: builds the docgen site of some Markdown files, as `docgen build` would, for bench/site.
//
// Usage: SiteBench TEMPLATES OUTPUT PATH…
//
// Loads the Markdown files or directories PATH… (DocumentLoader), runs the translation and example stages, renders
// the site with the templates below TEMPLATES (the repository's Templates/) and writes it to OUTPUT. Prints one
// line: `documents=N files=N bytes=N load=MS translations=MS examples=MS render=MS write=MS total=MS`
// (wall-clock milliseconds).
//
// Every stage runs over the whole corpus, exactly as `docgen build` runs them.
import Dispatch
import DocParsing
import ExampleExtraction
import Foundation
import Mustache
import SiteRendering
import Translations

/// Milliseconds since `start`.
func milliseconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: SiteBench TEMPLATES OUTPUT PATH…\n".utf8))
    exit(64)
}
let templatesDirectory = URL(fileURLWithPath: arguments[0])
let output = URL(fileURLWithPath: arguments[1])
let start = DispatchTime.now()
do {
    let templates = try MustacheLibrary(directory: templatesDirectory)
    let loaded = DocumentLoader.load(paths: Array(arguments.dropFirst(2)))
    let loadTime = milliseconds(since: start)
    let translationsStart = DispatchTime.now()
    let report = TranslationAnalyzer().analyze(loaded.documents)
    let translationsTime = milliseconds(since: translationsStart)
    let examplesStart = DispatchTime.now()
    let (examples, _) = ExampleSet.extract(from: loaded.documents)
    let examplesTime = milliseconds(since: examplesStart)
    let renderStart = DispatchTime.now()
    let files = try SiteRenderer(templates: templates)
        .render(documents: loaded.documents, translations: report, examples: examples)
    let renderTime = milliseconds(since: renderStart)
    let writeStart = DispatchTime.now()
    _ = try SiteWriter.write(files, to: output).get()
    let writeTime = milliseconds(since: writeStart)
    let bytes = files.values.reduce(0) { $0 + $1.utf8.count }
    print(
        "documents=\(loaded.documents.count) files=\(files.count) bytes=\(bytes) "
            + String(
                format: "load=%.1f translations=%.1f examples=%.1f render=%.1f write=%.1f total=%.1f", loadTime,
                translationsTime, examplesTime, renderTime, writeTime, milliseconds(since: start)))
} catch {
    FileHandle.standardError.write(Data("SiteBench: \(error)\n".utf8))
    exit(1)
}
