import DocgenCore
import ExampleChecking
import Foundation

/// `docgen watch`: rebuilds `Examples/` and the site on every change of the docs or templates, re-checks
/// only the examples whose code changed, and prints their results.
enum WatchCommand: DocgenCommand {
    static let spec = CommandSpec(
        name: "watch",
        abstract: "Rebuild and re-check the changed examples on every change of Docs/ and Templates/",
        discussion: """
            Builds once, then watches the docs and templates (inotify, or polling with --poll or where \
            inotify is missing). On a change it regenerates Examples/ and the site, re-checks only the \
            examples whose program changed (the others keep their results in .build/docgen/results.json), \
            prints their results and the site's refresh, and a 'ready' line with the time taken. Ctrl-C \
            stops between rounds: every file written is complete.
            """,
        options: [
            .output.with(help: "Where to write the generated package (default: Examples)"), .site, .timeout,
            .buildTimeout,
            .memoryLimit,
        ] + CommandSpec.Option.generation,
        flags: [.noCheck, .poll, .noSandbox],
        positionalName: "PATH…",
        positionalHelp: "Markdown files or directories (default: Docs/)")

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard let options = WatchOptions.parse(arguments, console: console) else { return .usage }
        if let failure = UIKitSurfaceRequirement.check(console: console) { return failure }
        if let failure = HanTablesRequirement.check(console: console) { return failure }
        if options.checks { ExampleChecker.probeConfinementAhead() }
        let round = WatchRound(options: options, console: console)
        let roots = options.roots
        WatchInterrupt.install()
        defer { WatchInterrupt.uninstall() }
        let watcher = FileWatcher(roots: roots, forcePolling: options.forcesPolling)
        console.print(
            "docgen watch: watching \(roots.joined(separator: ", ")) (\(watcher.mechanism.rawValue)); Ctrl-C stops")
        round.run(changed: [])
        while !WatchInterrupt.requested {
            guard let changed = watcher.waitForChanges(stop: { WatchInterrupt.requested }) else { break }
            let shown = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
            console.print("docgen watch: changed \(DiagnosticRenderer.printableFile(shown))")
            round.run(changed: changed)
        }
        console.print("docgen watch: stopped")
        return .ok
    }
}
