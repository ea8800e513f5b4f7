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

    /// Renders the site into `directory` (through `SiteWriter`, the package's writer and guard); prints a
    /// one-line summary or reports the problem.
    static func write(
        _ prepared: PreparedBuild, options: BuildOptions, to directory: String, force: Bool = false, console: Console
    ) -> ExitCode {
        let files: SiteFiles
        let images = SiteImages.resolve(documents: prepared.documents)
        console.report(SiteRenderer.diagnostics(documents: prepared.documents) + images.diagnostics)
        do {
            let renderer = SiteRenderer(templates: prepared.generator.templates)
            let kept = KeptResults.load(keys: prepared.cacheKeys(options)).results
            // The glossary's terms are marked on the side-by-side pages too; its problems are for
            // `docgen translations` to report.
            let glossary = GlossaryFile.load(explicit: nil, docsPaths: options.paths).glossary
            // So are the project's settings: the original of each pair is on the left.
            let settings = TranslationSettings.read(
                ProjectSettingsFile.load(explicit: nil, docsPaths: options.paths).settings
            ).settings
            files = try renderer.render(
                documents: prepared.documents,
                translations: TranslationAnalyzer(settings: settings).analyze(prepared.documents, glossary: glossary),
                examples: prepared.examples, statuses: ExampleStatus.statuses(of: prepared.examples, kept: kept),
                images: images)
        } catch {
            console.report([error.diagnostic])
            return .dataError
        }
        let (imageFiles, unreadable) = images.contents()
        console.report(unreadable)
        console.report(GeneratedTree.recover(URL(fileURLWithPath: directory)))
        switch SiteWriter.write(
            files, images: imageFiles, to: URL(fileURLWithPath: directory), force: force,
            beforeStep: TestInterruption.hook)
        {
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
