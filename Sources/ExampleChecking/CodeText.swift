/// Objective-C code as clang's SARIF counts it (lines, and columns in code points), with the few readings of
/// its structure `ObjectiveCFactReader` needs: the identifier, selector or header at a position, a property
/// access's receiver, the enclosing `@implementation`, and a name's declared class.
struct CodeText: Sendable {
    private var scalars: [Unicode.Scalar]
    /// The offset of each line's first scalar.
    private var lineStarts: [Int]
    private var lines: [String]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var starts = [0]
        for (index, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The offset of 1-based `line` and `column` (code points), if inside the text.
    func offset(line: Int, column: Int) -> Int? {
        guard lineStarts.indices.contains(line - 1), column >= 1 else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        return offset <= scalars.count ? offset : nil
    }

    /// The 1-based UTF-8 column of a code-point column on `line`.
    func byteColumn(line: Int, column: Int) -> Int? {
        guard let start = offset(line: line, column: 1), let end = offset(line: line, column: column) else {
            return nil
        }
        return scalars[start..<end].reduce(1) { $0 + UTF8.width($1) }
    }

    func text(_ range: Range<Int>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
        return text
    }

    // MARK: - At a position

    /// The identifier starting at `offset`.
    func identifier(at offset: Int) -> String? {
        var end = offset
        while end < scalars.count, Self.isIdentifierScalar(scalars[end]) { end += 1 }
        guard end > offset, !("0"..."9").contains(scalars[offset]) else { return nil }
        return text(offset..<end)
    }

    /// The header an `#import` names at `offset`: `MapKit/MapKit.h` of `<MapKit/MapKit.h>` or `"…"`.
    func header(at offset: Int) -> String? {
        guard offset < scalars.count, scalars[offset] == "<" || scalars[offset] == "\"" else { return nil }
        let close: Unicode.Scalar = scalars[offset] == "<" ? ">" : "\""
        var end = offset + 1
        while end < scalars.count, scalars[end] != close, scalars[end] != "\n" { end += 1 }
        guard end < scalars.count, scalars[end] == close else { return nil }
        return text(offset + 1..<end)
    }

    /// The selector of the message whose first selector piece starts at `offset`: `reloadData`, or
    /// `show:animated:` (its keywords, skipping the arguments to the message's closing `]`).
    func selector(at offset: Int) -> String? {
        guard let first = identifier(at: offset) else { return nil }
        var index = skipSpaces(from: offset + first.unicodeScalars.count)
        guard index < scalars.count, scalars[index] == ":" else { return first }
        var selector = first + ":"
        var depth = 0
        index += 1
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 { return selector }
                depth -= 1
            case "\"", "'": index = skipLiteral(from: index)
            default:
                guard depth == 0, Self.isIdentifierScalar(scalar), index > 0,
                    scalars[index - 1] == " " || scalars[index - 1] == "\n" || scalars[index - 1] == "\t",
                    let word = identifier(at: index)
                else { break }
                let after = skipSpaces(from: index + word.unicodeScalars.count)
                if after < scalars.count, scalars[after] == ":" {
                    selector += word + ":"
                    index = after
                } else {
                    index += word.unicodeScalars.count - 1
                }
            }
            index += 1
        }
        return selector
    }

    /// The receiver of the property access whose name starts at `offset`: `self.tableView` of
    /// `self.tableView.rowHeight`, `[UIApplication sharedApplication]` of its `.keyWindow`; nil when it is no
    /// chain of names or message (a cast).
    func receiver(before offset: Int) -> String? {
        var index = offset - 1
        while index >= 0, scalars[index] == " " { index -= 1 }
        guard index >= 0, scalars[index] == "." else { return nil }
        index -= 1
        while index >= 0, scalars[index] == " " { index -= 1 }
        let end = index + 1
        if index >= 0, scalars[index] == "]" {
            var depth = 0
            while index >= 0 {
                if scalars[index] == "]" { depth += 1 }
                if scalars[index] == "[" { depth -= 1 }
                if depth == 0 { return text(index..<end) }
                index -= 1
            }
            return nil
        }
        while index >= 0, Self.isIdentifierScalar(scalars[index]) || scalars[index] == "." { index -= 1 }
        let chain = text(index + 1..<end)
        return chain.isEmpty || chain.hasPrefix(".") ? nil : chain
    }

    private func skipSpaces(from offset: Int) -> Int {
        var index = offset
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" || scalars[index] == "\n" {
            index += 1
        }
        return index
    }

    /// The offset of the quote that closes the string or character literal opening at `offset`.
    private func skipLiteral(from offset: Int) -> Int {
        let quote = scalars[offset]
        var index = offset + 1
        while index < scalars.count, scalars[index] != quote, scalars[index] != "\n" {
            index += scalars[index] == "\\" ? 2 : 1
        }
        return min(index, scalars.count - 1)
    }

    // MARK: - Structure

    /// The class of the `@implementation` that `line` is in (`X` of `@implementation X (Category)` too).
    func enclosingClass(atLine line: Int) -> String? {
        for text in lines.prefix(line).reversed() {
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("@end") { return nil }
            if let match = trimmed.firstMatch(of: #/^@implementation\s+(?<name>\w+)/#) { return String(match.name) }
        }
        return nil
    }

    /// The superclass `@interface name : Superclass` declares in the code.
    func superclass(of name: String) -> String? {
        for text in lines {
            if let match = text.firstMatch(of: #/@interface\s+(?<name>\w+)\s*:\s*(?<superclass>\w+)/#),
                match.name == name
            {
                return String(match.superclass)
            }
        }
        return nil
    }

    /// The class a declaration `T *name` (a variable, a parameter `(T *)name`, a property, an instance
    /// variable) gives `name`: the nearest one at or above `line`, else the first below.
    func declaredType(of name: String, nearLine line: Int) -> String? {
        guard Self.isIdentifier(name),
            let pattern = try? Regex(
                #"\b(?<type>[A-Za-z_]\w*)\s*\*\s*(?:\)\s*)?(?:(?:__strong|__weak|__unsafe_unretained|__autoreleasing|_Nullable|_Nonnull|nullable|nonnull|const)\s+)*"#
                    + name + #"\b(?!\s*\()"#)
        else { return nil }
        let above = lines.prefix(max(0, line)).reversed()
        let below = lines.dropFirst(max(0, line))
        for text in Array(above) + Array(below) {
            if let match = text.firstMatch(of: pattern), let type = match["type"]?.substring {
                return String(type)
            }
        }
        return nil
    }

    static func isIdentifier(_ text: some StringProtocol) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy(isIdentifierScalar)
    }

    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar)
    }
}
