import DocgenCore

/// The top-level pieces of an Objective-C code block, line by line: what assembly needs to put each piece
/// where it compiles (`ObjectiveCAssembler`).
///
/// Not a parser: comments and the contents of string and character literals are blanked out, then each
/// piece is found from its first word and ends where its kind ends (`@end`, a `;` or the `}` that closes
/// it, outside parentheses and brackets). clang reads the result; this only decides where pieces go.
public struct ObjectiveCBlockStructure: Hashable, Sendable {
    /// What a top-level piece is.
    enum Kind: Hashable, Sendable {
        /// A preprocessor line (`#import`, `#define`, `#pragma mark`) or `@import`.
        case directive
        /// `@interface NAME …` (a class, a category or an extension), up to its `@end`.
        case interface(name: String, isCategory: Bool)
        /// `@implementation NAME …`, up to its `@end`.
        case implementation(name: String)
        /// `@protocol NAME …`, up to its `@end`.
        case protocolDecl(name: String)
        /// A method shown without its class: `- (void)viewDidLoad { … }` (a definition) or `- (void)reload;`.
        case method(selector: String, isDefinition: Bool)
        /// `@property …;` shown without its class.
        case property
        /// `@synthesize …;` or `@dynamic …;` shown without its class.
        case implementationDirective
        /// A C declaration at file scope: `typedef`, `struct`, `static`, `extern`, a function definition…
        case declaration
        /// Anything else: statements, which only compile inside a method.
        case statement
    }

    /// One piece: lines `lines` of the block (indices), leading comment and blank lines included.
    struct Item: Hashable, Sendable {
        var kind: Kind
        var lines: ClosedRange<Int>
        /// For a container (`@interface`, `@implementation`, `@protocol`): whether its `@end` is missing.
        var isUnterminated = false
    }

    var items: [Item] = []
    /// The headers the block imports (`UIKit/UIKit.h` from `#import <UIKit/UIKit.h>`), and `@import` modules
    /// as `Module/Module.h`.
    var importedHeaders: [String] = []
    /// The code with comments and literal contents blanked out, one entry per line.
    var maskedLines: [String] = []

    init(lines: [Substring]) {
        maskedLines = Self.mask(lines)
        var index = 0
        var pendingStart: Int?
        while index < lines.count {
            let text = maskedLines[index].trimmingSpaces
            if text.isEmpty {
                if pendingStart == nil { pendingStart = index }
                index += 1
                continue
            }
            let (kind, end, isUnterminated) = classify(from: index, text: text, original: lines[index])
            items.append(Item(kind: kind, lines: (pendingStart ?? index)...end, isUnterminated: isUnterminated))
            if kind == .directive, let header = Self.importedHeader(lines[index]) { importedHeaders.append(header) }
            pendingStart = nil
            index = end + 1
        }
    }

    /// Whether every piece is a statement: the block is a piece of a method's body.
    var isStatementsOnly: Bool { !items.isEmpty && items.allSatisfy { $0.kind == .statement } }

    /// The identifiers of the code, outside comments and literals.
    var identifiers: Set<String> {
        Set(maskedLines.flatMap { Self.tokens($0) }.filter { $0.first?.isLetter == true || $0.first == "_" })
    }

    /// The local variables its statements declare: `alertController` of `UIAlertController *alertController =
    /// [UIAlertController …];`, `count` of `NSInteger count = 0;` (a type, its pointer stars, a name, then `=`,
    /// `;` or `[`).
    var declaredVariables: Set<String> {
        var names: Set<String> = []
        for item in items where item.kind == .statement {
            let tokens = item.lines.flatMap { Self.tokens(maskedLines[$0]) }
            guard let type = tokens.first, Self.isIdentifier(type), !Self.statementWords.contains(type) else {
                continue
            }
            var index = 1
            if index < tokens.count, tokens[index] == "<", let close = tokens[index...].firstIndex(of: ">") {
                index = close + 1
            }
            while index < tokens.count, tokens[index] == "*" { index += 1 }
            guard index + 1 < tokens.count, Self.isIdentifier(tokens[index]),
                ["=", ";", "["].contains(tokens[index + 1])
            else { continue }
            names.insert(tokens[index])
        }
        return names
    }

    /// A line's tokens: identifiers and numbers whole, every other character but white space alone.
    static func tokens(_ line: String) -> [String] {
        CodeTokens.tokens(in: line)
    }

    private static func isIdentifier(_ token: String) -> Bool {
        token.first.map { $0.isLetter || $0 == "_" } ?? false
    }

    /// Whether the block declares or implements any class, category or protocol.
    var hasContainers: Bool {
        items.contains {
            switch $0.kind {
            case .interface, .implementation, .protocolDecl: return true
            default: return false
            }
        }
    }

    // MARK: - Classifying

    private func classify(from index: Int, text: String, original: Substring) -> (Kind, Int, Bool) {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") })
        let first = words.first.map(String.init) ?? ""
        if text.hasPrefix("#") { return (.directive, continuedDirectiveEnd(from: index), false) }
        switch first {
        case "@import": return (.directive, end(from: index, .semicolon), false)
        case "@interface", "@implementation":
            let name = words.count > 1 ? String(words[1]) : ""
            var (last, found) = containerEnd(from: index)
            if first == "@implementation" { return (.implementation(name: name), last, !found) }
            // An interface shown without its `@end` ends where the block goes on with method bodies: those
            // are the class's implementation, shown without its `@implementation`.
            if !found, let definition = firstMethodDefinition(after: index) { last = definition - 1 }
            let isCategory = text.dropFirst("@interface".count).drop { $0 == " " || $0 == "\t" }
                .drop { $0.isLetter || $0.isNumber || $0 == "_" }.trimmingSpaces.hasPrefix("(")
            return (.interface(name: name, isCategory: isCategory), last, !found)
        case "@protocol":
            // `@protocol A, B;` is a forward declaration; `@protocol(A)` an expression.
            if text.dropFirst("@protocol".count).trimmingSpaces.hasPrefix("(") {
                return (.statement, end(from: index, .statement), false)
            }
            let forward = end(from: index, .semicolon)
            if forward == index && text.hasSuffix(";") { return (.declaration, index, false) }
            let (last, found) = containerEnd(from: index)
            return (.protocolDecl(name: words.count > 1 ? String(words[1]) : ""), last, !found)
        case "@property": return (.property, end(from: index, .semicolon), false)
        case "@synthesize", "@dynamic": return (.implementationDirective, end(from: index, .semicolon), false)
        case "@class": return (.declaration, end(from: index, .semicolon), false)
        default: break
        }
        if text.hasPrefix("-") || text.hasPrefix("+"),
            text.dropFirst().trimmingSpaces.hasPrefix("(")
        {
            let last = end(from: index, .method)
            let isDefinition = (index...last).contains { maskedLines[$0].contains("{") }
            return (
                .method(
                    selector: Self.selector(of: (index...last).map { maskedLines[$0] }), isDefinition: isDefinition),
                last, false
            )
        }
        if first == "NS_ASSUME_NONNULL_BEGIN" || first == "NS_ASSUME_NONNULL_END" {
            return (.declaration, index, false)
        }
        if ["typedef", "struct", "enum", "union"].contains(first) {
            return (.declaration, end(from: index, .semicolon), false)
        }
        if Self.declarationWords.contains(first) { return (.declaration, end(from: index, .statement), false) }
        if Self.isFunctionDefinition(text) { return (.declaration, end(from: index, .statement), false) }
        return (.statement, end(from: index, .statement), false)
    }

    /// Words that start a file-scope C declaration.
    private static let declarationWords: Set<String> = [
        "typedef", "struct", "enum", "union", "static", "extern", "const", "FOUNDATION_EXPORT", "UIKIT_EXTERN",
        "NS_ENUM", "NS_OPTIONS",
    ]

    /// Words that start a statement even when followed by `(`.
    private static let statementWords: Set<String> = [
        "if", "for", "while", "do", "switch", "return", "else", "case", "default", "break", "continue", "goto",
        "sizeof", "@autoreleasepool", "@try", "@synchronized", "@throw",
    ]

    /// `void helper(int x) {` or `static BOOL isEmpty(NSString *text)`: a type and a name before `(`, no `=`.
    private static func isFunctionDefinition(_ text: String) -> Bool {
        guard let paren = text.firstIndex(of: "("), !text[..<paren].contains("="), !text[..<paren].contains("[") else {
            return false
        }
        let head = text[..<paren].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "*" })
        guard head.count >= 2, let first = head.first, !statementWords.contains(String(first)) else { return false }
        return head.allSatisfy { word in word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }

    /// The selector of a method declaration or definition: `tableView:numberOfRowsInSection:`, `viewDidLoad`.
    static func selector(of lines: [String]) -> String {
        var header = lines.joined(separator: " ")
        if let brace = header.firstIndex(where: { $0 == "{" || $0 == ";" }) { header = String(header[..<brace]) }
        var text = Substring(header.trimmingSpaces.dropFirst())
        var parts: [String] = []
        var hasArguments = false
        while !text.isEmpty {
            text = text.drop { $0 == " " || $0 == "\t" }
            if text.first == "(" {
                // A type in parentheses: skip it (they may nest: `(void (^)(BOOL))`).
                var depth = 0
                var rest = text
                while let character = rest.first {
                    rest = rest.dropFirst()
                    if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                    if depth == 0 { break }
                }
                text = rest
                // After an argument's type comes its name.
                if hasArguments { text = text.drop { $0 == " " }.drop { $0.isLetter || $0.isNumber || $0 == "_" } }
                continue
            }
            let word = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !word.isEmpty else { break }
            text = text.dropFirst(word.count)
            if text.first == ":" {
                parts.append(word + ":")
                hasArguments = true
                text = text.dropFirst()
            } else if parts.isEmpty {
                return String(word)
            } else {
                break
            }
        }
        return parts.joined()
    }

    // MARK: - Where a piece ends

    private enum Terminator {
        /// The first `;` outside parentheses, brackets and braces.
        case semicolon
        /// A statement: its `;`, or the `}` that closes its braces (`if (…) { … }`).
        case statement
        /// A method: its `;` before any `{`, else the `}` that closes its body.
        case method
    }

    /// The last line of a piece starting at line `start`.
    private func end(from start: Int, _ terminator: Terminator) -> Int {
        var braces = 0, others = 0
        var sawBrace = false
        var sawEquals = false
        for index in start..<maskedLines.count {
            for character in maskedLines[index] {
                switch character {
                case "{":
                    braces += 1
                    sawBrace = true
                case "}":
                    braces -= 1
                    if braces <= 0 && others == 0 && sawBrace && terminator != .semicolon && !sawEquals {
                        return index
                    }
                case "(", "[": others += 1
                case ")", "]": others = max(0, others - 1)
                case "=": if braces == 0 && others == 0 { sawEquals = true }
                case ";":
                    if braces <= 0 && others == 0 && !(terminator == .method && sawBrace) { return index }
                default: break
                }
            }
        }
        return maskedLines.count - 1
    }

    /// The first line after `start`, outside braces, that begins a method with a body (`- (void)open {`).
    private func firstMethodDefinition(after start: Int) -> Int? {
        var braces = 0
        for index in (start + 1)..<maskedLines.count {
            let text = maskedLines[index].trimmingSpaces
            if braces <= 0, text.hasPrefix("-") || text.hasPrefix("+"), text.dropFirst().trimmingSpaces.hasPrefix("("),
                (index...end(from: index, .method)).contains(where: { maskedLines[$0].contains("{") })
            {
                return index
            }
            braces += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
        }
        return nil
    }

    /// The line of a container's `@end`, and whether there is one.
    private func containerEnd(from start: Int) -> (Int, Bool) {
        var braces = 0
        for index in start..<maskedLines.count {
            let line = Array(maskedLines[index])
            for (offset, character) in line.enumerated() {
                if character == "{" { braces += 1 } else if character == "}" { braces -= 1 }
                guard character == "@", braces <= 0, line[offset...].starts(with: "@end") else { continue }
                let after = offset + 4
                if after == line.count || !(line[after].isLetter || line[after].isNumber || line[after] == "_") {
                    return (index, true)
                }
            }
        }
        return (maskedLines.count - 1, false)
    }

    /// The last line of a preprocessor directive (lines ending in `\` continue it).
    private func continuedDirectiveEnd(from start: Int) -> Int {
        var index = start
        while index + 1 < maskedLines.count, maskedLines[index].hasSuffix("\\") { index += 1 }
        return index
    }

    /// `UIKit/UIKit.h` from `#import <UIKit/UIKit.h>` or `#include "UIKit/UIKit.h"`; `MapKit/MapKit.h` from
    /// `@import MapKit;`.
    static func importedHeader(_ line: Substring) -> String? {
        let text = line.trimmingSpaces
        if text.hasPrefix("@import") {
            let module = text.dropFirst("@import".count).trimmingSpaces.prefix {
                $0.isLetter || $0.isNumber || $0 == "_"
            }
            return module.isEmpty ? nil : "\(module)/\(module).h"
        }
        guard text.hasPrefix("#") else { return nil }
        let directive = text.dropFirst().trimmingSpaces
        guard directive.hasPrefix("import") || directive.hasPrefix("include") else { return nil }
        let rest = directive.drop { $0.isLetter }.trimmingSpaces
        guard let open = rest.first, open == "<" || open == "\"" else { return nil }
        let name = rest.dropFirst().prefix { $0 != ">" && $0 != "\"" }
        return name.isEmpty ? nil : String(name)
    }

    // MARK: - Masking

    /// The lines with comments and the contents of string and character literals replaced by spaces (the
    /// quotes kept), so that braces and `@end` in them are not read as code.
    public static func mask(_ lines: [Substring]) -> [String] {
        var inBlockComment = false
        return lines.map { line in
            var result = ""
            var characters = Array(line)[...]
            var inString: Character?
            while let character = characters.first {
                characters = characters.dropFirst()
                if inBlockComment {
                    if character == "*" && characters.first == "/" {
                        characters = characters.dropFirst()
                        inBlockComment = false
                        result += "  "
                    } else {
                        result += " "
                    }
                } else if let quote = inString {
                    if character == "\\", !characters.isEmpty {
                        characters = characters.dropFirst()
                        result += "  "
                    } else if character == quote {
                        inString = nil
                        result.append(character)
                    } else {
                        result += " "
                    }
                } else if character == "/" && characters.first == "/" {
                    result += String(repeating: " ", count: characters.count + 1)
                    characters = characters.dropFirst(characters.count)
                } else if character == "/" && characters.first == "*" {
                    characters = characters.dropFirst()
                    inBlockComment = true
                    result += "  "
                } else if character == "\"" || character == "'" {
                    inString = character
                    result.append(character)
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and carriage returns.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(self.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
