import DocgenCore
import ExampleExtraction

/// What the site needs to know about one example, read from `ExampleExtraction.Example`.
///
/// The one place that reads the extraction stage's types, so a change there is fixed here only.
struct SiteExample: Hashable, Sendable {
    /// One place where the example appears.
    struct Source: Hashable, Sendable {
        var file: String
        var documentName: String
        var language: HumanLanguage?
        /// The first line (the opening fence) of each of the example's blocks here.
        var blockLines: [Int]
    }

    /// A session step: what the user does and the rows the doc expects afterwards.
    struct Step: Hashable, Sendable {
        var action: SearchSession.Action
        /// The step as written, canonically (`type "in"`).
        var caption: String
        var expectedRows: [String]
    }

    /// A `search-session` block and where it is written (one location per source).
    struct Session: Hashable, Sendable {
        var steps: [Step]
        var locations: [SourceLocation]
    }

    var id: String
    var title: String
    /// `runnable`, `no_run`, `ignore("…")`, …
    var modeDescription: String
    /// Whether the example's sessions are played (so its screens can be drawn).
    var isRun: Bool
    /// The reason the example is never built, if it is not.
    var skipReason: String?
    var sources: [Source]
    /// Row titles and image names with no search.
    var entries: [(title: String, image: String?)]
    var sessions: [Session]
    /// A name for the navigation bar: the host view controller class, if known.
    var hostType: String?
    /// The declared packages it imports, as shown: `Greeting (../packages/Greeting)`.
    var packages: [String] = []

    init(_ example: Example) {
        id = example.id
        title = example.title
        modeDescription = example.mode.description
        isRun = example.mode.isRun
        skipReason = example.mode.skipReason
        hostType = example.hostType
        packages = example.packageProducts.map { "\($0.product) (\($0.package.declaredPath))" }
        sources = example.sources.map { source in
            Source(
                file: source.file, documentName: source.documentName, language: source.documentLanguage,
                blockLines: source.blocks.map(\.range.lowerBound.line))
        }
        entries = example.entries.map { ($0.title, $0.image) }
        sessions = example.sessions.map { session in
            Session(
                steps: session.steps.map { step in
                    Step(
                        action: step.action, caption: step.action.description,
                        expectedRows: step.expectedRows)
                },
                locations: [session.location] + session.otherLocations)
        }
    }

    /// The status to show: the check's result, else `skipped` for examples that are never built.
    func status(in statuses: [String: ExampleStatus]) -> ExampleStatus {
        if let status = statuses[id] { return status }
        if let skipReason { return .skipped(reason: skipReason) }
        return .notChecked
    }

    static func == (lhs: SiteExample, rhs: SiteExample) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
