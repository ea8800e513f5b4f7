import DocgenCore
import ExampleExtraction
import Mustache

/// The values the package templates see for one example: every doc text already escaped for where it goes
/// (Swift literals, JSON, comments), so templates only place them.
struct ExampleContext {
    /// What docgen does with the example.
    let plan: ExamplePlan
    /// Whether the example is in the shared module (its declarations made private to its file) or its own:
    /// the plan's `module`, decided once.
    let sharing: ModuleSharing

    init(plan: ExamplePlan) {
        self.plan = plan
        sharing = plan.module
    }

    var example: Example { plan.example }

    /// The module that holds the example: its own target, named by its id, or the shared one.
    var moduleName: String { sharing.isShared ? ModuleSharing.moduleName : example.id }

    /// Where the example's files go.
    var layout: ExampleFileLayout { ExampleFileLayout(plan, module: sharing) }

    /// The public function of the example's module that says how it is played (`docgenExampleData_<id>`):
    /// the one name docgen adds to the module, unique in the shared one.
    var dataFunction: String { "docgenExampleData_\(example.id)" }

    /// How the runner's module names the example's `DocgenExample` (in `Sources/ExampleRunner/Examples.swift`).
    var entryName: String { "docgenExample_\(example.id)" }

    /// A text that no entry contains; the default session types it and expects no row.
    static let nonsense = "zq~docgen~qz"

    var value: MustacheValue {
        let steps = sessionSteps
        return [
            "banner": .string(ExamplePackageGenerator.banner),
            "id": .string(example.id),
            "module": .string(moduleName),
            "entryName": .string(entryName),
            "dataFunction": .string(dataFunction),
            "runnable": .bool(example.mode == .runnable),
            "titleComment": .string(SwiftLiteral.comment(example.title)),
            "titleLiteral": .string(SwiftLiteral.string(example.title)),
            "assemblyComment": .string(SwiftLiteral.comment(example.assembly)),
            "sourceComments": .array(example.sources.map { .string(SwiftLiteral.comment($0.description)) }),
            "sources": .array(example.sources.map { .object(Self.location($0.location)) }),
            "runs": .array(runs),
            // The last run maps lines to the Markdown: close it before docgen's own code.
            "closesSourceLocation": .bool(example.program.lines.last?.origin != nil),
            "mode": .string(mode),
            // A target's program file ends with how docgen plays it (`dataFunction`).
            "isTarget": .bool(!plan.isCompileFail),
            "hostType": example.hostType.map(MustacheValue.string) ?? .null,
            "hasHost": .bool(example.hostType != nil),
            // A screen the docs give no session for is explored; a session's steps are checked as played.
            "explores": .bool(example.hostType != nil && example.session == nil),
            "hasSession": .bool(example.hostType != nil && !steps.isEmpty),
            "sessionIsFromDocs": .bool(example.session != nil),
            "nearMissWitnesses": .array(nearMissWitnesses),
            "steps": .array(steps.map(\.swift)),
            "idJSON": .string(json(example.id)),
            "sourcesJSON": .array(
                example.sources.enumerated().map { index, source in
                    ["value": .string(json(source.description)), "first": .bool(index == 0)]
                }),
            "entriesJSON": .array(
                example.entries.enumerated().map { index, entry in
                    [
                        "title": .string(json(entry.title)), "image": .string(entry.image.map(json) ?? "null"),
                        "last": .bool(index == example.entries.count - 1),
                    ]
                }),
            "stepsJSON": .array(
                steps.enumerated().map { index, step in
                    [
                        "action": .string(json(step.quoted)),
                        "expected": .string(
                            step.expected.map { JSONValue.array($0.map(JSONValue.string)).serialized(pretty: false) }
                                ?? "null"),
                        "last": .bool(index == steps.count - 1),
                    ]
                }),
        ]
    }

    /// For each method that nearly matches a requirement UIKit may call (`RequirementNearMiss`), the
    /// requirement, given to the type in an extension that records each call (`NearMissedRequirement`), so
    /// that the checks fail the example where the app's behaviour depends on the method that never runs.
    private var nearMissWitnesses: [MustacheValue] {
        guard example.language == .swift, plan.isBuilt, !plan.isCompileFail else { return [] }
        return RequirementNearMiss.findings(in: example.program).compactMap { finding in
            guard let declaration = finding.recordingDeclaration, !example.isInLaterFile(finding.location) else {
                return nil
            }
            return .object(
                Self.location(finding.location).merging([
                    "type": .string(finding.typeName), "declaration": .string(declaration),
                    "requirement": .string(SwiftLiteral.string(finding.requirement)),
                    "typeLiteral": .string(SwiftLiteral.string(finding.typeName)),
                    "nearMiss": .string(SwiftLiteral.string(finding.method)),
                    "requirementComment": .string(SwiftLiteral.comment(finding.requirement)),
                ]) { _, new in new })
        }
    }

    /// A docs location as the generated `DocLocation(file:line:column:)` takes it: the file as a Swift literal.
    static func location(_ location: SourceLocation) -> [String: MustacheValue] {
        [
            "file": .string(SwiftLiteral.string(location.file)), "line": .int(location.line),
            "column": .int(location.column),
        ]
    }

    private func json(_ text: String) -> String { JSONValue.string(text).serialized(pretty: false) }

    private var mode: String {
        switch example.mode {
        case .runnable: return "runnable"
        case .noRun: return "noRun"
        case .shouldFail: return "shouldFail"
        case .compileFail: return "compileFail"
        case .ignore, .skipped: return "noRun"
        }
    }

    // MARK: - Program

    /// One `#sourceLocation` run each: origin lines are indented to their Markdown column, so a compiler
    /// diagnostic's line and column are the Markdown's.
    ///
    /// A closing `#sourceLocation()` is only written after an opening one (the compiler rejects any other),
    /// so a program whose first or last lines are synthesized still balances.
    ///
    /// In the shared module, `fileprivate` goes on a line of its own before each top-level declaration: a run
    /// is split there, and the new run starts one Markdown line early, so the declaration keeps its line.
    private var runs: [MustacheValue] {
        let lines = StoryboardAttributeRewriter.lines(of: plan)
        var splits: Set<Int> = []
        if case .shared(let before) = sharing { splits = Set(before) }
        var pieces: [(range: Range<Int>, modifier: Bool)] = []
        for run in example.program.sourceLocationRuns {
            var start = run.lowerBound
            for index in run where splits.contains(index) && index > start {
                pieces.append((start..<index, splits.contains(start)))
                start = index
            }
            pieces.append((start..<run.upperBound, splits.contains(start)))
        }
        var isOpen = false
        return pieces.map { piece in
            let run = piece.range
            let first = lines[run.lowerBound]
            let directive: String?
            if let origin = first.origin {
                let line = piece.modifier ? origin.line - 1 : origin.line
                directive = "#sourceLocation(file: \(SwiftLiteral.string(origin.file)), line: \(line))"
                isOpen = true
            } else {
                directive = isOpen ? "#sourceLocation()" : nil
                isOpen = false
            }
            var texts = lines[run].map { line -> MustacheValue in
                guard let origin = line.origin, origin.column > 1, !line.text.isEmpty else { return .string(line.text) }
                return .string(String(repeating: " ", count: origin.column - 1) + line.text)
            }
            if piece.modifier { texts.insert("fileprivate", at: 0) }
            return ["directive": directive.map(MustacheValue.string) ?? .null, "lines": .array(texts)]
        }
    }

    // MARK: - Session

    struct Step {
        var action: String
        var quoted: String
        var expected: [String]?
        var location: SourceLocation

        var swift: MustacheValue {
            .object(
                ExampleContext.location(location).merging([
                    "action": .string(action), "expected": .string(SwiftLiteral.stringArray(expected)),
                    "quoted": .string(SwiftLiteral.string(quoted)),
                ]) { _, step in step })
        }
    }

    /// The docs' own session, else a default one made from the entries of a search screen: activate, type
    /// each title, type a text matching nothing, clear, cancel. The default session expects no rows (what the
    /// app's filter shows is its own business); the invariants are checked after each of its steps.
    var sessionSteps: [Step] {
        if let session = example.session {
            return session.steps.map { step in
                Step(
                    action: Self.swiftAction(step.action), quoted: step.action.description, expected: step.expectedRows,
                    location: step.location)
            }
        }
        guard example.hostType != nil, !example.entries.isEmpty, example.usesSearch,
            let location = example.sources.first?.location
        else {
            return []
        }
        var steps = [Step(action: ".activate", quoted: "activate", expected: nil, location: location)]
        for entry in example.entries {
            let action = SearchSession.Action.type(entry.title)
            steps.append(
                Step(
                    action: Self.swiftAction(action), quoted: action.description, expected: nil,
                    location: entry.location ?? location))
        }
        let nothing = SearchSession.Action.type(Self.nonsense)
        steps.append(
            Step(action: Self.swiftAction(nothing), quoted: nothing.description, expected: nil, location: location))
        steps.append(Step(action: ".clear", quoted: "clear", expected: nil, location: location))
        // A plain search bar without `showsCancelButton` has no Cancel to tap.
        guard example.mayShowCancelButton else { return steps }
        steps.append(Step(action: ".cancel", quoted: "cancel", expected: nil, location: location))
        return steps
    }

    static func swiftAction(_ action: SearchSession.Action) -> String {
        switch action {
        case .activate: return ".activate"
        case .type(let text): return ".type(\(SwiftLiteral.string(text)))"
        case .clear: return ".clear"
        case .delete: return ".delete(1)"
        case .scopeTitle(let title): return ".scope(\(SwiftLiteral.string(title)))"
        case .scopeIndex(let index): return ".scopeIndex(\(index))"
        case .cancel: return ".cancel"
        case .search: return ".search"
        case .tapRow(let title): return ".tapRow(\(SwiftLiteral.string(title)))"
        case .tapButton(let name, _): return ".tapButton(\(SwiftLiteral.string(name)))"
        case .swipe(let row, let action):
            return ".swipe(row: \(SwiftLiteral.string(row)), action: \(SwiftLiteral.string(action)))"
        case .alert(let title, let typing, let button):
            let texts = typing.map(SwiftLiteral.string).joined(separator: ", ")
            return
                ".alert(title: \(SwiftLiteral.string(title)), typing: [\(texts)], tap: \(SwiftLiteral.string(button)))"
        case .pullToRefresh: return ".pullToRefresh"
        case .back: return ".back"
        }
    }
}
