import Foundation

/// The object that manages a presented controller's presentation (Apple: `UIPresentationController`).
@MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented (unowned: the controller keeps its presentation controller).
    open private(set) unowned var presentedViewController: UIViewController
    /// The controller presenting it (`nil` until it is presented).
    open private(set) weak var presentingViewController: UIViewController?

    /// Apple: `init(presentedViewController:presenting:)`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}

/// A presentation controller that shows its controller as a sheet, resting at its detents (Apple:
/// `UISheetPresentationController`, iOS 15). Headless a sheet has no height on screen: the screen reader
/// shows the presented controller; the properties keep what the doc sets, with Apple's defaults.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at (Apple: `UISheetPresentationController.Detent`).
    @MainActor
    public class Detent: NSObject {
        /// A detent's name (Apple: `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public private(set) var identifier: Identifier

        required init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }

        /// About half the screen's height (Apple: `medium()`).
        public class func medium() -> Self { Self(identifier: .medium) }

        /// The full height (Apple: `large()`).
        public class func large() -> Self { Self(identifier: .large) }
    }

    /// Where the sheet may rest; `[.large()]` by default (Apple: "The default value is an array that
    /// contains the value large()"). Setting an empty array keeps the default, as Apple's does.
    open var detents: [Detent] = [.large()] {
        didSet { if detents.isEmpty { detents = [.large()] } }
    }

    /// The detent the sheet rests at; nil stands for the smallest (Apple: `selectedDetentIdentifier`,
    /// "If the value is nil, the system displays the sheet at the smallest detent").
    open var selectedDetentIdentifier: Detent.Identifier?

    /// The largest detent that does not dim the view below; nil by default, which dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?

    /// Whether the sheet shows a grabber; false by default (Apple's documentation).
    open var prefersGrabberVisible = false

    /// Whether scrolling up expands the sheet; true by default (Apple's documentation).
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet attaches to the bottom edge in compact height; false by default.
    open var prefersEdgeAttachedInCompactHeight = false

    /// Whether the sheet's width follows the preferred content size when edge-attached; false by default.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// The corner radius; nil (the system's) by default.
    open var preferredCornerRadius: CGFloat?

    /// Makes `changes` to the sheet's properties, animated on iOS; headless they apply at once (Apple:
    /// `animateChanges(_:)`).
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }
}

extension UIViewController {
    /// The sheet controller of a controller shown as a sheet: present when `modalPresentationStyle` is
    /// `.pageSheet` or `.formSheet` (Apple), and for `.automatic`, which resolves to a page sheet for a
    /// plain controller since iOS 13 (our reading of Apple's "automatic" documentation); nil otherwise.
    /// The same object each time, made on first use.
    public var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if let sheetController { return sheetController }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        sheetController = sheet
        return sheet
    }
}
