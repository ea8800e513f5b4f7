@_spi(Testing) import UIKit

/// A person trying every control of a screen the docs give no session for, with the invariants
/// (`SimulatedUser.invariantViolations()`) checked after every event: what every correct app keeps, so no
/// guess about what this app does.
///
/// Each branch starts from a fresh screen (`makeHost`) and stops at its first violation or at the first
/// event the person cannot perform; the branches, in this order (deterministic):
/// 1. the first screen as shown;
/// 2. each bar button item (leading, then trailing), then each titled button of the screen's views, at most
///    `maxButtons` in all: tapped;
/// 3. the first row with a title: tapped; the last: swiped, tapping its first swipe action (the last row,
///    so that a handler that mixes up the row with another index, `indexPath.section` for `.row`, changes
///    another row of the model than the table removes);
/// 4. pull to refresh, where the list has a refresh control;
/// 5. the search bar: tapped into, the first row's title (up to `maxTypedCharacters`) typed one key at a
///    time, then Cancel (or the clear button when the bar shows no Cancel);
/// 6. the screen's own text field: the same text typed, one more character each time.
///
/// After an event that shows an alert, the alert is answered: `alertText` typed into each text field, then
/// its preferred action tapped (else its first action that does not cancel). After a branch that left a
/// pushed screen on top, the back button is tapped.
@MainActor
public struct ScreenExplorer {
    /// Where the invariants failed: the events that led there, as a session block writes them, and what
    /// the screen showed.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        public var events: [String]
        public var violation: InvariantViolation

        public init(events: [String], violation: InvariantViolation) {
            self.events = events
            self.violation = violation
        }

        /// `after tap button "Add", alert "New" type "New" tap "OK": the table shows 3 rows …`.
        public var description: String {
            (events.isEmpty ? "on the first screen" : "after " + events.joined(separator: ", ")) + ": \(violation)"
        }
    }

    /// One event of a branch.
    enum Step {
        case session(SessionAction)
        /// One key typed into the editing search bar; the description says the text it leaves.
        case key(Character, leaving: String)
        /// The screen's text field set to this text, key by key.
        case textField(String)

        @MainActor func perform(by user: SimulatedUser) throws {
            switch self {
            case .session(let action): try user.perform(action)
            case .key(let character, _): try user.type(String(character))
            case .textField(let text): try user.typeIntoTextField(text)
            }
        }

        var description: String {
            switch self {
            case .session(let action): action.description
            case .key(_, let text): SessionAction.type(text).description
            case .textField(let text): SessionAction.type(text).description + " into the text field"
            }
        }
    }

    /// At most this many buttons are tapped.
    public static let maxButtons = 6
    /// At most this many characters are typed into a search bar or text field.
    public static let maxTypedCharacters = 4
    /// What the simulated user types into an alert's text fields.
    public static let alertText = "New"

    /// Makes the screen afresh for each branch.
    public let makeHost: @MainActor () -> UIViewController

    public init(makeHost: @escaping @MainActor () -> UIViewController) {
        self.makeHost = makeHost
    }

    /// Explores the screen; every branch's first violation, each said once.
    public func explore() -> [Finding] {
        let first = SimulatedUser(hosting: makeHost())
        var findings = first.invariantViolations().map { Finding(events: [], violation: $0) }
        for branch in branches(of: first) {
            guard let finding = play(branch), !findings.contains(where: { $0.violation == finding.violation })
            else { continue }
            findings.append(finding)
        }
        return findings
    }

    /// The branches the first screen offers, in order.
    func branches(of user: SimulatedUser) -> [[Step]] {
        let screen = user.readScreen()
        var branches = buttonNames(of: user).map { [Step.session(.tapButton($0))] }
        let titles = screen.rows.compactMap(\.title).filter { !$0.isEmpty }
        let row = titles.first
        if let row { branches.append([.session(.tapRow(row))]) }
        if let last = titles.last, let action = (try? user.swipeActionTitles(ofRowTitled: last))?.first {
            branches.append([.session(.swipe(row: last, action: action))])
        }
        if screen.isRefreshing != nil { branches.append([.session(.pullToRefresh)]) }
        let text = String((row ?? "a").prefix(Self.maxTypedCharacters))
        if let bar = user.searchBar {
            var typing: [Step] = [.session(.activate)]
            for length in 1...text.count {
                let prefix = String(text.prefix(length))
                typing.append(.key(prefix.last ?? "a", leaving: prefix))
            }
            let showsCancel = bar.showsCancelButton || bar.owningSearchController != nil
            typing.append(.session(showsCancel ? .cancel : .clear))
            branches.append(typing)
        }
        if SearchStackLocator.textField(of: user.visibleScreen.content) != nil {
            branches.append((1...text.count).map { Step.textField(String(text.prefix($0))) })
        }
        return branches
    }

    /// The names a person taps buttons by: bar button items, then the titled buttons of the screen's views.
    func buttonNames(of user: SimulatedUser) -> [String] {
        let screen = user.visibleScreen
        let items = screen.barButtonItems.left + screen.barButtonItems.right
        let itemNames = items.filter(\.isEnabled).compactMap { $0.displayedTitle ?? $0.image?.name }
        let controlNames = ButtonLocator.titledControls(in: screen.content.view).filter(\.control.isEnabled).map(
            \.title)
        var names: [String] = []
        for name in itemNames + controlNames where !names.contains(name) { names.append(name) }
        return Array(names.prefix(Self.maxButtons))
    }

    /// Plays one branch on a fresh screen; its first violation, if any.
    func play(_ steps: [Step]) -> Finding? {
        let user = SimulatedUser(hosting: makeHost())
        _ = user.invariantViolations()  // the first screen is checked once, by `explore()`
        var events: [String] = []
        for step in steps {
            do { try step.perform(by: user) } catch { return nil }
            events.append(step.description)
            if let violation = user.invariantViolations().first { return Finding(events: events, violation: violation) }
            for _ in 0..<2 {
                guard let answer = answerAlert(user) else { break }
                events.append(answer)
                if let violation = user.invariantViolations().first {
                    return Finding(events: events, violation: violation)
                }
            }
        }
        guard user.visibleScreen.alert == nil, user.readScreen().depth > 1, (try? user.tapBack()) != nil else {
            return nil
        }
        events.append(SessionAction.back.description)
        return user.invariantViolations().first.map { Finding(events: events, violation: $0) }
    }

    /// Answers the alert on screen, if any: `alertText` in each text field, then its preferred action (else
    /// its first enabled action that does not cancel, else its first); the step as a session writes it.
    func answerAlert(_ user: SimulatedUser) -> String? {
        guard let alert = user.visibleScreen.alert else { return nil }
        let fields = alert.textFields ?? []
        for field in fields { TextEntry.replaceText(of: field, with: Self.alertText) }
        let action =
            alert.preferredAction ?? alert.actions.first { $0.style != .cancel && $0.isEnabled } ?? alert.actions.first
        guard let action, action.isEnabled else { return nil }
        action.userTap(in: alert)
        let typed = Array(repeating: Self.alertText, count: fields.count)
        return SessionAction.alert(title: alert.title ?? "", typing: typed, tap: action.title ?? "").description
    }
}
