/// The evidence for a repair: the identifiers of the document's code (declared or used), the headless
/// UIKit's names, and the words of the document's prose with their counts.
struct Vocabulary: Sendable {
    var identifiers: Set<String> = UIKitVocabulary.names
    /// Identifiers the document's own code declares or uses (a subset of `identifiers`), with their counts.
    var identifierCounts: [String: Int] = [:]
    var documentIdentifiers: Set<String> { Set(identifierCounts.keys) }
    /// Lowercased prose words (letters and inner hyphens), with how often they occur.
    var words: [String: Int] = [:]

    mutating func addCode(_ code: String) {
        for token in Self.identifierTokens(code) where token.count >= 3 {
            identifiers.insert(token)
            identifierCounts[token, default: 0] += 1
        }
    }

    mutating func addProse(_ text: String) {
        for token in text.split(whereSeparator: { !($0.isLetter || $0 == "-" || $0.isNumber || $0 == "_") }) {
            let word = token.trimmingCharacters("-")
            guard !word.isEmpty else { continue }
            if word.contains(where: { $0.isUppercase }), word.dropFirst().contains(where: { $0.isUppercase }),
                word.allSatisfy({ $0.isIdentifierCharacter })
            {
                identifiers.insert(String(word))
            }
            words[word.lowercased(), default: 0] += 1
        }
    }

    func knowsWord(_ word: String) -> Bool { words[word.lowercased(), default: 0] > 0 }

    /// The one identifier that starts with `prefix`, ends with `suffix` and is longer than both together
    /// (the middle was lost), or nil if none or several.
    func completion(prefix: String, suffix: String) -> String? {
        var found: String?
        for name in identifiers
        where name.count > prefix.count + suffix.count && name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            if found != nil, found != name { return nil }
            found = name
        }
        return found
    }

    static func identifierTokens(_ code: String) -> [String] {
        code.split(whereSeparator: { !$0.isIdentifierCharacter }).compactMap { token in
            token.first.map { $0.isLetter || $0 == "_" } == true ? String(token) : nil
        }
    }
}

extension Substring {
    func trimmingCharacters(_ character: Character) -> Substring {
        var result = self
        while result.first == character { result = result.dropFirst() }
        while result.last == character { result = result.dropLast() }
        return result
    }
}
