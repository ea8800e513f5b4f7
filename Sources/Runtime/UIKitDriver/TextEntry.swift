import Foundation
@_spi(Testing) import UIKit

/// How the simulated user types into a text field (an alert's): one place, so that a text field's own
/// user-input model can take over here.
@MainActor
enum TextEntry {
    /// Taps into the field (it becomes first responder if its delegate lets it), selects what it holds
    /// and deletes it, then types `text` one character at a time. Each edit asks the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` (false vetoes it, Apple's documentation)
    /// and, when made, sends `editingChanged` to the field's targets, as UIKit does for each keystroke.
    static func replaceText(of field: UITextField, with text: String) {
        field.becomeFirstResponder()
        let current = field.text ?? ""
        if !current.isEmpty { edit(field, range: NSRange(location: 0, length: (current as NSString).length), "") }
        for character in text {
            let length = ((field.text ?? "") as NSString).length
            edit(field, range: NSRange(location: length, length: 0), String(character))
        }
    }

    /// One edit: the delegate is asked, then the text changes and `editingChanged` is sent.
    private static func edit(_ field: UITextField, range: NSRange, _ replacement: String) {
        guard field.delegate?.textField(field, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
        else { return }
        field.text = ((field.text ?? "") as NSString).replacingCharacters(in: range, with: replacement)
        field.sendActions(for: .editingChanged)
    }
}
