/// A compiler's diagnostic as data: the compiler's own identifier for it (swiftc's `-debug-diagnostic-names`:
/// `cannot_find_in_scope`, `could_not_find_value_member`) and the values its message quotes, in order
/// (`'UIView'`, `'addSubviw'`).
///
/// Rules that decide a verdict read these, never the wording around them: a message Swift rewords in its
/// next release keeps its identifier and its arguments.
public struct CompilerFact: Hashable, Sendable {
    public var identifier: String
    /// The quoted values of the message (the text between each pair of `'`), in order.
    public var arguments: [String]

    public init(identifier: String, arguments: [String]) {
        self.identifier = identifier
        self.arguments = arguments
    }

    /// The fact of a message printed with its identifier: `arguments` are read from `message`.
    public init(identifier: String, message: some StringProtocol) {
        self.init(identifier: identifier, arguments: Self.quotedValues(in: message))
    }

    /// The argument at `index`, if the message quoted that many.
    public subscript(argument index: Int) -> String? {
        arguments.indices.contains(index) ? arguments[index] : nil
    }

    /// Whether the identifier is `identifier`, or the same diagnostic with the compiler's typo correction
    /// (`could_not_find_value_member_corrected`: the same arguments and the suggestion after them).
    public func `is`(_ identifier: String) -> Bool {
        self.identifier == identifier || self.identifier == identifier + "_corrected"
    }

    /// The values a compiler message quotes: each `'…'` whose opening quote does not follow a letter or digit
    /// (so an apostrophe inside a word is not a quote).
    public static func quotedValues(in message: some StringProtocol) -> [String] {
        var values: [String] = []
        var index = message.startIndex
        var previous: Character?
        while index < message.endIndex {
            let character = message[index]
            if character == "'", !(previous.map { $0.isLetter || $0.isNumber } ?? false),
                let close = message[message.index(after: index)...].firstIndex(of: "'")
            {
                values.append(String(message[message.index(after: index)..<close]))
                index = message.index(after: close)
                previous = "'"
                continue
            }
            previous = character
            index = message.index(after: index)
        }
        return values
    }

    /// `message [identifier] [#Group]` (the tags in either order, as swiftc prints them) → the message alone,
    /// the identifier and the group. An identifier tag is lower-case letters, digits and `_`; a group tag starts
    /// with `#`.
    public static func splitTags(_ text: some StringProtocol) -> (
        message: String, identifier: String?, group: String?
    ) {
        var message = Substring(text)
        var identifier: String?
        var group: String?
        while message.hasSuffix("]"), let open = message.dropLast().lastIndex(of: "["), open > message.startIndex,
            message[message.index(before: open)] == " "
        {
            let tag = message[message.index(after: open)..<message.index(before: message.endIndex)]
            if tag.first == "#", tag.count > 1, tag.dropFirst().allSatisfy(Self.isGroupCharacter) {
                group = group ?? String(tag.dropFirst())
            } else if let first = tag.first, first.isLowercase, first.isASCII,
                tag.allSatisfy(Self.isIdentifierCharacter)
            {
                identifier = identifier ?? String(tag)
            } else {
                break
            }
            message = message[..<message.index(before: open)]
        }
        return (String(message), identifier, group)
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLowercase || character.isNumber || character == "_")
    }

    private static func isGroupCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }
}
