import Foundation
import Testing
@_spi(Testing) import UIKit

/// Target–action as docgen compiles `#selector` (`_sel`, a selector carrying its method): controls and
/// gesture recognizers call the method on their target; a selector made from a name is only a name.
@Suite @MainActor
struct TargetActionTests {
    final class Screen: UIViewController {
        var log: [String] = []
        func addTodo() { log.append("addTodo") }
        func tapped(_ sender: UIControl) { log.append("tapped \(sender.isEnabled)") }
        func recognized(_ sender: UITapGestureRecognizer) { log.append("recognized") }
    }

    @Test func aControlSendsItsActionsForTheirEventsInOrder() {
        let screen = Screen()
        let control = UIControl()
        control.addTarget(screen, action: _sel(Screen.addTodo), for: .touchUpInside)
        control.addTarget(screen, action: _sel(Screen.tapped(_:)), for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .valueChanged)
        #expect(screen.log == ["tapped true"])
        control.sendActions(for: .touchUpInside)
        #expect(screen.log == ["tapped true", "addTodo", "tapped true"])
    }

    @Test func removedAndNamedActionsAreNotSent() {
        let screen = Screen()
        let control = UIControl()
        let action = _sel(Screen.addTodo)
        control.addTarget(screen, action: action, for: .touchUpInside)
        control.addTarget(screen, action: Selector("addTodo"), for: .touchUpInside)
        control.removeTarget(screen, action: action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(screen.log.isEmpty)
        #expect(Selector("addTodo").isPerformable == false)
        #expect(action.isPerformable)
    }

    @Test func aBoundMethodIsCalledWhateverTheTarget() {
        let screen = Screen()
        let control = UIControl()
        control.addTarget(screen, action: _sel(screen.addTodo), for: .primaryActionTriggered)
        control.sendActions(for: .allEvents)
        #expect(screen.log == ["addTodo"])
    }

    /// `addObserver(_:selector:name:object:)`: each notification of the name calls the method with it, as a
    /// `Notification` or an `NSNotification`, whichever the method takes; not once the observer is gone.
    @Test func aNotificationCallsItsObserversSelector() {
        final class Observer: UIViewController {
            var texts: [String] = []
            func changed(_ notification: Notification) {
                texts.append((notification.object as? UITextField)?.text ?? "?")
            }
            func changedObjC(sender: NSNotification) {
                texts.append("objc " + ((sender.object as? UITextField)?.text ?? "?"))
            }
        }
        let center = NotificationCenter()
        let field = UITextField()
        var observer: Observer? = Observer()
        center.addObserver(
            observer!, selector: _sel(Observer.changed(_:)), name: UITextField.textDidChangeNotification, object: field)
        center.addObserver(
            observer!, selector: _sel(Observer.changedObjC(sender:)), name: UITextField.textDidChangeNotification,
            object: nil)
        field.text = "Tokyo"
        center.post(name: UITextField.textDidChangeNotification, object: field)
        center.post(name: UITextField.textDidBeginEditingNotification, object: field)
        #expect(observer?.texts == ["Tokyo", "objc Tokyo"])
        weak let gone = observer
        observer = nil
        #expect(gone == nil)
        center.post(name: UITextField.textDidChangeNotification, object: field)
    }

    @Test func aBarButtonItemSendsItsActionWhenTapped() {
        let screen = Screen()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: _sel(Screen.addTodo))
        screen.navigationItem.rightBarButtonItem = add
        #expect(screen.navigationItem.rightBarButtonItems?.count == 1)
        #expect(add.style == .plain)
        screen.navigationItem.rightBarButtonItem?.userTap()
        #expect(screen.log == ["addTodo"])
        add.isEnabled = false
        add.userTap()
        #expect(screen.log == ["addTodo"])
        #expect(UINavigationItem().rightBarButtonItem == nil)
    }

    @Test func aGestureRecognizerSendsItsActionWithItselfAsSender() {
        let screen = Screen()
        let tap = UITapGestureRecognizer(target: screen, action: _sel(Screen.recognized(_:)))
        tap.sendActions()
        #expect(screen.log == ["recognized"])
    }
}
