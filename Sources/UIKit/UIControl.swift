/// A view that sends actions in response to user interaction (Apple: `UIControl`).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control responds to the user; `true` by default (Apple's documentation).
    open var isEnabled = true

    /// Whether the control is selected; `false` by default (Apple's documentation).
    open var isSelected = false

    /// Whether the control draws a highlight; `false` by default, set while a touch is inside it (Apple's
    /// documentation: "UIControl automatically sets and clears this state automatically when a touch
    /// enters and exits during tracking and when there is a touch up").
    open var isHighlighted = false

    /// The control's state, made of `isEnabled`, `isSelected` and `isHighlighted` (Apple: `state`, "a
    /// bitmask value"; `.normal` is none of them).
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// The target–action pairs with their events, in the order they were added.
    private var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// Adds a target–action pair for some events (Apple: `addTarget(_:action:for:)`); adding the same pair
    /// again adds the events to it. A nil target is the responder chain, which the headless UIKit does not
    /// search (our choice): such an action is recorded and never sent.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = targetActions.firstIndex(where: { $0.target === object && $0.action == action }) {
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append((object, action, controlEvents))
        }
    }

    /// Removes the events from a target's actions, or all of its actions when `action` is nil (Apple:
    /// `removeTarget(_:action:for:)`).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in targetActions.indices
        where (object == nil || targetActions[index].target === object)
            && (action == nil || targetActions[index].action == action)
        {
            targetActions[index].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// Sends the actions for the events to their targets, in the order they were added (Apple:
    /// `sendActions(for:)`); an action whose selector carries no method (made from a string) is not sent.
    open func sendActions(for controlEvents: Event) {
        for pair in targetActions where !pair.events.isDisjoint(with: controlEvents) {
            guard let target = pair.target else { continue }
            pair.action.perform(on: target, sender: self)
        }
    }

    /// How content lines up across the control (Apple: `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        case leading = 4
        case trailing = 5
    }

    /// How content lines up down the control (Apple: `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        case fill = 3
    }

    /// The horizontal alignment of the content; `.center` by default (Apple's documentation).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    /// The vertical alignment of the content; `.center` by default (Apple's documentation).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// What a user's tap does to the control itself before its touch-up actions are sent (a switch flips,
    /// sending `valueChanged`); nothing by default. See `userTap()`.
    func userDidTapInside() {}

    /// The states of a control (Apple: `UIControl.State`, with Apple's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var normal: State { State(rawValue: 0) }
        public static var highlighted: State { State(rawValue: 1 << 0) }
        public static var disabled: State { State(rawValue: 1 << 1) }
        public static var selected: State { State(rawValue: 1 << 2) }
        public static var focused: State { State(rawValue: 1 << 3) }
        public static var application: State { State(rawValue: 0x00FF_0000) }
        public static var reserved: State { State(rawValue: 0xFF00_0000) }
    }

    /// The events a control sends actions for (Apple: `UIControl.Event`, with Apple's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
