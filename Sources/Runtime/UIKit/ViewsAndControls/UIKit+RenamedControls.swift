// MARK: - Names of controls, gestures and app types Apple's SDK marks renamed

// Swift 4.2 nested these C enumerations and option sets in their classes (scripts/uikit-renamed.tsv); Apple's
// SDK still declares the old names, obsoleted in Swift 4.2 with the new one, so old code fails with
// "'UIControlEvents' has been renamed to 'UIControl.Event'", as in UIKit+Renamed.swift.

/// The old name of `UIControl.Event` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// The old name of `UIControl.State` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// The old name of `UIButton.ButtonType` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

/// The old name of `UIActivityIndicatorView.Style` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

/// The old name of `UIApplication.LaunchOptionsKey` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// The old name of `UIFont.TextStyle` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

/// The old name of `UIFont.Weight` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight

/// The old name of `UIGestureRecognizer.State` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// The old name of `UIView.ContentMode` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// The old name of `UIControl.ContentHorizontalAlignment` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
