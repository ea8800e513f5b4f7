/// UIView's block animations (Apple: "Animating views with block objects"). Headless there is no time:
/// an animation's changes happen at once, as if its duration had passed, and its completion runs right
/// after with `finished` true (Apple calls it "when the animation sequence ends"; our choice: at once,
/// synchronously, so what a session reads next is the end state). A delay is not waited for.
extension UIView {
    /// Options for animating views (Apple: `UIView.AnimationOptions`, with Apple's raw values).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static var layoutSubviews: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 0) }
        public static var allowUserInteraction: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 1) }
        public static var beginFromCurrentState: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 2) }
        public static var `repeat`: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 3) }
        public static var autoreverse: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 4) }
        public static var allowAnimatedContent: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 7) }
        public static var showHideTransitionViews: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 8) }
        public static var curveEaseInOut: UIView.AnimationOptions { AnimationOptions(rawValue: 0 << 16) }
        public static var curveEaseIn: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 16) }
        public static var curveEaseOut: UIView.AnimationOptions { AnimationOptions(rawValue: 2 << 16) }
        public static var curveLinear: UIView.AnimationOptions { AnimationOptions(rawValue: 3 << 16) }
        public static var transitionFlipFromLeft: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 20) }
        public static var transitionFlipFromRight: UIView.AnimationOptions { AnimationOptions(rawValue: 2 << 20) }
        public static var transitionCurlUp: UIView.AnimationOptions { AnimationOptions(rawValue: 3 << 20) }
        public static var transitionCurlDown: UIView.AnimationOptions { AnimationOptions(rawValue: 4 << 20) }
        public static var transitionCrossDissolve: UIView.AnimationOptions { AnimationOptions(rawValue: 5 << 20) }
        public static var transitionFlipFromTop: UIView.AnimationOptions { AnimationOptions(rawValue: 6 << 20) }
        public static var transitionFlipFromBottom: UIView.AnimationOptions { AnimationOptions(rawValue: 7 << 20) }
    }

    /// Whether animations are enabled; `true` by default (Apple: `areAnimationsEnabled`).
    public class var areAnimationsEnabled: Bool { AnimationSettings.enabled }

    /// Enables or disables animations (Apple: `setAnimationsEnabled(_:)`); headless, only remembered.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationSettings.enabled = enabled
    }

    /// Runs changes without animation (Apple: `performWithoutAnimation(_:)`).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Animates changes (Apple: `animate(withDuration:animations:)`): applied at once.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Animates changes, then runs the completion with `true` (Apple: `animate(withDuration:animations:completion:)`).
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Animates changes after a delay (Apple: `animate(withDuration:delay:options:animations:completion:)`).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Animates changes with a spring (Apple:
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// A transition animation for a view's changes (Apple: `transition(with:duration:options:animations:completion:)`).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    /// Replaces one view by another (Apple: `transition(from:to:duration:options:completion:)`): "fromView is
    /// removed from its superview" and toView is added to it, unless `showHideTransitionViews` hides and
    /// shows them instead.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.addSubview(toView)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }
}

/// Animation settings shared by all views.
@MainActor
enum AnimationSettings {
    static var enabled = true
}
