import ExampleChecking
import ExampleGeneration
import Foundation

// MARK: - Options several commands declare

extension CommandSpec.Option {
    /// `--output DIR`: the generated package (`with(help:)` says what a command does with it).
    static let output = Self(name: "output", valueName: "dir", help: "Where to write the package (default: Examples)")
    static let site = Self(name: "site", valueName: "dir", help: "Where to write the HTML site (default: site)")
    static let timeout = Self(
        name: "timeout", valueName: "seconds", help: "Time limit of one test process (default: 120)")
    static let buildTimeout = Self(
        name: "build-timeout", valueName: "seconds",
        help: "Time limit of one swift build of the examples, manifests included (default: 1800)")
    static let memoryLimit = Self(
        name: "memory-limit", valueName: "size",
        help: "Address space one example process may use, e.g. 512M, 4G (default: 4G; sandboxed examples only)")
    static let templates = Self(
        name: "templates", valueName: "dir", help: "Templates that override those of Templates/ by name")
    static let templateRoot = Self(
        name: "template-root", valueName: "dir", help: "docgen's own templates (default: Templates)")
    static let uikitPackage = Self(
        name: "uikit-package", valueName: "dir", help: "The docgen package providing the headless UIKit (default: .)")
    static let textFormat = Self(
        name: "format", valueName: "format", help: "Output format", allowedValues: ["text", "json"])
    static let checkFormat = Self(
        name: "format", valueName: "format", help: "Report format", allowedValues: ["human", "json"])
    static let junit = Self(name: "junit", valueName: "file", help: "Also write a JUnit XML report")
    static let shard = Self(name: "shard", valueName: "k/n", help: "Check only shard k of n (stable, hash-based)")

    /// The options of every command that generates the package: `--templates`, `--template-root`,
    /// `--uikit-package`.
    static let generation: [Self] = [.templates, .templateRoot, .uikitPackage]

    /// The same option with another help text.
    func with(help: String) -> Self {
        var option = self
        option.help = help
        return option
    }
}

extension CommandSpec.Flag {
    static let noCache = Self(name: "no-cache", help: "Ignore kept results and run everything")
    static let strict = Self(name: "strict", help: "Count incomplete fragments as failures")
    static let bookTestsOnly = Self(
        name: "book-tests-only", help: "Run only the tests the documents keep beside their listings (swift-book's)")
    static let noSandbox = Self(
        name: "no-sandbox", help: "Run examples outside the sandbox (they can change your files)")
    static let noCheck = Self(name: "no-check", help: "Only rebuild Examples/ and the site")
    static let poll = Self(name: "poll", help: "Poll for changes instead of using inotify")
    static let quiet = Self(name: "quiet", help: "Print only the summary lines and problems")
    static let noSite = Self(name: "no-site", help: "Do not write the HTML site")
    static let force = Self(name: "force", help: "Overwrite generated files that were edited by hand")

    /// The same flag with another help text.
    func with(help: String) -> Self {
        var flag = self
        flag.help = help
        return flag
    }
}

extension ParsedArguments {
    /// The value given to `option`, if any.
    func value(_ option: CommandSpec.Option) -> String? { value(option.name) }
    /// Whether `flag` was given.
    func has(_ flag: CommandSpec.Flag) -> Bool { has(flag.name) }
}

/// An option's value the parser accepted but the command cannot use; printed as `docgen: error: message`,
/// exit 64.
struct InvalidOptionValue: Error, Equatable {
    var message: String
}

/// A command's options, typed and parsed once from its arguments.
protocol CommandOptions {
    init(_ arguments: ParsedArguments) throws(InvalidOptionValue)
}

extension CommandOptions {
    /// The options, or nil once the usage error is printed (the command then exits 64).
    static func parse(_ arguments: ParsedArguments, console: Console) -> Self? {
        do {
            return try Self(arguments)
        } catch {
            console.printError("docgen: error: \(error.message)")
            return nil
        }
    }
}

// MARK: - Typed options

/// The options `build`, `check` and `watch` share: the docs, the package and where its parts come from.
struct BuildOptions {
    var paths: [String]
    var output: String
    var templateRoot: String
    var templateOverrides: String?
    var uikitPackage: String
    var followLinks: Bool

    init(_ arguments: ParsedArguments) {
        paths = arguments.positionals.isEmpty ? ["Docs"] : arguments.positionals
        followLinks = arguments.has(.followLinks)
        output = arguments.value(.output) ?? "Examples"
        templateOverrides = arguments.value(.templates)
        let home = DocgenPackage.located
        uikitPackage = arguments.value(.uikitPackage) ?? home ?? "."
        templateRoot =
            arguments.value(.templateRoot)
            ?? DocgenPackage.defaultTemplateRoot(
                projectHasTemplates: FileManager.default.fileExists(atPath: "Templates"), package: home)
    }

    /// The template directories: docgen's own, then the overrides.
    var templateDirectories: [String] { [templateRoot] + [templateOverrides].compactMap { $0 } }
}

/// `docgen check`'s options, parsed once.
struct CheckOptions: CommandOptions {
    enum Format {
        case human, json
    }

    var build: BuildOptions
    var format: Format
    var junit: String?
    var shard: ShardSelector
    var timeLimit: Double
    /// `--build-timeout SECONDS`: the time limit of one `swift build`.
    var buildTimeLimit: Double
    /// `--memory-limit SIZE`: bytes of address space of one example process.
    var memoryLimit: Int
    /// Whether examples run in the sandbox (not with `--no-sandbox`).
    var isSandboxed: Bool
    /// `--no-cache`: run everything, reusing no kept result.
    var ignoresKeptResults: Bool
    /// `--strict`: an incomplete fragment fails the check.
    var strict: Bool
    /// `--book-tests-only`: the examples are neither built nor tested, only the book's tests run.
    var bookTestsOnly: Bool

    init(_ arguments: ParsedArguments) throws(InvalidOptionValue) {
        build = BuildOptions(arguments)
        format = arguments.value(.checkFormat) == "json" ? .json : .human
        junit = arguments.value(.junit)
        shard = .all
        if let value = arguments.value(.shard) {
            do {
                shard = try ShardSelector(parsing: value)
            } catch {
                throw InvalidOptionValue(message: "\(error.description); see 'docgen help check'")
            }
        }
        timeLimit = try Self.timeLimit(arguments)
        buildTimeLimit = try Self.timeLimit(arguments, option: .buildTimeout, default: 1800)
        memoryLimit = try Self.memoryLimit(arguments)
        isSandboxed = !arguments.has(.noSandbox)
        ignoresKeptResults = arguments.has(.noCache)
        strict = arguments.has(.strict)
        bookTestsOnly = arguments.has(.bookTestsOnly)
    }

    /// The longest `--timeout` (a day): a test process that runs longer is stuck.
    static let maximumTimeLimit = 86_400.0

    /// `--timeout SECONDS` (default 120), or another time limit: a finite number of seconds above 0 and at
    /// most a day.
    static func timeLimit(
        _ arguments: ParsedArguments, option: CommandSpec.Option = .timeout, default fallback: Double = 120
    ) throws(InvalidOptionValue) -> Double {
        guard let value = arguments.value(option) else { return fallback }
        guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= maximumTimeLimit else {
            throw InvalidOptionValue(
                message:
                    "invalid value '\(value)' for '--\(option.name)'; expected seconds above 0 and at most \(Int(maximumTimeLimit))"
            )
        }
        return seconds
    }

    /// `--memory-limit SIZE` (default 4G): bytes, or a number with `K`, `M` or `G` (powers of 1024), at
    /// least 256M (a Swift test process cannot load its libraries in 64M; the bundled docs' runs in 128M).
    static func memoryLimit(_ arguments: ParsedArguments) throws(InvalidOptionValue) -> Int {
        guard let value = arguments.value(.memoryLimit) else { return ExampleSandbox.Limits().memoryBytes }
        let units: [String: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        let unit = value.last.flatMap { units[$0.uppercased()] }
        let digits = unit == nil ? Substring(value) : value.dropLast()
        let bytes = Int(digits).flatMap { number in
            let (product, overflow) = number.multipliedReportingOverflow(by: unit ?? 1)
            return overflow ? nil : product
        }
        guard let bytes, bytes >= 256 << 20 else {
            throw InvalidOptionValue(
                message: "invalid value '\(value)' for '--memory-limit'; expected a size of at least 256M, e.g. 4G")
        }
        return bytes
    }
}

/// `docgen watch`'s options, parsed once.
struct WatchOptions: CommandOptions {
    var build: BuildOptions
    var site: String
    var timeLimit: Double
    var buildTimeLimit: Double
    var memoryLimit: Int
    var isSandboxed: Bool
    /// Whether changed examples are re-checked (not with `--no-check`).
    var checks: Bool
    /// `--poll`: poll even where inotify exists.
    var forcesPolling: Bool

    init(_ arguments: ParsedArguments) throws(InvalidOptionValue) {
        build = BuildOptions(arguments)
        site = arguments.value(.site) ?? SiteBuild.defaultDirectory
        timeLimit = try CheckOptions.timeLimit(arguments)
        buildTimeLimit = try CheckOptions.timeLimit(arguments, option: .buildTimeout, default: 1800)
        memoryLimit = try CheckOptions.memoryLimit(arguments)
        isSandboxed = !arguments.has(.noSandbox)
        checks = !arguments.has(.noCheck)
        forcesPolling = arguments.has(.poll)
    }

    /// What the watch watches: the docs, docgen's templates and the overrides.
    var roots: [String] { build.paths + build.templateDirectories }
}
