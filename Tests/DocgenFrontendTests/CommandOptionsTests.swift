import ExampleChecking
import Testing

@testable import DocgenFrontend

/// Typed options: parsed once from a command's arguments, usage errors as one message.
@Suite struct CommandOptionsTests {
    func parse(_ arguments: [String], _ spec: CommandSpec) throws -> ParsedArguments {
        try ArgumentParser.parse(arguments, for: spec)
    }

    @Test func checkOptionsDefaultsAndValues() throws {
        let defaults = try CheckOptions(parse([], CheckCommand.spec))
        #expect(defaults.format == .human)
        #expect(defaults.shard == .all)
        #expect(defaults.timeLimit == 120)
        #expect(try CheckOptions(parse(["--timeout", "86400"], CheckCommand.spec)).timeLimit == 86_400)
        #expect(defaults.junit == nil)
        #expect(!defaults.ignoresKeptResults && !defaults.strict)
        #expect(defaults.build.paths == ["Docs"])
        #expect(defaults.build.output == "Examples")
        #expect(defaults.memoryLimit == 4 << 30 && defaults.isSandboxed)
        let limited = try CheckOptions(parse(["--memory-limit", "512M", "--no-sandbox"], CheckCommand.spec))
        #expect(limited.memoryLimit == 512 << 20 && !limited.isSandboxed)
        #expect(try CheckOptions(parse(["--memory-limit", "2g"], CheckCommand.spec)).memoryLimit == 2 << 30)
        #expect(try CheckOptions(parse(["--memory-limit", "\(1 << 30)"], CheckCommand.spec)).memoryLimit == 1 << 30)
    }

    @Test func checkOptionsGivenValues() throws {
        let given = try CheckOptions(
            parse(
                [
                    "--format", "json", "--shard", "2/3", "--timeout", "7.5", "--junit", "r.xml", "--no-cache",
                    "--strict", "--output", "Out", "--templates", "Mine", "Docs/a.md",
                ], CheckCommand.spec))
        #expect(given.format == .json)
        #expect(given.shard == (try ShardSelector(parsing: "2/3")))
        #expect(given.timeLimit == 7.5)
        #expect(given.junit == "r.xml")
        #expect(given.ignoresKeptResults && given.strict)
        #expect(given.build.paths == ["Docs/a.md"])
        #expect(given.build.output == "Out")
        #expect(given.build.templateDirectories.last == "Mine")
    }

    @Test(arguments: [
        (["--timeout", "0"], "invalid value '0' for '--timeout'; expected seconds above 0 and at most 86400"),
        (["--timeout", "soon"], "invalid value 'soon' for '--timeout'; expected seconds above 0 and at most 86400"),
        // Issue 26: these trapped on a UInt64 overflow (or, for nan, never timed out).
        (
            ["--timeout", "1.5e10"],
            "invalid value '1.5e10' for '--timeout'; expected seconds above 0 and at most 86400"
        ),
        (["--timeout", "inf"], "invalid value 'inf' for '--timeout'; expected seconds above 0 and at most 86400"),
        (["--timeout", "nan"], "invalid value 'nan' for '--timeout'; expected seconds above 0 and at most 86400"),
        (["--timeout", "-5"], "invalid value '-5' for '--timeout'; expected seconds above 0 and at most 86400"),
        (
            ["--timeout", "86400.5"],
            "invalid value '86400.5' for '--timeout'; expected seconds above 0 and at most 86400"
        ),
        (
            ["--memory-limit", "128M"],
            "invalid value '128M' for '--memory-limit'; expected a size of at least 256M, e.g. 4G"
        ),
        (
            ["--memory-limit", "\(Int.max)G"],
            "invalid value '\(Int.max)G' for '--memory-limit'; expected a size of at least 256M, e.g. 4G"
        ),
        (
            ["--memory-limit", "lots"],
            "invalid value 'lots' for '--memory-limit'; expected a size of at least 256M, e.g. 4G"
        ),
        (
            ["--shard", "3/2"],
            "invalid value '3/2' for --shard: the shard number k must be between 1 and n; see 'docgen help check'"
        ),
    ])
    func checkUsageErrors(arguments: [String], message: String) throws {
        #expect(throws: InvalidOptionValue(message: message)) { try CheckOptions(parse(arguments, CheckCommand.spec)) }
    }

    @Test func watchOptionsShareTheTimeLimitAndWatchTheTemplates() throws {
        let defaults = try WatchOptions(parse([], WatchCommand.spec))
        #expect(defaults.site == "site")
        #expect(defaults.checks && !defaults.forcesPolling)
        #expect(defaults.timeLimit == 120)
        let given = try WatchOptions(
            parse(
                ["--no-check", "--poll", "--site", "pages", "--template-root", "T", "--templates", "O", "Docs"],
                WatchCommand.spec))
        #expect(!given.checks && given.forcesPolling)
        #expect(given.site == "pages")
        #expect(given.roots == ["Docs", "T", "O"])
        #expect(throws: InvalidOptionValue.self) { try WatchOptions(parse(["--timeout", "-1"], WatchCommand.spec)) }
    }

    @Test func theCommandsDeclareTheSharedOptionsOnce() {
        let shared = CommandSpec.Option.generation.map(\.name)
        for spec in [BuildCommand.spec, CheckCommand.spec, WatchCommand.spec] {
            let names = spec.options.map(\.name)
            #expect(shared.allSatisfy(names.contains), "\(spec.name): \(names)")
        }
    }

    @Test func translationsThresholdIsAPercentage() throws {
        #expect(try TranslationsCommand.Options(parse([], TranslationsCommand.spec)).threshold == nil)
        #expect(
            try TranslationsCommand.Options(parse(["--fail-under", "80%"], TranslationsCommand.spec)).threshold == 80)
        #expect(
            throws: InvalidOptionValue(
                message: "invalid value '101' for '--fail-under'; expected a percentage from 0 to 100")
        ) { try TranslationsCommand.Options(parse(["--fail-under", "101"], TranslationsCommand.spec)) }
    }

    @Test func importNeedsAFileAndNamesOnlyOne() throws {
        let options = try ImportCommand.Options(parse(["--lang", "ru", "a.txt"], ImportCommand.spec))
        #expect(options.language == .russian)
        #expect(options.output == "Docs")
        #expect(throws: InvalidOptionValue.self) { try ImportCommand.Options(parse([], ImportCommand.spec)) }
        #expect(
            throws: InvalidOptionValue(message: "'--name' names one document but 2 files were given")
        ) { try ImportCommand.Options(parse(["--name", "x", "a.txt", "b.txt"], ImportCommand.spec)) }
    }
}
