/// How a presented view controller is shown (Apple: `UIModalPresentationStyle`, with Apple's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2
    case none = -1
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case blurOverFullScreen = 8

    /// Whether the presenter's views leave the screen: Apple's `.fullScreen` ("The views belonging to the
    /// presenting view controller are removed after the presentation completes") and `.currentContext`
    /// (the same, for the context's views); the "over" styles, sheets and popovers leave them in place.
    var removesPresenterViews: Bool { self == .fullScreen || self == .currentContext }
}

/// The animation of a presentation (Apple: `UIModalTransitionStyle`); headless, nothing is animated.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
