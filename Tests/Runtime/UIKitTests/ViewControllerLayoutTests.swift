import Foundation
import Testing
@_spi(Testing) import UIKit

/// A view controller's layout callbacks, editing mode, responder chain and sheet controller.
@Suite @MainActor
struct ViewControllerLayoutTests {
    final class Logged: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
        override func viewWillLayoutSubviews() { events.append("willLayout") }
        override func viewDidLayoutSubviews() { events.append("didLayout") }
        override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            events.append("editing \(editing)")
        }
    }

    @Test func theViewIsLaidOutBetweenWillAndDidAppear() {
        let controller = Logged()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.events.prefix(4) == ["willAppear", "willLayout", "didLayout", "didAppear"])
    }

    @Test func aLayoutRequestOnTheRootViewTellsTheController() {
        let controller = Logged()
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
        controller.events = []
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(controller.events == ["willLayout", "didLayout"])
        controller.view.layoutIfNeeded()
        #expect(controller.events == ["willLayout", "didLayout"], "nothing is due: no second pass")
    }

    @Test func theEditButtonTogglesEditingThroughSetEditing() throws {
        let controller = Logged()
        #expect(!controller.isEditing)
        let button = controller.editButtonItem
        #expect(button.title == "Edit")
        button.userTap()
        #expect(controller.isEditing)
        #expect(button.title == "Done")
        controller.isEditing = false
        #expect(controller.events == ["editing true", "editing false"])
        #expect(button.title == "Edit")
    }

    @Test func aRootViewsNextResponderIsItsController() {
        let controller = UIViewController()
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        let window = UIWindow(frame: .zero)
        window.rootViewController = controller
        #expect(controller.next === controller.view.superview)
    }

    @Test func aSheetControllerExistsForSheetStylesOnlyWithApplesDefaults() throws {
        let controller = UIViewController()
        let sheet = try #require(controller.sheetPresentationController)
        #expect(sheet === controller.sheetPresentationController, "the same object each time")
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.selectedDetentIdentifier == nil && !sheet.prefersGrabberVisible)
        sheet.animateChanges { sheet.detents = [.medium(), .large()] }
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
        sheet.detents = []
        #expect(sheet.detents.map(\.identifier) == [.large], "an empty list keeps the default")
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.sheetPresentationController == nil)
    }
}
