import DocgenCore
import ExampleChecking
import Foundation

/// One round of `docgen watch`: regenerate, re-check what changed, refresh the site, say so.
struct WatchRound {
    var options: BuildOptions
    var site: String
    var checks: Bool
    var timeLimit: Double
    var console: Console

    /// Runs the round; problems are printed and the watch goes on.
    func run(changed: [String]) {
        let start = Date()
        let prepared: PreparedBuild
        switch PreparedBuild.prepare(options, console: console) {
        case .success(let value): prepared = value
        case .failure:
            console.print("docgen watch: waiting for a fix")
            return
        }
        switch prepared.tree.write(to: URL(fileURLWithPath: options.output)) {
        case .success(.unchanged):
            console.print("\(options.output)/: up to date")
        case .success(.written(let added, let changed, let removed)):
            console.print(
                "\(options.output)/: \(added.count) added, \(changed.count) changed, \(removed.count) removed")
        case .failure(let failure):
            console.report(failure.diagnostics)
            console.print("docgen watch: waiting for a fix")
            return
        }
        var rechecked = 0
        if checks {
            guard let count = check(prepared) else { return }
            rechecked = count
        }
        guard !WatchInterrupt.requested else { return }
        _ = SiteBuild.write(prepared, options: options, to: site, console: console)
        let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
        console.print(
            "docgen watch: ready — \(prepared.examples.examples.count) examples, \(rechecked) re-checked in \(seconds) s"
        )
    }

    /// Checks the examples without a kept result for their current program; prints their results.
    /// Returns how many were checked, or nil when Ctrl-C interrupted the check (nothing is kept then).
    private func check(_ prepared: PreparedBuild) -> Int? {
        let keys = CheckCommand.cacheKeys(prepared, options: options)
        let cacheFile = URL(fileURLWithPath: ResultsCache.defaultRelativePath)
        var (cache, diagnostics) = ResultsCache.load(from: cacheFile)
        console.report(diagnostics)
        let affected = Set(
            prepared.examples.examples.map(\.id).filter { id in
                keys[id].flatMap { cache.result(for: id, key: $0) } == nil
            })
        guard !affected.isEmpty else { return 0 }
        let scratch = URL(fileURLWithPath: ".build/docgen/package")
        let checker = ExampleChecker(
            examples: prepared.examples, generator: prepared.generator,
            options: .init(
                packageDirectory: scratch,
                docgenPackagePath: PreparedBuild.relativePath(from: scratch.path, to: options.uikitPackage),
                testTimeLimit: timeLimit),
            progress: { console.printError("docgen: \($0)…") })
        var report = checker.check(ids: affected)
        guard !WatchInterrupt.requested else { return nil }
        for result in report.examples { if let key = keys[result.id] { cache.record(result, key: key) } }
        cache.removeAll(except: Set(prepared.examples.examples.map(\.id)))
        if report.diagnostics.isEmpty { try? cache.save(to: cacheFile) }
        report.sortInDocOrder()
        console.writeOutput(HumanReportFormatter(useColour: console.usesColor).format(report))
        return affected.count
    }
}
