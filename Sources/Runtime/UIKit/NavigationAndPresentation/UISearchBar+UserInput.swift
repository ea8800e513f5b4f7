// MARK: - What a user does to a search bar

/// The events a user's touches and keystrokes deliver to a search bar, for the simulated user.
///
/// Each method is one event and assumes what a real user would see (the driver checks it first): typing
/// needs the bar to be editing, a scope needs the scope bar, Cancel needs the Cancel button.
extension UISearchBar {
    /// A tap into the text field: begins editing (`becomeFirstResponder()`).
    @_spi(Testing) public func userTapTextField() {
        becomeFirstResponder()
    }

    /// One keystroke inserting `string` at the end of the text; returns whether the delegate allowed it.
    @_spi(Testing) @discardableResult
    public func userInsertText(_ string: String) -> Bool {
        let length = (storedText ?? "").utf16.count
        return userReplaceText(in: NSRange(location: length, length: 0), with: string)
    }

    /// The delete key: removes the last character; returns whether the delegate allowed it. Does nothing
    /// to an empty field.
    @_spi(Testing) @discardableResult
    public func userDeleteBackward() -> Bool {
        let current = storedText ?? ""
        guard let last = current.indices.last else { return false }
        return userReplaceText(in: NSRange(last..<current.endIndex, in: current), with: "")
    }

    /// The clear button: replaces the whole text with ""; returns whether the delegate allowed it.
    @_spi(Testing) @discardableResult
    public func userTapClearButton() -> Bool {
        let current = storedText ?? ""
        guard !current.isEmpty else { return false }
        return userReplaceText(in: NSRange(location: 0, length: current.utf16.count), with: "")
    }

    /// One user edit: `searchBar(_:shouldChangeTextIn:replacementText:)` (returning `false` vetoes) → the
    /// text changes → `searchBar(_:textDidChange:)` → `updateSearchResults(for:)` (ARCHITECTURE.md).
    private func userReplaceText(in range: NSRange, with replacement: String) -> Bool {
        let current = storedText ?? ""
        guard let bounds = Range(range, in: current) else { return false }
        if let delegate {
            record(.shouldChangeText(location: range.location, length: range.length, replacementText: replacement))
            guard delegate.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) else {
                return false
            }
        }
        let newText = current.replacingCharacters(in: bounds, with: replacement)
        storedText = newText
        if let delegate {
            record(.textDidChange(newText))
            delegate.searchBar(self, textDidChange: newText)
        }
        owningSearchController?.searchBarTextDidChange()
        return true
    }

    /// A tap on scope button `index`: `searchBar(_:selectedScopeButtonIndexDidChange:)` →
    /// `updateSearchResults(for:)` (ARCHITECTURE.md). Tapping the selected button or an index with no
    /// button does nothing (a segmented control sends no change then).
    @_spi(Testing) public func userTapScopeButton(at index: Int) {
        guard (scopeButtonTitles ?? []).indices.contains(index), index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        if let delegate {
            record(.selectedScopeButtonIndexDidChange(index))
            delegate.searchBar(self, selectedScopeButtonIndexDidChange: index)
        }
        owningSearchController?.sendUpdate()
    }

    /// The keyboard's Search button: `searchBarSearchButtonClicked(_:)`; editing continues (Apple leaves
    /// dismissing the keyboard to the app).
    @_spi(Testing) public func userTapSearchButton() {
        guard let delegate else { return }
        record(.searchBarSearchButtonClicked)
        delegate.searchBarSearchButtonClicked(self)
    }

    /// The Cancel button: `searchBarCancelButtonClicked(_:)`, then, for a search controller's bar, the text
    /// is cleared, editing ends and the controller is dismissed (ARCHITECTURE.md). A bar without a
    /// search controller only tells its delegate, as UIKit's does.
    @_spi(Testing) public func userTapCancelButton() {
        if let delegate {
            record(.searchBarCancelButtonClicked)
            delegate.searchBarCancelButtonClicked(self)
        }
        guard let controller = owningSearchController else { return }
        storedText = ""
        resignFirstResponder()
        controller.dismissSearch()
    }
}
