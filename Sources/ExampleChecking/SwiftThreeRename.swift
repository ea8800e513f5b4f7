import AppleUIKitAPI

/// The Swift 3 name of a Swift 2 member, when Apple's type has it: Swift 3 imported Objective-C API by the
/// API design guidelines' rules, and the SDK still knows every Swift 2 name, rejecting it with Xcode's
/// `'mainScreen()' has been renamed to 'main'`. Two of those rules, each checked against Apple's surface
/// (the candidate must be a member of the type there), never guessed:
/// - enumeration cases and constants start with a lowercase letter (`ScaleAspectFit` → `scaleAspectFit`,
///   `ContactAdd` → `contactAdd`, `URLBased` → `urlBased`);
/// - words that name a type go (`UIScreen.mainScreen()` → `main`, `UIColor.redColor()` → `red`,
///   `UIApplication.sharedApplication()` → `shared`, `presentViewController` → `present`);
/// - a Boolean property reads as an assertion (`active` → `isActive`, `secureTextEntry` → `isSecureTextEntry`).
enum SwiftThreeRename {
    /// The member of Apple's `type` that `name` (a Swift 2 spelling) became, if it is one: its base name, or
    /// with its labels when `labels` (the call's) has as many arguments (`present(_:animated:completion:)`).
    static func replacement(for name: String, of type: String, labels: [String]? = nil, in surface: UIKitSurface)
        -> String?
    {
        for candidate in candidates(for: name, of: type, in: surface) where candidate != name {
            let members = surface.members(named: candidate, of: type)
            guard let first = members.first else { continue }
            if let labels, let method = members.first(where: { $0.argumentLabels?.count == labels.count }),
                !labels.isEmpty
            {
                return method.member
            }
            return first.baseName
        }
        return nil
    }

    /// Xcode's words for a Swift 2 name used where Swift 3 renamed it: `'mainScreen()' has been renamed to
    /// 'main'`; `labels` are the call's (`_` for none), nil when it is no call.
    static func message(_ name: String, labels: [String]?, renamedTo replacement: String) -> String {
        let spelling = labels.map { "\(name)(\($0.map { "\($0):" }.joined()))" } ?? name
        return "'\(spelling)' has been renamed to '\(replacement)'"
    }

    static func candidates(for name: String, of type: String, in surface: UIKitSurface) -> [String] {
        var result: [String] = []
        if name.first?.isUppercase == true { result.append(lowercasingLeadingWord(name)) }
        // `mainScreen` → `main`, `presentViewController` → `present`: the words that name a type go.
        let characters = Array(name)
        for split in characters.indices.dropFirst() where characters[split].isUppercase {
            let word = String(characters[split...])
            if word == typeWord(of: type) || surface.type("UI" + word) != nil || surface.type("NS" + word) != nil {
                result.append(lowercasingLeadingWord(String(characters[..<split])))
            }
        }
        // A Boolean property reads as an assertion: `active` → `isActive`, `secureTextEntry` → `isSecureTextEntry`.
        if let first = name.first, first.isLowercase { result.append("is" + first.uppercased() + name.dropFirst()) }
        return result
    }

    /// `Screen` of `UIScreen`, `Color` of `UIColor`, `ContentMode` of `UIView.ContentMode`: the last component
    /// without its framework prefix.
    static func typeWord(of type: String) -> Substring {
        let last = type.split(separator: ".").last ?? Substring(type)
        if CompileFailureClassifier.hasAppleFrameworkPrefix(String(last)) { return last.dropFirst(2) }
        return last
    }

    /// `scaleAspectFit` of `ScaleAspectFit`, `urlBased` of `URLBased`: the leading capitals lowercased, except
    /// the last of a run that starts the next word.
    static func lowercasingLeadingWord(_ name: String) -> String {
        let characters = Array(name)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }
}
