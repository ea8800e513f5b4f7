import CLibFuzzer
import DocParsing
import DocgenCore
import ExampleExtraction
import ExampleGeneration
import Foundation
import Mustache
import SiteRendering
import SwiftParser

/// docgen's libFuzzer targets, one binary for all of them: `DOCGEN_FUZZ_TARGET` picks one,
/// `DOCGEN_FUZZ_TEMPLATES` is the `Templates/` directory the generator and the site renderer use.
///
/// A target returns normally on any input; a trap, a sanitizer report or a timeout is a bug in docgen.
enum FuzzTarget: String, CaseIterable {
    /// Markdown → document model (and its dump).
    case markdown
    /// Markdown → document → examples → generated package, and SwiftParser on every generated Swift file.
    case examples
    /// A `search-session` block → steps.
    case session
    /// A Mustache template (the input) rendered with a fixed context, the input also being its partial.
    case mustache
    /// Markdown → the site (two documents, split at the first NUL byte, as translations of each other).
    case site
}

nonisolated(unsafe) var target = FuzzTarget.markdown
nonisolated(unsafe) var templates = MustacheLibrary()
/// Generated Swift files already given to SwiftParser (the examples target).
nonisolated(unsafe) var parsedFiles = Set<String>()

/// Reads the environment, then hands over to libFuzzer's driver (which reads the command line).
@main enum DocgenFuzz {
    static func main() {
        let environment = ProcessInfo.processInfo.environment
        guard let name = environment["DOCGEN_FUZZ_TARGET"], let chosen = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("docgen-fuzz: set DOCGEN_FUZZ_TARGET to one of \(names)\n".utf8))
            exit(64)
        }
        target = chosen
        if let directory = environment["DOCGEN_FUZZ_TEMPLATES"] {
            do {
                templates = try MustacheLibrary(directory: URL(fileURLWithPath: directory))
            } catch {
                FileHandle.standardError.write(Data("docgen-fuzz: cannot load the templates: \(error)\n".utf8))
                exit(66)
            }
        }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in testOneInput(data!, size) })
    }
}

/// One input: returns normally, or the target has a bug.
///
/// Inputs go through what the command line does with a file before parsing it (`DocumentLoader.text(of:file:)`:
/// size, NUL bytes, UTF-8; templates: UTF-8, as `MustacheLibrary` reads them), so a finding is a crash a user
/// can reach; an input the command line refuses is refused here too.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    switch target {
    case .markdown:
        guard let text = loaded(bytes, file: "Docs/fuzz.ru.md") else { return 0 }
        let parsed = DocumentParser.parse(text, path: "Docs/fuzz.ru.md")
        _ = DocumentDumper.dump(parsed.document)
    case .examples:
        guard let text = loaded(bytes, file: "Docs/fuzz.en.md") else { return 0 }
        let document = DocumentParser.parse(text, path: "Docs/fuzz.en.md").document
        let (examples, _) = ExampleSet.extract(from: [document])
        let generator = ExamplePackageGenerator(templates: templates, docgenPackagePath: "/docgen")
        if case .success(let tree) = generator.generate(examples) {
            // The support files are the same for every input: parse each distinct file once.
            if parsedFiles.count > 10_000 { parsedFiles.removeAll() }
            for (path, file) in tree.files where path.hasSuffix(".swift") && parsedFiles.insert(file).inserted {
                _ = Parser.parse(source: file)
            }
        }
    case .session:
        // A session block is part of a document: it is read as the document is.
        guard let text = loaded(bytes, file: "Docs/fuzz.en.md") else { return 0 }
        _ = SearchSessionParser.parse(text, file: "Docs/fuzz.en.md", firstLine: 1, column: 1)
    case .mustache:
        guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
        let context: MustacheValue = .object([
            "name": .string("<b>&\"'"), "flag": .bool(true), "none": .null, "count": .int(3),
            "items": .array([.object(["name": .string("a")]), .object(["name": .string("b")]), .string("c")]),
            "nested": .object(["name": .string("inner"), "items": .array([.int(1), .double(2.5)])]),
        ])
        for isStrict in [false, true] {
            guard let library = try? MustacheLibrary(sources: ["main": text, "partial": text], isStrict: isStrict)
            else { return 0 }
            _ = try? library.render("main", context)
        }
    case .site:
        // Two files: the input split at its first NUL byte, each read as the command line reads a document.
        let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let paths = ["Docs/fuzz.en.md", "Docs/fuzz.ru.md"]
        let documents = zip(parts, paths).compactMap { part, path in
            loaded(UnsafeBufferPointer(rebasing: part), file: path).map {
                DocumentParser.parse($0, path: path).document
            }
        }
        _ = try? SiteRenderer(templates: templates).render(documents: documents)
    }
    return 0
}

/// The input as the command line reads a document (`DocumentLoader`), or nil where it refuses it.
func loaded(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> String? {
    guard case .success(let text) = DocumentLoader.text(of: Array(bytes), file: file) else { return nil }
    return text
}
