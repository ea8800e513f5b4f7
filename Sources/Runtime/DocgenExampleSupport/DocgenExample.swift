import UIKit
import UIKitDriver

/// An example of the docs, as the runner and the tests see it.
public struct DocgenExample: Sendable {
    public enum Mode: String, Sendable {
        case runnable, noRun, shouldFail, compileFail
    }

    public var id: String
    public var title: String
    public var mode: Mode
    /// Every place in the docs the example comes from (the first code line of each source).
    public var sources: [DocLocation]
    /// Creates the controller the example declares, if it declares one.
    public var makeHost: (@MainActor @Sendable () -> UIViewController)?
    /// Whether the session was written in the docs (`search-session`) or made by docgen from the entries.
    public var sessionIsFromDocs: Bool
    public var session: [DocgenSessionStep]

    public init(
        id: String, title: String, mode: Mode, sources: [DocLocation],
        makeHost: (@MainActor @Sendable () -> UIViewController)?, sessionIsFromDocs: Bool,
        session: [DocgenSessionStep]
    ) {
        self.id = id
        self.title = title
        self.mode = mode
        self.sources = sources
        self.makeHost = makeHost
        self.sessionIsFromDocs = sessionIsFromDocs
        self.session = session
    }

    /// What an example's module says about how it is played (its `docgenExampleData_<id>()`), in types the
    /// module has without this library: it imports only the headless UIKit. `Entry.swift.mustache` spells
    /// the same type out; the two must stay equal (every generated package that is built checks they are).
    public typealias ModuleData = (
        title: String, mode: String, sources: [(file: String, line: Int, column: Int)],
        makeHost: (@MainActor @Sendable () -> UIViewController)?, sessionIsFromDocs: Bool,
        session: [(action: SessionAction, expected: [String]?, quoted: String, file: String, line: Int, column: Int)]
    )

    /// The example `id`, as its module says it is played; an unknown mode is `noRun`.
    public init(id: String, _ data: ModuleData) {
        self.init(
            id: id, title: data.title, mode: Mode(rawValue: data.mode) ?? .noRun,
            sources: data.sources.map { DocLocation(file: $0.file, line: $0.line, column: $0.column) },
            makeHost: data.makeHost, sessionIsFromDocs: data.sessionIsFromDocs,
            session: data.session.map { step in
                DocgenSessionStep(
                    step.action, expected: step.expected, quoted: step.quoted,
                    at: DocLocation(file: step.file, line: step.line, column: step.column))
            })
    }

    /// `(none)` or `A, B, C`, as session blocks write rows.
    public static func rowList(_ rows: [String]) -> String {
        rows.isEmpty ? "(none)" : rows.joined(separator: ", ")
    }

    /// Hosts the example and plays its session, step by step; nil if the example declares no controller.
    ///
    /// A step the user cannot perform is recorded with its error, and the session goes on. After each step
    /// the invariants every correct app keeps are checked (`SimulatedUser.invariantViolations()`).
    @MainActor public func play() -> (initial: Screen, steps: [DocgenStepResult])? {
        guard let makeHost else { return nil }
        let user = SimulatedUser(hosting: makeHost())
        let initial = user.readScreen()
        _ = user.invariantViolations()  // the first screen's are the explorer's (`ScreenExplorer`)
        var results: [DocgenStepResult] = []
        for step in session {
            var failure: String?
            do {
                try user.perform(step.action)
            } catch {
                failure = String(describing: error)
            }
            let screen = user.readScreen()
            results.append(
                DocgenStepResult(step: step, screen: screen, error: failure, violations: user.invariantViolations()))
        }
        return (initial, results)
    }
}
