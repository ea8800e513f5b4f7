import DocgenCore
import ExampleChecking
import ExampleGeneration
import Foundation
import SiteRendering
import Translations

/// Writes the HTML site for a prepared build, with each example's status from the kept check results.
enum SiteBuild {
    /// The default site directory.
    static let defaultDirectory = "site"

    /// Each example's last check result whose key still matches its code (else "not checked yet").
    static func statuses(_ prepared: PreparedBuild, options: BuildOptions) -> [String: ExampleStatus] {
        let (cache, _) = ResultsCache.load(from: URL(fileURLWithPath: ResultsCache.defaultRelativePath))
        let keys = CheckCommand.cacheKeys(prepared, options: options)
        var statuses: [String: ExampleStatus] = [:]
        for example in prepared.examples.examples {
            guard let key = keys[example.id], let result = cache.result(for: example.id, key: key) else { continue }
            statuses[example.id] = status(of: result)
        }
        return statuses
    }

    /// The badge of one check result: a plain "passed" only when something was observed running.
    static func status(of result: ExampleResult) -> ExampleStatus {
        switch result.status {
        case .passed:
            guard let evidence = result.evidence, !evidence.isObserved else { return .passed }
            if evidence == .compileFail {
                return .passedUnobserved(
                    label: "compile_fail as expected",
                    detail: "docgen check: it fails to compile, with the message the doc expects")
            }
            return .passedUnobserved(
                label: evidence.label,
                detail: "docgen check: it builds, but nothing was observed running (no search session or entries)")
        case .skipped(let reason): return .skipped(reason: reason)
        case .incomplete(let needs, let suggestion): return .incomplete(needs: needs, suggestion: suggestion)
        case .failed:
            let first = result.diagnostics.first { $0.severity == .error } ?? result.diagnostics.first
            return .failed(message: first?.message ?? "failed", location: first?.location)
        }
    }

    /// Renders the site into `directory`; returns a one-line summary or reports the problem.
    static func write(
        _ prepared: PreparedBuild, options: BuildOptions, to directory: String, force: Bool = false, console: Console
    ) -> ExitCode {
        let files: SiteFiles
        let images = SiteImages.resolve(documents: prepared.documents)
        console.report(SiteRenderer.diagnostics(documents: prepared.documents) + images.diagnostics)
        do {
            let renderer = SiteRenderer(templates: prepared.generator.templates)
            files = try renderer.render(
                documents: prepared.documents, translations: TranslationAnalyzer().analyze(prepared.documents),
                examples: prepared.examples, statuses: statuses(prepared, options: options), images: images)
        } catch {
            console.report([error.diagnostic])
            return .dataError
        }
        let (imageFiles, unreadable) = images.contents()
        console.report(unreadable)
        console.report(GeneratedTree.recover(URL(fileURLWithPath: directory)))
        let tree = GeneratedTree(files: files, binaryFiles: imageFiles, kind: "site")
        switch tree.write(to: URL(fileURLWithPath: directory), force: force, beforeStep: TestInterruption.hook) {
        case .success(.unchanged):
            console.print("\(directory)/: up to date (\(files.count) files)")
        case .success(.written(let added, let changed, let removed)):
            console.print(
                "\(directory)/: \(added.count) added, \(changed.count) changed, \(removed.count) removed — open \(directory)/index.html"
            )
        case .failure(let failure):
            console.report(failure.diagnostics)
            return failure.diagnostics.contains { $0.id == .outputNotWritable } ? .ioError : .problemsFound
        }
        return .ok
    }
}
