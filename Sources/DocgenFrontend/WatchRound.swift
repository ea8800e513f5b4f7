import DocgenCore
import ExampleChecking
import Foundation

/// One round of `docgen watch`: regenerate, re-check what changed, refresh the site, say so.
struct WatchRound {
    var options: WatchOptions
    var console: Console

    /// Runs the round; problems are printed and the watch goes on.
    func run(changed: [String]) {
        let start = Date()
        let prepared: PreparedBuild
        switch PreparedBuild.prepare(options.build, console: console) {
        case .success(let value): prepared = value
        case .failure:
            console.print("docgen watch: waiting for a fix")
            return
        }
        switch prepared.tree.write(to: URL(fileURLWithPath: options.build.output)) {
        case .success(.unchanged):
            console.print("\(options.build.output)/: up to date")
        case .success(.written(let added, let changed, let removed)):
            console.print(
                "\(options.build.output)/: \(added.count) added, \(changed.count) changed, \(removed.count) removed")
        case .failure(let failure):
            console.report(failure.diagnostics)
            console.print("docgen watch: waiting for a fix")
            return
        }
        var rechecked = 0
        if options.checks {
            guard let count = check(prepared) else { return }
            rechecked = count
        }
        guard !WatchInterrupt.requested else { return }
        _ = SiteBuild.write(prepared, options: options.build, to: options.site, console: console)
        let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
        console.print(
            "docgen watch: ready — \(prepared.examples.examples.count) examples, \(rechecked) re-checked in \(seconds) s"
        )
    }

    /// Checks the examples without a kept result for their current program; prints their results.
    /// Returns how many were checked, or nil when Ctrl-C interrupted the check (nothing is kept then).
    private func check(_ prepared: PreparedBuild) -> Int? {
        var (kept, diagnostics) = KeptResults.load(keys: prepared.cacheKeys(options.build))
        console.report(diagnostics)
        let affected = kept.unchecked(among: prepared.examples.examples.map(\.id))
        guard !affected.isEmpty else { return 0 }
        var report = prepared.checker(
            options.build, timeLimit: options.timeLimit, buildTimeLimit: options.buildTimeLimit,
            memoryLimit: options.memoryLimit,
            isSandboxed: options.isSandboxed
        ) {
            console.printError("docgen: \($0)…")
        }
        .check(ids: affected)
        guard !WatchInterrupt.requested else { return nil }
        kept.keep(report)
        report.sortInDocOrder()
        console.writeOutput(HumanReportFormatter(useColour: console.usesColor).format(report))
        return affected.count
    }
}
