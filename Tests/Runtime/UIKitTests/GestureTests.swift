import Foundation
import Testing
@_spi(Testing) import UIKit

/// Gesture recognizers driven as a user drives them: Apple's state machine, target–action at each state,
/// and what stops a gesture.
@Suite @MainActor
struct GestureTests {
    final class Screen: UIViewController, UIGestureRecognizerDelegate {
        var log: [String] = []
        var allowBegin = true
        func tapped(_ sender: UITapGestureRecognizer) { log.append("tap \(sender.state.rawValue)") }
        func pressed(_ sender: UILongPressGestureRecognizer) { log.append("press \(sender.state.rawValue)") }
        func swiped(_ sender: UISwipeGestureRecognizer) { log.append("swipe") }
        func panned(_ sender: UIPanGestureRecognizer) {
            let t = sender.translation(in: view)
            log.append("pan \(sender.state.rawValue) \(Int(t.x)),\(Int(t.y)) v\(Int(sender.velocity(in: view).x))")
        }
        func pinched(_ sender: UIPinchGestureRecognizer) {
            log.append("pinch \(sender.state.rawValue) \(String(format: "%.2f", sender.scale))")
            sender.scale = 1
        }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowBegin }
    }

    /// A screen whose view holds `child` at (10, 20) and the recognizer on the child.
    func attach(_ recognizer: UIGestureRecognizer, to screen: Screen) -> UIView {
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        screen.view.addSubview(child)
        child.addGestureRecognizer(recognizer)
        return child
    }

    @Test func aTapIsRecognizedThenTheRecognizerIsPossibleAgain() {
        let screen = Screen()
        let tap = UITapGestureRecognizer(target: screen, action: _sel(Screen.tapped(_:)))
        let child = attach(tap, to: screen)
        #expect(tap.userTap(at: CGPoint(x: 5, y: 6)))
        #expect(screen.log == ["tap 3"])  // .recognized is .ended
        #expect(tap.state == .possible)
        #expect(tap.numberOfTouches == 0)
        tap.userTap()
        #expect(tap.location(in: child) == CGPoint(x: 50, y: 25))
        #expect(tap.location(in: nil) == CGPoint(x: 60, y: 45))
        #expect(tap.location(in: screen.view) == CGPoint(x: 60, y: 45))
    }

    @Test func aRecognizerWithoutATargetGoesThroughItsStatesAndSendsNothing() {
        let screen = Screen()
        for recognizer in [UITapGestureRecognizer(), UITapGestureRecognizer(target: nil, action: nil)] {
            _ = attach(recognizer, to: screen)
            #expect(recognizer.userTap())
            #expect(recognizer.state == .possible)
        }
        let pan = UIPanGestureRecognizer(target: screen, action: nil)
        _ = attach(pan, to: screen)
        #expect(pan.userPan(by: CGPoint(x: 10, y: 0)))
        #expect(screen.log.isEmpty)
    }

    @Test func aDisabledDetachedVetoedOrNonInteractiveRecognizerDoesNotFire() {
        let screen = Screen()
        let detached = UITapGestureRecognizer(target: screen, action: _sel(Screen.tapped(_:)))
        #expect(!detached.userTap())
        let tap = UITapGestureRecognizer(target: screen, action: _sel(Screen.tapped(_:)))
        let label = UILabel()
        screen.view.addSubview(label)
        label.addGestureRecognizer(tap)
        #expect(!tap.userTap())  // a label takes no touches until isUserInteractionEnabled
        label.isUserInteractionEnabled = true
        tap.isEnabled = false
        #expect(!tap.userTap())
        tap.isEnabled = true
        tap.delegate = screen
        screen.allowBegin = false
        #expect(!tap.userTap())
        #expect(tap.state == .possible)
        screen.allowBegin = true
        #expect(tap.userTap())
        #expect(screen.log == ["tap 3"])
    }

    @Test func removedTargetsAreNotSent() {
        let screen = Screen()
        let other = Screen()
        let tap = UITapGestureRecognizer(target: screen, action: _sel(Screen.tapped(_:)))
        tap.addTarget(other, action: _sel(Screen.tapped(_:)))
        tap.addTarget(other, action: _sel(Screen.tapped(_:)))  // already there
        _ = attach(tap, to: screen)
        tap.userTap()
        #expect(screen.log.count == 1 && other.log.count == 2)
        tap.removeTarget(nil, action: nil)
        tap.userTap()
        #expect(screen.log.count == 1 && other.log.count == 2)
    }

    @Test func aLongPressBeginsAndEnds() {
        let screen = Screen()
        let press = UILongPressGestureRecognizer(target: screen, action: _sel(Screen.pressed(_:)))
        _ = attach(press, to: screen)
        #expect(press.userLongPress())
        #expect(screen.log == ["press 1", "press 3"])
    }

    @Test func aSwipeIsRecognizedOnlyInAPermittedDirection() {
        let screen = Screen()
        let swipe = UISwipeGestureRecognizer(target: screen, action: _sel(Screen.swiped(_:)))
        _ = attach(swipe, to: screen)
        #expect(!swipe.userSwipe(.left))
        #expect(swipe.userSwipe(.right))
        swipe.direction = [.left, .down]
        #expect(swipe.userSwipe(.down))
        #expect(screen.log == ["swipe", "swipe"])
    }

    @Test func aPanReportsItsTotalTranslationAndSpeed() {
        let screen = Screen()
        let pan = UIPanGestureRecognizer(target: screen, action: _sel(Screen.panned(_:)))
        _ = attach(pan, to: screen)
        #expect(pan.userPan(by: CGPoint(x: 90, y: -30), steps: 3, duration: 0.5))
        // The last move is a change; lifting the finger ends the pan where it is.
        #expect(screen.log == ["pan 1 30,-10 v180", "pan 2 60,-20 v180", "pan 2 90,-30 v180", "pan 3 90,-30 v180"])
        #expect(pan.translation(in: nil) == .zero)  // reset after the gesture
    }

    @Test func aPinchHandlerThatResetsTheScaleGetsEachStep() {
        let screen = Screen()
        let pinch = UIPinchGestureRecognizer(target: screen, action: _sel(Screen.pinched(_:)))
        _ = attach(pinch, to: screen)
        #expect(pinch.userPinch(to: 4, steps: 2))
        #expect(screen.log == ["pinch 1 2.00", "pinch 2 2.00", "pinch 3 1.00"])
        #expect(pinch.scale == 1 && pinch.velocity == 0)
    }
}
