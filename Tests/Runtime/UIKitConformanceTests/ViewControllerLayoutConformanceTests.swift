// Written only against Apple's public UIKit API, in the Swift 5 language mode: this file compiles
// unchanged in an iOS app's test target. A view controller's layout callbacks, editing mode, responder
// chain and sheet presentation controller; each expectation names the Apple documentation it comes from.

import Testing
import UIKit

@MainActor
@Suite struct ViewControllerLayoutConformanceTests {
    final class Logged: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            events.append("willAppear")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            events.append("willLayout")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            events.append("didLayout")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            events.append("didAppear")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            events.append("transition")
        }
    }

    /// "Displaying and managing views": the view is laid out after viewWillAppear(_:) and before
    /// viewDidAppear(_:), its controller told around the layout.
    @Test func aShownControllerIsLaidOutBeforeItAppears() {
        let controller = Logged()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let appearance = controller.events.filter {
            ["willAppear", "didAppear", "willLayout", "didLayout"].contains($0)
        }
        #expect(appearance.first == "willAppear")
        #expect(appearance.last == "didAppear")
        #expect(appearance.contains("willLayout") && appearance.contains("didLayout"))
    }

    /// `isEditing`: false by default; `editButtonItem` "toggles its title … between Edit and Done".
    @Test func editingModeAndTheEditButton() {
        let controller = UIViewController()
        #expect(!controller.isEditing)
        #expect(controller.editButtonItem.title == "Edit")
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.editButtonItem.title == "Done")
    }

    /// `UIResponder.next`: a controller's root view answers its controller.
    @Test func aRootViewsNextResponderIsItsController() {
        let controller = UIViewController()
        #expect(controller.view.next === controller)
    }

    /// `sheetPresentationController`: present for a page sheet, nil for a full-screen presentation;
    /// `detents` default to `[.large()]`, `prefersGrabberVisible` to false.
    @Test func theSheetPresentationController() throws {
        let controller = UIViewController()
        controller.modalPresentationStyle = .pageSheet
        let sheet = try #require(controller.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(!sheet.prefersGrabberVisible)
        sheet.animateChanges {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
        }
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
        #expect(sheet.selectedDetentIdentifier == .medium)
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.sheetPresentationController == nil)
        #expect(controller.isModalInPresentation == false)
    }
}
