import Foundation
import Testing
@_spi(Testing) import UIKit

/// UITableViewController answers every optional UITableViewDelegate method itself (its `open` methods, which a
/// subclass overrides) the way the protocol's defaults answer a delegate that implements none of them. The
/// language needs both lists (a protocol extension cannot be overridden); this test keeps them one behaviour.
@Suite @MainActor
struct DelegateDefaultsTests {
    final class PlainDelegate: NSObject, UITableViewDelegate {}

    /// Every answer of a delegate that has one, as text, in one order.
    func answers(_ delegate: any UITableViewDelegate, _ table: UITableView) -> [String] {
        let row = IndexPath(row: 1, section: 0)
        let other = IndexPath(row: 0, section: 1)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        delegate.tableView(table, willDisplay: cell, forRowAt: row)
        delegate.tableView(table, didSelectRowAt: row)
        delegate.tableView(table, didDeselectRowAt: row)
        delegate.tableView(table, didHighlightRowAt: row)
        delegate.tableView(table, didUnhighlightRowAt: row)
        delegate.tableView(table, willBeginEditingRowAt: row)
        delegate.tableView(table, didEndEditingRowAt: row)
        delegate.tableView(table, willDisplayHeaderView: UIView(), forSection: 0)
        delegate.tableView(table, willDisplayFooterView: UIView(), forSection: 0)
        delegate.tableView(table, didEndDisplaying: cell, forRowAt: row)
        delegate.tableView(table, accessoryButtonTappedForRowWith: row)
        return [
            "\(delegate.tableView(table, heightForRowAt: row))",
            "\(String(describing: delegate.tableView(table, willSelectRowAt: row)))",
            "\(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: row) == nil)",
            "\(delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: row) == nil)",
            "\(String(describing: delegate.tableView(table, willDeselectRowAt: row)))",
            "\(delegate.tableView(table, shouldHighlightRowAt: row))",
            "\(delegate.tableView(table, editingStyleForRowAt: row))",
            "\(String(describing: delegate.tableView(table, titleForDeleteConfirmationButtonForRowAt: row)))",
            "\(delegate.tableView(table, shouldIndentWhileEditingRowAt: row))",
            "\(delegate.tableView(table, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: other))",
            "\(delegate.tableView(table, viewForHeaderInSection: 0) == nil)",
            "\(delegate.tableView(table, viewForFooterInSection: 0) == nil)",
            "\(delegate.tableView(table, heightForHeaderInSection: 0))",
            "\(delegate.tableView(table, heightForFooterInSection: 0))",
            "\(delegate.tableView(table, estimatedHeightForRowAt: row))",
        ]
    }

    @Test func theControllersAnswersAreTheProtocolsDefaults() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        table.rowHeight = 52
        table.sectionHeaderHeight = 31
        table.sectionFooterHeight = 17
        table.estimatedRowHeight = 61
        let plain = answers(PlainDelegate(), table)
        #expect(answers(UITableViewController(style: .plain), table) == plain)
        #expect(plain.contains("52.0") && plain.contains("31.0") && plain.contains("61.0"))
    }
}
