import Foundation
import UIKitDriver

/// `swift run ExampleRunner [--list | --json] <id>`: plays an example's session and prints the screens.
public enum DocgenRunner {
    /// Where the runner writes: one call per line (without its newline).
    public struct Output {
        public var standardOutput: (String) -> Void
        public var standardError: (String) -> Void

        public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
            self.standardOutput = standardOutput
            self.standardError = standardError
        }

        /// The process's standard output and standard error.
        public static var process: Output {
            Output(
                standardOutput: { print($0) },
                standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        }
    }

    /// Runs the command line `arguments` (without the program name) over `examples`; returns the exit
    /// status: 0, 1 if a step did not show its expected rows, 64 for a usage error.
    @MainActor public static func main(
        arguments: [String], examples: [DocgenExample], output: Output = .process
    ) async -> Int32 {
        if arguments.first == "--list" {
            for example in examples {
                output.standardOutput("\(example.id)  \(example.mode.rawValue)  \(example.title)")
            }
            return 0
        }
        let json = arguments.contains("--json")
        let ids = arguments.filter { !$0.hasPrefix("--") }
        guard ids.count == 1 else {
            output.standardError("usage: ExampleRunner [--list | --json] <example-id>")
            return 64
        }
        guard let example = examples.first(where: { $0.id == ids[0] }) else {
            output.standardError("ExampleRunner: no example '\(ids[0])'; see --list")
            return 64
        }
        guard let played = example.play() else {
            output.standardOutput("\(example.id) declares no view controller to host; nothing to run")
            return 0
        }
        if json {
            output.standardOutput(jsonReport(example: example, initial: played.initial, steps: played.steps))
        } else {
            output.standardOutput("== \(example.id): \(example.title)")
            output.standardOutput("-- initial screen\n\(played.initial)")
            for result in played.steps {
                output.standardOutput("-- \(result.step.quoted)  (\(result.step.location))\n\(result.screen)")
                if let mismatch = result.mismatch { output.standardOutput("!! \(mismatch)") }
                for broken in result.brokenInvariants { output.standardOutput("!! \(broken)") }
            }
        }
        return played.steps.contains { $0.mismatch != nil || !$0.violations.isEmpty } ? 1 : 0
    }

    /// The played session as JSON: each step with its rows (title, image) and any mismatch.
    static func jsonReport(example: DocgenExample, initial: Screen, steps: [DocgenStepResult]) -> String {
        func rows(_ screen: Screen) -> [[String: String]] {
            screen.rows.map { ["title": $0.title ?? "", "image": $0.imageName ?? ""] }
        }
        var stepObjects: [[String: Any]] = []
        for result in steps {
            var object: [String: Any] = [
                "action": result.step.quoted, "location": result.step.location.description,
                "rows": rows(result.screen), "searchText": result.screen.searchBar?.text ?? "",
                "active": result.screen.isSearchActive ?? false,
            ]
            if let bar = result.screen.searchBar {
                object["scopeTitles"] = bar.showsScopeBar ? bar.scopeTitles : []
                object["selectedScope"] = bar.selectedScopeIndex
                object["showsCancel"] = bar.showsCancelButton
                object["placeholder"] = bar.placeholder ?? ""
            }
            object.merge(navigationFacts(result.screen)) { _, new in new }
            if let mismatch = result.mismatch { object["mismatch"] = mismatch }
            if !result.violations.isEmpty { object["brokenInvariants"] = result.brokenInvariants }
            stepObjects.append(object)
        }
        var report: [String: Any] = ["id": example.id, "initialRows": rows(initial), "steps": stepObjects]
        report["initialScreen"] = navigationFacts(initial)
        let data = (try? JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// What a step's screen shows beyond the rows and the search bar: the navigation title, depth, back
    /// button and bar buttons, the refresh control, and an alert (only the facts the screen has).
    public static func navigationFacts(_ screen: Screen) -> [String: Any] {
        var facts: [String: Any] = ["depth": screen.depth]
        if let title = screen.navigationTitle { facts["navigationTitle"] = title }
        if let bar = screen.navigationBar {
            if let back = bar.backButton { facts["backButton"] = back }
            facts["barButtons"] = bar.leftButtons + bar.rightButtons
        }
        if let refreshing = screen.isRefreshing { facts["refreshing"] = refreshing }
        if let alert = screen.alert {
            facts["alert"] =
                [
                    "title": alert.title ?? "", "message": alert.message ?? "", "buttons": alert.actions,
                    "textFields": alert.textFields.map { $0.text ?? "" },
                ] as [String: Any]
        }
        return facts
    }
}
