import DocgenTestSupport
import ExampleChecking
import Foundation
import Testing

@testable import DocgenFrontend

/// What `docgen help` and README.md say about the command line and the checker is what the code does: a
/// command, an option or a limit changed in the code fails here until the help and the README say so.
@Suite struct CommandReferenceTests {
    static let commandNames = DocgenCommandLine.commands.map { $0.spec.name }

    /// What the parser accepts of a command: its options and flags, as `--name`.
    static func accepted(by name: String) throws -> Set<String> {
        let spec = try #require(DocgenCommandLine.command(named: name)).spec
        return Set(spec.options.map { "--\($0.name)" } + spec.flags.map { "--\($0.name)" })
    }

    /// The `--names` a text mentions.
    static func optionNames(in text: String) throws -> Set<String> {
        let option = try Regex(#"--[a-z][a-z-]*"#)
        return Set(text.matches(of: option).map { String(text[$0.range]) })
    }

    static func readme() throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// README.md's command reference: the first cell of each row of the table under `## Commands`, by the
    /// command it is about (`docgen check`).
    static func readmeReference() throws -> [String: String] {
        let text = try readme()
        let section = try #require(text.range(of: "\n## Commands\n"))
        let end = text[section.upperBound...].range(of: "\n## ")?.lowerBound ?? text.endIndex
        var rows: [String: String] = [:]
        for line in text[section.upperBound..<end].split(separator: "\n") where line.hasPrefix("| `docgen ") {
            // The cell ends at the first ` | ` (a `|` in code is written `\|`).
            let cell = line.dropFirst(2)
            let first = cell.range(of: " | ").map { cell[..<$0.lowerBound] } ?? cell
            let words = first.split(separator: " ").prefix(2).map { $0.filter { $0 != "`" && $0 != "," } }
            rows[words.joined(separator: " ")] = String(first)
        }
        return rows
    }

    /// A text with its line breaks and runs of spaces folded to one space, as a reader sees it.
    static func folded(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    // MARK: - Commands and options

    @Test func docgenHelpListsEveryCommand() throws {
        let output = try DocgenProcess.run(["help"])
        #expect(output.exitCode == 0)
        #expect(Self.commandNames.count >= 7)
        for name in Self.commandNames {
            #expect(output.stdout.contains("\n  \(name) "), "\(name) is not in docgen help")
        }
    }

    /// `docgen help <command>` lists exactly the options the parser accepts (and `--help`).
    @Test(arguments: CommandReferenceTests.commandNames)
    func commandHelpListsWhatTheParserAccepts(name: String) throws {
        let output = try DocgenProcess.run(["help", name])
        #expect(output.exitCode == 0)
        let options = try #require(output.stdout.range(of: "\nOPTIONS:\n"))
        let listed = output.stdout[options.upperBound...].split(separator: "\n")
            .compactMap { $0.drop { $0 == " " }.split(separator: " ").first.map(String.init) }
        #expect(Set(listed) == (try Self.accepted(by: name)).union(["--help"]), "docgen help \(name)")
    }

    /// Each command has a row in README.md's command reference that names exactly the options it accepts.
    @Test(arguments: CommandReferenceTests.commandNames)
    func theReadmeReferenceNamesWhatTheParserAccepts(name: String) throws {
        let row = try #require(try Self.readmeReference()["docgen \(name)"], "no row for docgen \(name) in README.md")
        let named = try Self.optionNames(in: row)
        let accepted = try Self.accepted(by: name)
        #expect(accepted.subtracting(named).isEmpty, "README.md lacks \(accepted.subtracting(named)) of docgen \(name)")
        #expect(named.subtracting(accepted).isEmpty, "docgen \(name) accepts no \(named.subtracting(accepted))")
    }

    @Test func theReadmeReferenceNamesTheGlobalOptions() throws {
        let row = try #require(try Self.readmeReference()["docgen help"])
        #expect(try Self.optionNames(in: row) == ["--help", "--version"])
        for option in ["--help", "--version"] {
            #expect(try DocgenProcess.run([option]).exitCode == 0, "docgen \(option)")
        }
    }

    // MARK: - The checker's limits

    @Test func theReadmeGivesTheCheckersLimits() throws {
        let readme = Self.folded(try Self.readme())
        for limit in [
            "at most \(ExampleChecker.maximumBuilds) `swift build` runs whatever fails",
            "(at most \(ExampleChecker.maximumScriptCompiles) compiles)",
        ] {
            let says = readme.contains(limit)
            #expect(says, "README.md does not say \"\(limit)\"")
        }
    }

    @Test func checkHelpGivesTheScriptCompileLimit() throws {
        let output = try DocgenProcess.run(["help", "check"])
        #expect(
            Self.folded(output.stdout).contains("at most \(ExampleChecker.maximumScriptCompiles) compiles a script"),
            "\(output.stdout)")
    }

    // MARK: - Diagnostic ids

    /// An id README.md names is one the registry declares; a range (`DG0730`–`DG0739`, a topic's ids)
    /// holds at least one.
    @Test func everyDiagnosticIdTheReadmeNamesIsRegistered() throws {
        let declared = Set(try DeclaredDiagnosticIDs.scan().keys)
        let readme = try Self.readme()
        let range = try Regex(#"`?(DG\d{4})`?\s*–\s*`?(DG\d{4})`?"#)
        var rest = readme
        for match in readme.matches(of: range) {
            let text = readme[match.range]
            let ids = try Self.ids(in: String(text))
            let (low, high) = (ids.min() ?? "", ids.max() ?? "")
            #expect(declared.contains { $0 >= low && $0 <= high }, "README.md's \(text) holds no registered id")
            rest = rest.replacingOccurrences(of: String(text), with: " ")
        }
        let named = try Self.ids(in: rest)
        #expect(named.count > 50)
        #expect(named.subtracting(declared).isEmpty, "not in the registry: \(named.subtracting(declared).sorted())")
    }

    static func ids(in text: String) throws -> Set<String> {
        let id = try Regex(#"DG\d{4}"#)
        return Set(text.matches(of: id).map { String(text[$0.range]) })
    }
}
