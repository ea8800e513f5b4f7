/// A control for picking a date, a time or a countdown (Apple: `UIDatePicker`).
///
/// Setting `date` from code sends no action; the user's spin (the driver's `userPick(_:)`) sets it, kept in
/// the valid range, and sends `valueChanged`.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker picks (Apple: `UIDatePicker.Mode`, with iOS's raw values).
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        case yearAndMonth = 4
    }

    /// What is picked, "the date when the UIDatePicker object is created" by default (Apple's
    /// documentation).
    open var date = Date()

    /// The mode; `.dateAndTime` by default (Apple's documentation).
    open var datePickerMode: UIDatePicker.Mode = .dateAndTime

    /// The style asked for; `.automatic` by default (Apple's documentation).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The style shown: the one asked for, wheels for `.automatic` (headless, our choice of what
    /// "automatic" resolves to).
    open var datePickerStyle: UIDatePickerStyle {
        preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle
    }

    /// The earliest date; `nil` (none) by default (Apple's documentation).
    open var minimumDate: Date?

    /// The latest date; `nil` (none) by default (Apple's documentation).
    open var maximumDate: Date?

    /// The minutes' step, 1 by default; a value that does not divide 60 evenly, or outside 1…30, gives the
    /// default (Apple: "The interval value must be evenly divided into 60; if it isn't, the default value
    /// is used. The default and minimum values are 1; the maximum value is 30").
    open var minuteInterval: Int {
        get { interval }
        set { interval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }

    private var interval = 1

    /// The countdown in seconds, 0 by default (Apple: `countDownDuration`).
    open var countDownDuration: TimeInterval = 0

    /// The locale; `nil` (the user's) by default (Apple's documentation).
    open var locale: Locale?

    /// The time zone; `nil` (the system's) by default (Apple's documentation).
    open var timeZone: TimeZone?

    /// The calendar; the current one by default (Apple: `calendar`).
    open var calendar: Calendar! = .current

    /// Sets the date (Apple: `setDate(_:animated:)`); headless, nothing is animated, and no action is sent.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// The user spins the wheels to a date: the date is set, held in `minimumDate...maximumDate` (both
    /// ignored when the minimum is after the maximum, or in countdown mode, as Apple documents), and
    /// `valueChanged` is sent.
    @_spi(Testing) public func userPick(_ date: Date) {
        guard acceptsUserTouches else { return }
        var picked = date
        let rangeApplies =
            datePickerMode != .countDownTimer
            && !(minimumDate != nil && maximumDate != nil && minimumDate! > maximumDate!)
        if rangeApplies {
            if let minimumDate, picked < minimumDate { picked = minimumDate }
            if let maximumDate, picked > maximumDate { picked = maximumDate }
        }
        self.date = picked
        sendActions(for: .valueChanged)
    }
}

/// The looks of a date picker (Apple: `UIDatePickerStyle`, iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}
