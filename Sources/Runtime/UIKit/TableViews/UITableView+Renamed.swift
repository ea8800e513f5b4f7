// MARK: - Old names of the table editing API that Apple's SDK marks renamed

// As in UIKit+Renamed.swift: Swift 4.2 nested these enumerations in their classes and Swift 3 gave the
// methods their current names; Apple's SDK keeps the old names, unavailable with the new one, so old code
// fails with Xcode's "has been renamed to" and a fix-it. None of them can be used.

/// The old name of `UITableViewCell.EditingStyle` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

/// The old name of `UITableViewCell.SelectionStyle` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// The old name of `UITableView.RowAnimation` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

/// The old name of `UITableView.automaticDimension` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = -1

extension UITableView {
    /// The Swift 2 name of `isEditing`.
    @available(*, unavailable, renamed: "isEditing")
    public var editing: Bool {
        get { isEditing }
        set { isEditing = newValue }
    }

    /// The Swift 2 name of `insertRows(at:with:)`.
    @available(*, unavailable, renamed: "insertRows(at:with:)")
    public func insertRowsAtIndexPaths(_ indexPaths: [IndexPath], withRowAnimation animation: RowAnimation) {}

    /// The Swift 2 name of `deleteRows(at:with:)`.
    @available(*, unavailable, renamed: "deleteRows(at:with:)")
    public func deleteRowsAtIndexPaths(_ indexPaths: [IndexPath], withRowAnimation animation: RowAnimation) {}

    /// The Swift 2 name of `reloadRows(at:with:)`.
    @available(*, unavailable, renamed: "reloadRows(at:with:)")
    public func reloadRowsAtIndexPaths(_ indexPaths: [IndexPath], withRowAnimation animation: RowAnimation) {}

    /// The Swift 2 name of `moveRow(at:to:)`.
    @available(*, unavailable, renamed: "moveRow(at:to:)")
    public func moveRowAtIndexPath(_ indexPath: IndexPath, toIndexPath newIndexPath: IndexPath) {}

    /// The Swift 2 name of `insertSections(_:with:)`.
    @available(*, unavailable, renamed: "insertSections(_:with:)")
    public func insertSections(_ sections: IndexSet, withRowAnimation animation: RowAnimation) {}

    /// The Swift 2 name of `deleteSections(_:with:)`.
    @available(*, unavailable, renamed: "deleteSections(_:with:)")
    public func deleteSections(_ sections: IndexSet, withRowAnimation animation: RowAnimation) {}

    /// The Swift 2 name of `reloadSections(_:with:)`.
    @available(*, unavailable, renamed: "reloadSections(_:with:)")
    public func reloadSections(_ sections: IndexSet, withRowAnimation animation: RowAnimation) {}

    /// The Swift 2 name of `deselectRow(at:animated:)`.
    @available(*, unavailable, renamed: "deselectRow(at:animated:)")
    public func deselectRowAtIndexPath(_ indexPath: IndexPath, animated: Bool) {}

    /// The Swift 2 name of `selectRow(at:animated:scrollPosition:)`.
    @available(*, unavailable, renamed: "selectRow(at:animated:scrollPosition:)")
    public func selectRowAtIndexPath(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}

    /// The Swift 2 name of `indexPath(for:)`.
    @available(*, unavailable, renamed: "indexPath(for:)")
    public func indexPathForCell(_ cell: UITableViewCell) -> IndexPath? { nil }

    /// The Swift 2 name of `rectForRow(at:)`.
    @available(*, unavailable, renamed: "rectForRow(at:)")
    public func rectForRowAtIndexPath(_ indexPath: IndexPath) -> CGRect { .zero }

    /// The Swift 2 name of `dequeueReusableHeaderFooterView(withIdentifier:)`.
    @available(*, unavailable, renamed: "dequeueReusableHeaderFooterView(withIdentifier:)")
    public func dequeueReusableHeaderFooterViewWithIdentifier(_ identifier: String) -> UITableViewHeaderFooterView? {
        nil
    }
}

extension UITableViewCell {
    /// The Swift 2 name of `isSelected`.
    @available(*, unavailable, renamed: "isSelected")
    public var selected: Bool {
        get { isSelected }
        set { isSelected = newValue }
    }

    /// The Swift 2 name of `isHighlighted`.
    @available(*, unavailable, renamed: "isHighlighted")
    public var highlighted: Bool {
        get { isHighlighted }
        set { isHighlighted = newValue }
    }

    /// The Swift 2 name of `isEditing`.
    @available(*, unavailable, renamed: "isEditing")
    public var editing: Bool {
        get { isEditing }
        set { isEditing = newValue }
    }
}

extension UITableViewController {
    /// The Swift 2 name of `isEditing`.
    @available(*, unavailable, renamed: "isEditing")
    public var editing: Bool {
        get { isEditing }
        set { isEditing = newValue }
    }
}
