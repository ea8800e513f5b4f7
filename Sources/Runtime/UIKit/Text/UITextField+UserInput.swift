// MARK: - What the simulated user does to a text field

extension UITextField {
    /// The user taps the field: it becomes first responder, if it and its delegate agree (see
    /// `becomeFirstResponder()`). Returns whether it is editing.
    @_spi(Testing) @discardableResult public func userTapField() -> Bool {
        guard acceptsUserTouches else { return false }
        return becomeFirstResponder()
    }

    /// The user types `string` at the end of the text (tapping into the field first if it is not
    /// editing): the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` may veto it;
    /// otherwise the text changes, the `editingChanged` actions are sent and
    /// `textDidChangeNotification` is posted (Apple: `UIControl.Event.editingChanged`, "A touch making an
    /// editing change in a UITextField object"). Returns whether the text changed.
    @_spi(Testing) @discardableResult public func userInsertText(_ string: String) -> Bool {
        guard isEditing || userTapField() else { return false }
        let current = text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        return userReplace(range, in: current, with: string)
    }

    /// The user deletes the last character, as the Delete key does; nothing when the field is empty.
    /// Returns whether the text changed.
    @_spi(Testing) @discardableResult public func userDeleteBackward() -> Bool {
        guard isEditing || userTapField() else { return false }
        let current = text ?? ""
        guard let last = current.indices.last else { return false }
        return userReplace(NSRange(last..<current.endIndex, in: current), in: current, with: "")
    }

    /// The user taps Return: `textFieldShouldReturn(_:)` is asked; when it agrees, the
    /// `editingDidEndOnExit` actions are sent (Apple: "true if the text field should implement its
    /// default behavior for the return button"). The field stays first responder unless the code resigns
    /// it, as on iOS. Returns the delegate's answer.
    @_spi(Testing) @discardableResult public func userTapReturn() -> Bool {
        guard isEditing else { return false }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return false }
        sendActions(for: .editingDidEndOnExit)
        return true
    }

    /// One edit of the user: asked, made, told.
    private func userReplace(_ range: NSRange, in current: String, with replacement: String) -> Bool {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
        else { return false }
        text = (current as NSString).replacingCharacters(in: range, with: replacement)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        return true
    }
}
