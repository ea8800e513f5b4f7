import Foundation
import Testing
@_spi(Testing) import UIKit

/// Navigation stacks, presentations and segues: the documented callbacks, in the order the headless UIKit
/// sends them, seen by controllers that log into one shared list.
@Suite @MainActor
struct NavigationAndPresentationTests {
    /// A controller that logs its appearance callbacks (and the flags UIKit sets meanwhile) as "name event".
    final class Logged: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewWillAppear(_ animated: Bool) {
            log.events.append("\(name) willAppear" + flags)
        }
        override func viewDidAppear(_ animated: Bool) { log.events.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) {
            log.events.append("\(name) willDisappear" + flags)
        }
        override func viewDidDisappear(_ animated: Bool) { log.events.append("\(name) didDisappear") }
        var flags: String {
            [
                isMovingToParent ? " movingTo" : "", isMovingFromParent ? " movingFrom" : "",
                isBeingPresented ? " presented" : "", isBeingDismissed ? " dismissed" : "",
            ].joined()
        }
    }

    final class Log {
        var events: [String] = []
    }

    /// A navigation controller with `root` on screen in a key window, the log cleared.
    func onScreen(_ root: UIViewController, log: Log) -> (UIWindow, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        log.events.removeAll()
        return (window, navigation)
    }

    // MARK: - Pushing and popping

    @Test func pushAndPopInterleaveTheTwoControllersCallbacks() {
        let log = Log()
        let (a, b) = (Logged("A", log: log), Logged("B", log: log))
        let (window, navigation) = onScreen(a, log: log)
        navigation.pushViewController(b, animated: true)
        #expect(
            log.events == ["A willDisappear", "B willAppear movingTo", "A didDisappear", "B didAppear"])
        #expect(b.navigationController === navigation && navigation.topViewController === b)
        log.events.removeAll()
        #expect(navigation.popViewController(animated: true) === b)
        #expect(
            log.events == ["B willDisappear movingFrom", "A willAppear", "B didDisappear", "A didAppear"])
        #expect(b.parent == nil && navigation.viewControllers == [a])
        #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
        _ = window
    }

    @Test func aStackNotOnScreenSendsNoAppearanceCallbacks() {
        let log = Log()
        let navigation = UINavigationController(rootViewController: Logged("A", log: log))
        navigation.pushViewController(Logged("B", log: log), animated: false)
        #expect(log.events.isEmpty)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func popToRootAndPopToReturnThePoppedControllersBottomFirst() {
        let log = Log()
        let controllers = (0..<4).map { Logged("C\($0)", log: log) }
        let (window, navigation) = onScreen(controllers[0], log: log)
        for controller in controllers.dropFirst() { navigation.pushViewController(controller, animated: false) }
        log.events.removeAll()
        #expect(navigation.popToViewController(controllers[1], animated: true) == [controllers[2], controllers[3]])
        #expect(log.events == ["C3 willDisappear movingFrom", "C1 willAppear", "C3 didDisappear", "C1 didAppear"])
        #expect(navigation.popToViewController(UIViewController(), animated: true) == nil, "not on the stack")
        #expect(navigation.popToViewController(controllers[1], animated: true) == nil, "already the top")
        #expect(navigation.popToRootViewController(animated: true) == [controllers[1]])
        #expect(navigation.popToRootViewController(animated: true) == nil)
        #expect(navigation.topViewController === controllers[0])
        _ = window
    }

    @Test func setViewControllersReplacesTheStackAndTheTopTransitions() {
        let log = Log()
        let (a, b, c) = (Logged("A", log: log), Logged("B", log: log), Logged("C", log: log))
        let (window, navigation) = onScreen(a, log: log)
        navigation.setViewControllers([b, c, c], animated: true)
        #expect(navigation.viewControllers == [b, c], "a controller listed twice is kept once")
        #expect(log.events == ["A willDisappear", "C willAppear", "A didDisappear", "C didAppear"])
        #expect(a.parent == nil && b.parent === navigation)
        log.events.removeAll()
        navigation.viewControllers = [b, c]
        #expect(log.events.isEmpty, "the same top does not transition")
        _ = window
    }

    @Test func showPushesInANavigationControllerAndPresentsOtherwise() {
        let log = Log()
        let a = Logged("A", log: log)
        let (window, navigation) = onScreen(a, log: log)
        let pushed = UIViewController()
        a.show(pushed, sender: nil)
        #expect(navigation.topViewController === pushed)
        let lone = UIViewController()
        let shown = UIViewController()
        lone.show(shown, sender: nil)
        #expect(lone.presentedViewController === shown)
        _ = window
    }

    @Test func tenThousandPushesAndPopToRootStayFast() {
        let (window, navigation) = onScreen(UIViewController(), log: Log())
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<10_000 { navigation.pushViewController(UIViewController(), animated: false) }
            #expect(navigation.viewControllers.count == 10_001)
            #expect(navigation.popToRootViewController(animated: false)?.count == 10_000)
        }
        #expect(elapsed < .seconds(10), "10,000 pushes and a pop to root took \(elapsed)")
        _ = window
    }

    /// A controller that pushes another like it when it appears, `remaining` times.
    final class Pusher: UIViewController {
        let remaining: Int
        init(remaining: Int) {
            self.remaining = remaining
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidAppear(_ animated: Bool) {
            if remaining > 0 {
                navigationController?.pushViewController(Pusher(remaining: remaining - 1), animated: true)
            }
        }
    }

    @Test func aPushFromViewDidAppearWaitsForTheTransitionSoAChainDoesNotRecurse() {
        let (window, navigation) = onScreen(UIViewController(), log: Log())
        navigation.pushViewController(Pusher(remaining: 10_000), animated: true)
        #expect(navigation.viewControllers.count == 10_002)
        _ = window
    }

    // MARK: - Presenting

    @Test func aSheetLeavesThePresenterOnScreenAndAFullScreenPresentationCoversIt() {
        let log = Log()
        let a = Logged("A", log: log)
        let (window, navigation) = onScreen(a, log: log)
        let sheet = Logged("S", log: log)
        #expect(sheet.modalPresentationStyle == .automatic)
        var completed = 0
        a.present(sheet, animated: true) { completed += 1 }
        #expect(log.events == ["S willAppear presented", "S didAppear"])
        #expect(navigation.presentedViewController === sheet && a.presentedViewController === sheet)
        #expect(sheet.presentingViewController === navigation)
        log.events.removeAll()
        sheet.dismiss(animated: true) { completed += 1 }
        #expect(log.events == ["S willDisappear dismissed", "S didDisappear"])
        #expect(completed == 2)

        let cover = Logged("F", log: log)
        cover.modalPresentationStyle = .fullScreen
        log.events.removeAll()
        a.present(cover, animated: false)
        #expect(log.events == ["A willDisappear", "F willAppear presented", "A didDisappear", "F didAppear"])
        log.events.removeAll()
        a.dismiss(animated: false)
        #expect(log.events == ["F willDisappear dismissed", "A willAppear", "F didDisappear", "A didAppear"])
        _ = window
    }

    @Test func aPresenterAlreadyPresentingDoesNotPresentAgain() {
        let (window, navigation) = onScreen(UIViewController(), log: Log())
        let first = UIViewController()
        navigation.present(first, animated: false)
        var completed = false
        navigation.present(UIViewController(), animated: false) { completed = true }
        #expect(!completed && navigation.presentedViewController === first)
        _ = window
    }

    @Test func dismissingLowInAChainDismissesEverythingAboveIt() {
        let (window, navigation) = onScreen(UIViewController(), log: Log())
        let first = UIViewController()
        let second = UIViewController()
        navigation.present(first, animated: false)
        first.present(second, animated: false)
        #expect(second.presentingViewController === first)
        var completed = 0
        navigation.dismiss(animated: true) { completed += 1 }
        #expect(navigation.presentedViewController == nil && first.presentedViewController == nil)
        #expect(second.presentingViewController == nil && completed == 1)
        navigation.dismiss(animated: true) { completed += 1 }
        #expect(completed == 1, "nothing to dismiss: no completion")
        _ = window
    }

    @Test func currentContextPresentationsStopAtTheControllerThatDefinesTheContext() {
        let (window, navigation) = onScreen(UIViewController(), log: Log())
        let context = navigation.topViewController!
        context.definesPresentationContext = true
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        context.present(overlay, animated: false)
        #expect(overlay.presentingViewController === context)
        _ = window
    }

    // MARK: - Segues

    final class Source: UIViewController {
        var prepared: [(String?, UIViewController, UIViewController, String?)] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append((segue.identifier, segue.source, segue.destination, sender as? String))
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { false }
    }

    final class Detail: UIViewController {}

    @Test func performSegueCallsPrepareThenShowsTheDestination() throws {
        let source = Source()
        let (window, navigation) = onScreen(source, log: Log())
        source.performSegue(withIdentifier: "showDetail", sender: "cell")
        let prepared = try #require(source.prepared.first)
        #expect(prepared.0 == "showDetail" && prepared.1 === source && prepared.3 == "cell")
        #expect(navigation.topViewController === prepared.2, "a Show segue pushes, shouldPerformSegue is not asked")
        #expect(
            prepared.2.title == "showDetail", "an unknown destination is a plain controller titled by the identifier")

        UIStoryboardSegue.destinations["showDetail"] = { Detail() }
        defer { UIStoryboardSegue.destinations["showDetail"] = nil }
        source.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(source.prepared.last?.2 is Detail)
        _ = window
    }

    @Test func aSegueWithAPerformHandlerRunsItOnPerform() {
        var performed = 0
        let segue = UIStoryboardSegue(identifier: "x", source: UIViewController(), destination: UIViewController()) {
            performed += 1
        }
        segue.perform()
        UIStoryboardSegue(identifier: nil, source: UIViewController(), destination: UIViewController()).perform()
        #expect(performed == 1)
    }
}
