/// A view that sends actions in response to user interaction (Apple: `UIControl`).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control responds to the user; `true` by default (Apple's documentation).
    open var isEnabled = true

    /// Whether the control is selected; `false` by default (Apple's documentation).
    open var isSelected = false

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

    /// The events a control sends actions for (Apple: `UIControl.Event`, with Apple's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
