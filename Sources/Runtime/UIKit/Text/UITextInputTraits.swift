// The keyboard settings of text inputs (Apple: the `UITextInputTraits` protocol's types, with iOS's raw
// values). Headless, there is no keyboard: the settings are only remembered.

/// The kind of keyboard an input shows (Apple: `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11

    /// The old name of `.asciiCapable` (Apple: deprecated).
    @available(iOS, deprecated: 10.0, renamed: "asciiCapable")
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The title of the keyboard's Return key (Apple: `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11
}

/// When the Shift key is on automatically (Apple: `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// Whether the keyboard corrects spelling (Apple: `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// The keyboard's look (Apple: `UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2
}
