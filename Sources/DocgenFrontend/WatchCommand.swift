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
            .init(name: "output", valueName: "dir", help: "Where to write the generated package (default: Examples)"),
            .init(name: "site", valueName: "dir", help: "Where to write the HTML site (default: site)"),
            .init(name: "timeout", valueName: "seconds", help: "Time limit of one test process (default: 120)"),
            .init(name: "templates", valueName: "dir", help: "Templates that override those of Templates/ by name"),
            .init(name: "template-root", valueName: "dir", help: "docgen's own templates (default: Templates)"),
            .init(
                name: "uikit-package", valueName: "dir",
                help: "The docgen package providing the headless UIKit (default: .)"),
        ],
        flags: [
            .init(name: "no-check", help: "Only rebuild Examples/ and the site"),
            .init(name: "poll", help: "Poll for changes instead of using inotify"),
        ],
        positionalName: "PATH…",
        positionalHelp: "Markdown files or directories (default: Docs/)")

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        let options = BuildOptions(arguments)
        var timeLimit = 120.0
        if let value = arguments.value("timeout") {
            guard let seconds = Double(value), seconds > 0 else {
                console.printError("docgen: error: invalid value '\(value)' for '--timeout'; expected seconds > 0")
                return .usage
            }
            timeLimit = seconds
        }
        let round = WatchRound(
            options: options, site: arguments.value("site") ?? SiteBuild.defaultDirectory,
            checks: !arguments.has("no-check"), timeLimit: timeLimit, console: console)
        let roots = options.paths + [options.templateRoot] + [options.templateOverrides].compactMap { $0 }
        WatchInterrupt.install()
        defer { WatchInterrupt.uninstall() }
        let watcher = FileWatcher(roots: roots, forcePolling: arguments.has("poll"))
        console.print(
            "docgen watch: watching \(roots.joined(separator: ", ")) (\(watcher.mechanism.rawValue)); Ctrl-C stops")
        round.run(changed: [])
        while !WatchInterrupt.requested {
            guard let changed = watcher.waitForChanges(stop: { WatchInterrupt.requested }) else { break }
            let shown = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
            console.print("docgen watch: changed \(shown)")
            round.run(changed: changed)
        }
        console.print("docgen watch: stopped")
        return .ok
    }
}
