/// A collection view cell that looks like a table row, for list layouts (Apple: `UICollectionViewListCell`,
/// iOS 14).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the cell's edges; none by default (Apple: `accessories`).
    open var accessories: [UICellAccessory] = []

    /// The indentation level; 0 by default (Apple's documentation).
    open var indentationLevel = 0

    /// The width of one indentation level; 15 points by default (our choice; Apple documents a system value).
    open var indentationWidth: CGFloat = 15

    /// A list configuration in the list cell style, with no content (Apple: `defaultContentConfiguration()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }
}

/// A standard accessory of a list cell (Apple: `UICellAccessory`, iOS 14).
public struct UICellAccessory: Sendable {
    /// When an accessory shows (Apple: `UICellAccessory.DisplayedState`).
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// What an accessory's tap does (Apple: `UICellAccessory.ActionHandler`).
    public typealias ActionHandler = @MainActor @Sendable () -> Void

    /// The options of a disclosure indicator (Apple: `DisclosureIndicatorOptions`).
    public struct DisclosureIndicatorOptions: Sendable {
        public init() {}
    }
    /// The options of a checkmark (Apple: `CheckmarkOptions`).
    public struct CheckmarkOptions: Sendable {
        public init() {}
    }
    /// The options of a delete control (Apple: `DeleteOptions`).
    public struct DeleteOptions: Sendable {
        public init() {}
    }
    /// The options of a reorder control (Apple: `ReorderOptions`).
    public struct ReorderOptions: Sendable {
        public init() {}
    }
    /// The options of a label (Apple: `LabelOptions`).
    public struct LabelOptions: Sendable {
        public init() {}
    }
    /// The options of an outline disclosure (Apple: `OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions: Sendable {
        public init() {}
    }

    /// Which accessory this is.
    enum Kind: Sendable, Equatable {
        case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure
        case label(String)
    }

    let kind: Kind
    /// When the accessory shows.
    let displayed: DisplayedState
    /// What a tap on it does, if anything.
    let actionHandler: ActionHandler?

    /// A chevron (Apple: `disclosureIndicator(displayed:options:)`).
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, actionHandler: nil)
    }

    /// A checkmark (Apple: `checkmark(displayed:options:)`).
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
        -> UICellAccessory
    {
        UICellAccessory(kind: .checkmark, displayed: displayed, actionHandler: nil)
    }

    /// A delete control, shown while editing by default (Apple: `delete(displayed:options:actionHandler:)`).
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, actionHandler: actionHandler)
    }

    /// A reorder control, shown while editing by default (Apple: `reorder(displayed:options:)`).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
        -> UICellAccessory
    {
        UICellAccessory(kind: .reorder, displayed: displayed, actionHandler: nil)
    }

    /// A text label (Apple: `label(text:displayed:options:)`).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions())
        -> UICellAccessory
    {
        UICellAccessory(kind: .label(text), displayed: displayed, actionHandler: nil)
    }

    /// An outline disclosure control (Apple: `outlineDisclosure(displayed:options:actionHandler:)`).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed, actionHandler: actionHandler)
    }
}
