@_spi(Testing) import UIKit

/// The buttons of a screen's view hierarchy that a person can tap by their title: one place for `tap button`.
@MainActor
enum ButtonLocator {
    /// The titled, visible buttons in `view`'s subtree, depth first, with their titles (`currentTitle`, the
    /// title a button shows in its current state, Apple's documentation).
    static func titledControls(in view: UIView) -> [(title: String, control: UIControl)] {
        guard !view.isHidden else { return [] }
        var found: [(title: String, control: UIControl)] = []
        if let button = view as? UIButton, let title = button.currentTitle, !title.isEmpty {
            found.append((title, button))
        }
        for subview in view.subviews { found += titledControls(in: subview) }
        return found
    }

    /// A person's tap on a control (`UIControl.userTap()`: highlight, touch down, touch up inside, as
    /// Apple's `UIControl.Event` order for a tap); a disabled control, or one that ignores touches, sends
    /// nothing.
    static func tap(_ control: UIControl) {
        control.userTap()
    }
}
