import DocgenCore
import DocumentImport
import Foundation

/// `docgen import`: plain text (copied from a page or extracted from a PDF) becomes a Markdown document,
/// its extraction damage repaired and listed in ERRATA.md.
enum ImportCommand: DocgenCommand {
    static let spec = CommandSpec(
        name: "import",
        abstract: "Turn plain text and PDF-extracted text into Markdown documents",
        discussion: """
            Finds headings, paragraphs, lists and Swift/Objective-C code (fenced, re-indented), repairs what \
            extraction damaged (words and identifiers split at line ends, '->' printed as '>', page headers) \
            and writes DIR/<name>.<lang>.md, appending every repair to DIR/ERRATA.md. An existing document \
            is never replaced without --force.
            """,
        options: [language, name, .output.with(help: "Output directory (default: Docs/)")],
        flags: [.force.with(help: "Replace an existing document")],
        positionalName: "FILE…",
        positionalHelp: "UTF-8 text files, or - for standard input")

    static let language = CommandSpec.Option(
        name: "lang", valueName: "lang", help: "Language of the text (default: detected)",
        allowedValues: HumanLanguage.allCases.map(\.rawValue))
    static let name = CommandSpec.Option(
        name: "name", valueName: "name", help: "Document name (default: the file's name)")

    /// `docgen import`'s options, parsed once.
    struct Options: CommandOptions {
        var files: [String]
        var name: String?
        var language: HumanLanguage?
        var output: String
        var force: Bool

        init(_ arguments: ParsedArguments) throws(InvalidOptionValue) {
            files = arguments.positionals
            guard !files.isEmpty else {
                throw InvalidOptionValue(
                    message: "'docgen import' needs a FILE (or - for standard input); see 'docgen help import'")
            }
            name = arguments.value(ImportCommand.name)
            if let name, let reason = ImportedDocument.unsafeNameReason(name) {
                throw InvalidOptionValue(
                    message: "invalid value '\(Self.shown(name))' for '--name': \(reason); see 'docgen help import'")
            }
            if name != nil, files.count > 1 {
                throw InvalidOptionValue(message: "'--name' names one document but \(files.count) files were given")
            }
            language = arguments.value(ImportCommand.language).flatMap(HumanLanguage.init(tag:))
            output = arguments.value(.output) ?? "Docs"
            force = arguments.has(.force)
        }

        /// `name` as a message quotes it: on one line (control characters as U+FFFD), a long one shortened.
        static func shown(_ name: String) -> String { DiagnosticRenderer.printableFile(name).excerpt() }
    }

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard let options = Options.parse(arguments, console: console) else { return .usage }
        // Languages are told apart (zh-Hans from zh-Hant) with OpenCC's Han tables.
        if let failure = HanTablesRequirement.check(console: console) { return failure }
        var worst = ExitCode.ok
        for file in options.files {
            let code = importFile(
                file, name: options.name, language: options.language, output: options.output, force: options.force,
                console: console)
            if code != .ok, worst == .ok || code.rawValue > worst.rawValue { worst = code }
        }
        return worst
    }

    private static func importFile(
        _ file: String, name: String?, language: HumanLanguage?, output: String, force: Bool, console: Console
    ) -> ExitCode {
        let data: Data
        switch ImportInput.read(file) {
        case .success(let read): data = read
        case .failure(let problem):
            console.report([problem.diagnostic])
            return problem.diagnostic.id == .importInputTooLarge ? .dataError : .ioError
        }
        let source = file == "-" ? "<stdin>" : file
        let document: ImportedDocument
        switch DocumentImporter().importData(data, path: source, language: language) {
        case .failure(let problem):
            console.report([problem.diagnostic])
            return .dataError
        case .success(let imported): document = imported
        }
        console.report(document.diagnostics)
        let fileName = document.fileName(importing: file, name: name)
        let directory = URL(fileURLWithPath: output)
        let target = directory.appendingPathComponent(fileName)
        let shown = (output as NSString).appendingPathComponent(fileName)
        if let reason = ImportedDocument.unsafeNameReason(fileName) {
            console.report([
                .error(
                    .importUnsafeName, at: SourceLocation(file: source, line: 1, column: 1),
                    "cannot name the document '\(Options.shown(fileName))': \(reason); give a name with --name")
            ])
            return .dataError
        }
        if FileManager.default.fileExists(atPath: target.path), !force {
            console.report([
                .error(
                    .importWouldOverwrite, at: SourceLocation(file: shown, line: 1, column: 1),
                    "document exists; nothing written (use --force to replace it)")
            ])
            return .problemsFound
        }
        let cannotWrite = { (error: any Error) -> Diagnostic in
            .error(
                .unreadableFile, at: SourceLocation(file: shown, line: 1, column: 1),
                "cannot write: \((error as NSError).localizedDescription)")
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            console.report([cannotWrite(error)])
            return .ioError
        }
        // ERRATA.md is read and checked under its lock before the document is written: a refused ERRATA.md
        // leaves both untouched.
        let section = ErrataWriter.section(fileName: fileName, source: source, repairs: document.repairs)
        let problem = ErrataFile.add(section: section, for: fileName, in: directory, shownAs: output) {
            do {
                try Data(document.markdown.utf8).write(to: target, options: .atomic)
                return nil
            } catch {
                return cannotWrite(error)
            }
        }
        if let problem {
            console.report([problem])
            return problem.id == .errataUnreadable ? .dataError : .ioError
        }
        console.print(
            "imported \(DiagnosticRenderer.printableFile(source)) → \(shown) (\(document.codeBlockCount) code blocks, \(document.repairs.count) repairs, "
                + "language \(document.language?.rawValue ?? "mixed"))")
        return .ok
    }
}
