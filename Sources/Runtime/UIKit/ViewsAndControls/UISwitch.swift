/// An on/off control (Apple: `UISwitch`).
///
/// Setting `isOn` or calling `setOn(_:animated:)` from code sends no action; the user's tap (the driver's
/// `userTap()`) flips it and sends `valueChanged` (Apple: "When the user manipulates the switch control
/// (“flips” it) a valueChanged event is generated").
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch styles (Apple: `UISwitch.Style`, iOS 14).
    public enum Style: Int, Sendable {
        case automatic = 0
        case checkbox = 1
        case sliding = 2
    }

    /// Whether the switch is on; `false` by default (Apple: `isOn`, set "without animation").
    open var isOn = false

    /// The colour of the track when on; `nil` (the system green) by default (Apple's documentation).
    open var onTintColor: UIColor?

    /// The colour of the thumb; `nil` (white) by default (Apple's documentation).
    open var thumbTintColor: UIColor?

    /// The image when on; no effect since iOS 7 (Apple's documentation).
    open var onImage: UIImage?

    /// The image when off; no effect since iOS 7 (Apple's documentation).
    open var offImage: UIImage?

    /// The title, shown only by the checkbox style (Apple: `title`, iOS 14).
    open var title: String?

    /// The style asked for; `.automatic` by default (Apple: `preferredStyle`, iOS 14).
    open var preferredStyle: UISwitch.Style = .automatic

    /// The style shown: sliding on iPhone and iPad, whatever was asked (Apple: `style`, "the checkbox
    /// style … only on Mac Catalyst").
    open var style: UISwitch.Style { .sliding }

    /// A switch with a frame; its size is the switch's own, whatever the frame says (Apple: `init(frame:)`,
    /// "UISwitch overrides init(frame:) and enforces a size appropriate for the control"): 51 × 31 points,
    /// the size iOS gives it.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Turns the switch on or off (Apple: `setOn(_:animated:)`: "If the switch is already in the designated
    /// position, nothing happens"); sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The user's tap flips the switch and sends `valueChanged` before the touch-up events.
    override func userDidTapInside() {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
