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

    /// What a control runs for its events: a target–action pair or an action (Apple keeps both kinds).
    private enum Handler {
        case target(AnyObject?, Selector)
        case action(UIAction)
    }

    /// The handlers with their events, in the order they were added.
    private var handlers: [(handler: Handler, events: Event)] = []

    /// A control with a frame (Apple: `init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control with a frame and an action for `primaryActionTriggered` (Apple: `init(frame:primaryAction:)`,
    /// iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds a target–action pair for some events (Apple: `addTarget(_:action:for:)`); adding the same pair
    /// again adds the events to it. A nil target is the responder chain, which the headless UIKit does not
    /// search (our choice): such an action is recorded and never sent.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = handlers.firstIndex(where: { Self.isPair($0.handler, object, action) }) {
            handlers[index].events.formUnion(controlEvents)
        } else {
            handlers.append((.target(object, action), controlEvents))
        }
    }

    /// Whether a handler is the target–action pair.
    private static func isPair(_ handler: Handler, _ target: AnyObject?, _ action: Selector) -> Bool {
        guard case .target(let object, let selector) = handler else { return false }
        return object === target && selector == action
    }

    /// Removes the events from a target's actions, or all of its actions when `action` is nil (Apple:
    /// `removeTarget(_:action:for:)`).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in handlers.indices {
            guard case .target(let handlerTarget, let selector) = handlers[index].handler,
                object == nil || handlerTarget === object, action == nil || selector == action
            else { continue }
            handlers[index].events.subtract(controlEvents)
        }
        handlers.removeAll { $0.events.isEmpty }
    }

    /// Adds an action for some events (Apple: `addAction(_:for:)`, iOS 14); actions are one per identifier,
    /// so an action with the identifier of one already added replaces it (our reading of Apple's
    /// `UIAction.identifier`: "The unique identifier for the action").
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = handlers.firstIndex(where: {
            if case .action(let added) = $0.handler { return added.identifier == action.identifier }
            return false
        }) {
            handlers[index] = (.action(action), handlers[index].events.union(controlEvents))
        } else {
            handlers.append((.action(action), controlEvents))
        }
    }

    /// Removes an action from some events (Apple: `removeAction(_:for:)`).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with an identifier from some events (Apple: `removeAction(identifiedBy:for:)`).
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in handlers.indices {
            guard case .action(let action) = handlers[index].handler, action.identifier == actionIdentifier
            else { continue }
            handlers[index].events.subtract(controlEvents)
        }
        handlers.removeAll { $0.events.isEmpty }
    }

    /// Sends the actions for the events, in the order they were added (Apple: `sendActions(for:)`: the
    /// control "iterates over the control's registered targets and action methods"); an action runs its
    /// handler with the control as `sender`; a selector that carries no method (made from a string) is
    /// not performed.
    open func sendActions(for controlEvents: Event) {
        for entry in handlers where !entry.events.isDisjoint(with: controlEvents) {
            switch entry.handler {
            case .target(let target, let action):
                guard let target else { continue }
                action.perform(on: target, sender: self)
            case .action(let action):
                action.perform(sender: self)
            }
        }
    }

    /// The targets of the control's target–action pairs (Apple: `allTargets`; a nil target is not in it).
    open var allTargets: Set<AnyHashable> {
        Set(
            handlers.compactMap { entry -> AnyHashable? in
                guard case .target(let target?, _) = entry.handler else { return nil }
                return (target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target))
            })
    }

    /// The events the control has handlers for (Apple: `allControlEvents`).
    open var allControlEvents: Event {
        handlers.reduce(into: []) { $0.formUnion($1.events) }
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

    /// The vertical alignment of the content; `.top` by default (Apple's documentation).
    open var contentVerticalAlignment: ContentVerticalAlignment = .top

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
