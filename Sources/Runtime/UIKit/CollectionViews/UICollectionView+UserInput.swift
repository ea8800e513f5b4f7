// MARK: - What a user does to a collection view

extension UICollectionView {
    /// A user's tap on an item, as UIKit handles it: nothing when selection is not allowed or the item does
    /// not exist; when several items may be selected, a tap on a selected item deselects it
    /// (`collectionView(_:didDeselectItemAt:)`); otherwise the delegate's `shouldSelectItemAt` (false:
    /// nothing), the previous item's deselection with `didDeselectItemAt`, the selection and
    /// `didSelectItemAt` (Apple documents each message; the order between two items' messages is ours).
    /// Returns whether the item is selected afterwards; for the driver.
    @_spi(Testing) @discardableResult
    public func userTapItem(at indexPath: IndexPath) -> Bool {
        guard allowsSelection, indexPath.item >= 0, count(inSection: indexPath.section) > indexPath.item else {
            return false
        }
        let selected = indexPathsForSelectedItems ?? []
        if allowsMultipleSelection, selected.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return false
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !allowsMultipleSelection {
            for previous in selected where previous != indexPath {
                deselectItem(at: previous, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }
}
