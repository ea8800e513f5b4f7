/// A translator's note: a parenthesis the translator adds that opens with a word saying so (`（译者注：…）`,
/// `(譯註：…)`, `（訳注：…）`, `(прим. пер.: …)`, `(Translator's note: …)`). It is the translator's own text,
/// no translation of the original: the aligner does not read it as length or tokens of the passage.
enum TranslatorNote {
    /// The words that open a note, lowercased.
    static let markers = [
        "译者注", "译注", "譯者注", "譯者註", "譯註", "譯注", "訳注", "訳者注", "прим. пер", "примечание переводчика",
        "translator's note", "translator’s note", "note du traducteur", "anm. d. übers",
    ]

    /// The text outside notes. `depth` carries the parentheses open inside a note from one piece of text to
    /// the next (nil: outside a note); a note closes with the parenthesis that matches its own.
    static func outside(_ text: String, depth: inout Int?) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = depth {
                if character == "(" || character == "（" {
                    depth = open + 1
                } else if character == ")" || character == "）" {
                    depth = open == 1 ? nil : open - 1
                }
            } else if character == "(" || character == "（", opensNote(text[text.index(after: index)...]) {
                depth = 1
            } else {
                result.append(character)
            }
            index = text.index(after: index)
        }
        return result
    }

    /// Whether text right after an opening parenthesis starts with a note's marker.
    static func opensNote(_ text: Substring) -> Bool {
        let start = text.drop { $0 == " " }.prefix(24).lowercased()
        return markers.contains { start.hasPrefix($0) }
    }
}
