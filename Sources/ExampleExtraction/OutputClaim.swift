import DocgenCore
import SwiftParser
import SwiftSyntax

/// A comment that says what the code before it prints — `// Prints "Bonjour!"`, `// 打印“Bonjour!”`,
/// `// Выведет "Bonjour!"`, `// "Bonjour!"と出力` — read from the comments SwiftParser finds (never from
/// a string literal), in the words each language uses (`OutputClaim.markers`).
public struct OutputClaim: Hashable, Sendable, Codable {
    /// What the comment says is printed: the quoted text, or, when it is quoted more than once
    /// (`"Hello", because name is "Hello"`), each reading (the first quotation, and all up to the last
    /// quote), any of which may be the line printed.
    public var readings: [String]
    /// The comment's place in the docs.
    public var location: DocgenCore.SourceLocation
    /// The comment is in a closure (`Task { … }`, a completion handler): what it says is printed when the
    /// closure runs, which may be after the program has ended.
    public var isInClosure: Bool

    public init(readings: [String], location: DocgenCore.SourceLocation, isInClosure: Bool = false) {
        self.readings = readings
        self.location = location
        self.isInClosure = isInClosure
    }

    /// The words that say "prints" in a comment, per language: before the quotation (`Prints`, `打印`,
    /// `Выведет`) or after it (`と出力`). Declared once, here.
    public static let markers: (before: [String], after: [String]) = (
        before: [
            "Prints", "prints", "打印输出", "打印", "输出", "列印", "輸出", "Выведет", "Напечатает", "Выводит", "Печатает",
            "выведет", "напечатает",
        ],
        after: ["と出力", "を出力", "と表示"]
    )

    /// The markers' UTF-8 bytes, before and after alike.
    static let markerBytes: [[UInt8]] = (markers.before + markers.after).map { Array($0.utf8) }

    /// Opening and closing quotation marks a claim may use (ASCII and typographic, as translations write them).
    static let quotes: Set<Character> = ["\"", "“", "”", "「", "」", "«", "»"]

    /// The claims of a program, in order: each line comment of its Markdown lines that is one.
    public static func claims(in program: AssembledProgram) -> [OutputClaim] {
        var text = program.text
        // A claim's comment holds one of the markers: a program with none has no claim, and is not parsed. (Their
        // UTF-8 bytes are looked for: Foundation's `contains` on every program was 5 % of a book's build.)
        let marked = text.withUTF8 { bytes in markerBytes.contains { ByteSearch.contains($0, in: bytes) } }
        guard marked else { return [] }
        let tree = SwiftSourceTrees.tree(of: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var claims: [OutputClaim] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            // A comment on the lines after a closure that runs later (`Task { … }`) says what it prints then.
            let afterLaterClosure = token.previousToken(viewMode: .sourceAccurate).map(Self.closesLaterClosure) ?? false
            for (trivia, start, isLeading) in [
                (token.leadingTrivia, token.position, true),
                (token.trailingTrivia, token.endPositionBeforeTrailingTrivia, false),
            ] {
                var position = start
                for piece in trivia {
                    defer { position += piece.sourceLength }
                    guard case .lineComment(let comment) = piece, let readings = readings(of: comment) else {
                        continue
                    }
                    let location = converter.location(for: position)
                    guard program.lines.indices.contains(location.line - 1),
                        let origin = program.lines[location.line - 1].origin
                    else { continue }
                    claims.append(
                        OutputClaim(
                            readings: readings,
                            location: DocgenCore.SourceLocation(
                                file: origin.file, line: origin.line, column: origin.column + location.column - 1),
                            isInClosure: token.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }) != nil
                                || (isLeading && afterLaterClosure)))
                }
            }
        }
        return claims
    }

    /// Whether `token` closes a closure that runs after the code around it: the body of a `Task` or
    /// `Task.detached`, or of Dispatch's `async`/`asyncAfter` (the work they start runs when the program's
    /// other work lets it, which may be after the program has ended).
    static func closesLaterClosure(_ token: TokenSyntax) -> Bool {
        guard token.tokenKind == .rightBrace, let closure = token.parent?.as(ClosureExprSyntax.self),
            let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        let callee = call.calledExpression.trimmedDescription
        return ["Task", "Task.detached"].contains(callee) || callee.hasSuffix(".async")
            || callee.hasSuffix(".asyncAfter")
    }

    /// What `// Prints "…"` says is printed, or nil for another comment.
    static func readings(of comment: String) -> [String]? {
        var body = Substring(comment.dropFirst(2)).drop { $0 == " " }
        if let marker = markers.before.first(where: { body.hasPrefix($0) }) {
            body = body.dropFirst(marker.count).drop { $0 == " " || $0 == ":" || $0 == "：" }
            guard let first = body.first, quotes.contains(first) else { return nil }
            return quoted(body)
        }
        for marker in markers.after {
            guard let range = body.range(of: marker) else { continue }
            let quotation = body[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            guard let first = quotation.first, quotes.contains(first) else { return nil }
            return quoted(Substring(quotation))
        }
        return nil
    }

    /// `"a", because x is "b".` → ["a", `a", because x is "b`]; `"a".` → ["a"].
    private static func quoted(_ text: Substring) -> [String]? {
        let inner = text.dropFirst()
        guard let close = inner.firstIndex(where: quotes.contains), let last = inner.lastIndex(where: quotes.contains)
        else { return nil }
        let first = String(inner[..<close])
        let whole = String(inner[..<last])
        return first == whole ? [first] : [first, whole]
    }
}
