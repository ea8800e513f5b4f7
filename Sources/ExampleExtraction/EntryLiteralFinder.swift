import SwiftSyntax

/// Finds array literals of rows in variable initializers: tuples or calls with a title-like and an
/// image-like string (`(title: "Easiest", image: "green_circle")`, `Entry(name: "A", icon: "a")`), or
/// plain strings (`["Apple", "Pear"]`).
///
/// Each candidate is scored: labelled rows with a title beat plain strings, a binding named like
/// entries/items/data wins ties, scope titles (`scope…`) are never entries.
final class EntryLiteralFinder: SyntaxVisitor {
    struct Row {
        var title: String
        var image: String?
        var titlePosition: AbsolutePosition
    }

    struct Candidate {
        var rows: [Row]
        var score: Int
    }

    static let titleLabels: Set<String> = ["title", "name", "label", "text", "caption", "heading"]
    static let imageLabels: Set<String> = ["image", "imagename", "icon", "iconname", "symbol", "picture", "imagenamed"]

    private(set) var candidates: [Candidate] = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        let name = node.pattern.trimmedDescription.lowercased()
        guard !name.contains("scope"), let array = node.initializer?.value.as(ArrayExprSyntax.self),
            !array.elements.isEmpty
        else { return .visitChildren }
        var rows: [Row] = []
        var labelled = true
        for element in array.elements {
            if let string = Self.stringValue(element.expression) {
                labelled = false
                rows.append(
                    Row(title: string, image: nil, titlePosition: element.expression.positionAfterSkippingLeadingTrivia)
                )
            } else if let row = Self.labelledRow(element.expression) {
                rows.append(row)
            } else {
                return .visitChildren
            }
        }
        if !labelled && rows.contains(where: { $0.image != nil }) { return .visitChildren }
        var score = labelled ? 10 : 5
        if ["entr", "item", "data", "row", "list", "title", "name"].contains(where: { name.contains($0) }) {
            score += 1
        }
        // Among equals, the first declared wins: later candidates lose ties.
        candidates.append(Candidate(rows: rows, score: score * 1000 - candidates.count))
        return .visitChildren
    }

    /// A tuple or call whose arguments include a string under a title-like label (or, unlabelled, a
    /// first string), and maybe an image-like one.
    private static func labelledRow(_ expression: ExprSyntax) -> Row? {
        let arguments: LabeledExprListSyntax
        if let tuple = expression.as(TupleExprSyntax.self) {
            arguments = tuple.elements
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            arguments = call.arguments
        } else {
            return nil
        }
        var title: (String, AbsolutePosition)?
        var image: String?
        for (position, argument) in arguments.enumerated() {
            guard let value = stringValue(argument.expression) else { continue }
            let label = argument.label?.text.lowercased()
            if let label {
                if titleLabels.contains(label), title == nil {
                    title = (value, argument.expression.positionAfterSkippingLeadingTrivia)
                } else if imageLabels.contains(label), image == nil {
                    image = value
                }
            } else if position == 0 {
                title = (value, argument.expression.positionAfterSkippingLeadingTrivia)
            } else if position == 1 {
                image = value
            }
        }
        guard let title else { return nil }
        return Row(title: title.0, image: image, titlePosition: title.1)
    }

    /// The value of a string literal without interpolation, escapes resolved.
    private static func stringValue(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}
