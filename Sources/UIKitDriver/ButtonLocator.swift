@_spi(Testing) import UIKit

/// The buttons of a screen's view hierarchy that a person can tap by their title: one place, so that the
/// button model (`UIButton` and its `currentTitle`, from the controls work) plugs in here.
///
/// This branch models no `UIButton`: a plain `UIControl` shows no title, so no control is found by title
/// yet, and `tap button` finds bar button items only.
@MainActor
enum ButtonLocator {
    /// The titled, visible controls in `view`'s subtree, depth first, with their titles.
    static func titledControls(in view: UIView) -> [(title: String, control: UIControl)] {
        []
    }

    /// A person's tap on a control: touch down, then touch up inside (Apple's `UIControl.Event` order for a
    /// tap), sent to the control's targets; a disabled control sends nothing.
    static func tap(_ control: UIControl) {
        guard control.isEnabled else { return }
        control.sendActions(for: .touchDown)
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}
