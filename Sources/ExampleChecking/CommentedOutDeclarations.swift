import DocgenCore
import ExampleExtraction

/// A name clang cannot find whose declaration the doc wrote inside a `//` comment of the same block, before
/// the use: `// 1. find a reusable cell UITableViewCell *cell = [tableView dequeue…];` then `return cell;`.
/// A page that lost its line breaks puts code after a comment on one line; the code is commented out, and
/// the use is the doc's error, not a declaration of a larger sample the fragment needs.
enum CommentedOutDeclarations {
    /// The error, with a note at the comment that declares its name, when it is such a use; nil otherwise.
    static func annotated(_ error: Diagnostic, in example: Example) -> Diagnostic? {
        guard let location = error.location,
            let fact = error.clangFact, fact.kind == .undeclaredIdentifier,
            let name = fact.name.wholeMatch(of: #/[a-z_]\w*/#)?.output,
            let block = example.sources.first(where: { $0.file == location.file })?.blocks.first(where: {
                $0.codeLines.contains(location.line)
            })
        else { return nil }
        for line in example.program.lines {
            guard let origin = line.origin, origin.file == location.file,
                (block.firstCodeLine...location.line).contains(origin.line),
                let comment = comment(in: line.text),
                let declaration = declaration(of: String(name), in: comment.text)
            else { continue }
            var annotated = error
            let column = origin.column + comment.offset + declaration
            annotated.notes.append(
                Diagnostic.Note(
                    location: SourceLocation(file: origin.file, line: origin.line, column: column),
                    message: "'\(name)' is declared only inside this // comment: the code after '//' is commented out"))
            return annotated
        }
        return nil
    }

    /// The text after the line's `//` that starts a comment (not `://` of a URL), with its UTF-8 offset.
    private static func comment(in text: String) -> (text: Substring, offset: Int)? {
        var search = text[...]
        while let range = search.range(of: "//") {
            if range.lowerBound == text.startIndex || text[text.index(before: range.lowerBound)] != ":" {
                let rest = text[range.upperBound...]
                return (rest, text.utf8.distance(from: text.startIndex, to: range.upperBound))
            }
            search = text[range.upperBound...]
        }
        return nil
    }

    /// The UTF-8 offset of a declaration of `name` with an initial value (`Type *name =`, `Type name =`) in
    /// `text`.
    private static func declaration(of name: String, in text: Substring) -> Int? {
        for match in text.matches(of: #/[A-Za-z_]\w*\s*(\*\s*|\s)(?<name>[A-Za-z_]\w*)\s*=(?!=)/#)
        where match.name == name {
            return text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
        }
        return nil
    }
}
