import Foundation

/// What a transition's animations can ask about it (Apple: `UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition was started by the user's gesture.
    var isInteractive: Bool { get }
    /// Whether the transition was interactive when it started.
    var initiallyInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition lasts, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition has gone, 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed of the completion of an interactive transition.
    var completionVelocity: CGFloat { get }
}

/// Runs animations alongside a transition (Apple: `UIViewControllerTransitionCoordinator`): a size change
/// passes one to `viewWillTransition(to:with:)`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; returns whether the animation
    /// will run (Apple: `animate(alongsideTransition:completion:)`).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// A container's content: how a view controller hears of size changes (Apple: `UIContentContainer`).
@MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// Called before the container's size changes (Apple: `viewWillTransition(to:with:)`).
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
