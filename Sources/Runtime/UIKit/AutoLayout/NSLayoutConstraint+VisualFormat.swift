/// Constraints from Apple's visual format language (Apple: `constraints(withVisualFormat:options:metrics:views:)`,
/// "Visual Format Language" in the Auto Layout Guide): `H:|-[name(>=50@750)]-8-[other(==name)]-|`.
///
/// `H:` (the default) lays out leading to trailing, `V:` top to bottom; `|` is the views' superview; `-` alone
/// is the standard spacing, 8 points between views and the superview's layout margin at an edge (Apple's
/// `layoutMargins` page: "|-[subview]-|" insets the subview "by the corresponding layout margins"); no
/// connection (`[a][b]`) is flush; `-(>=20@750)-` and `[a(==b,<=100)]` take relations, constants, metrics,
/// view names and priorities. The constraints come back inactive, "in the same order they were specified";
/// `alignAll…` options align each view with the next. A string that does not parse traps, as Apple's
/// method throws, with "Unable to parse constraint format" and where it stopped.
extension NSLayoutConstraint {
    /// How the views of a visual format align and run (Apple: `NSLayoutConstraint.FormatOptions`, with Apple's
    /// raw values).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static var alignAllLeft: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 1) }
        public static var alignAllRight: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 2) }
        public static var alignAllTop: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 3) }
        public static var alignAllBottom: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 4) }
        public static var alignAllLeading: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 5) }
        public static var alignAllTrailing: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 6) }
        public static var alignAllCenterX: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 9) }
        public static var alignAllCenterY: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 10) }
        public static var alignAllLastBaseline: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 11) }
        public static var alignAllFirstBaseline: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 12) }
        public static var alignmentMask: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 0xFFFF) }
        public static var directionLeadingToTrailing: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 0) }
        public static var directionLeftToRight: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 16) }
        public static var directionRightToLeft: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 2 << 16) }
        public static var directionMask: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 3 << 16) }
        public static var spacingBaselineToBaseline: NSLayoutConstraint.FormatOptions {
            FormatOptions(rawValue: 1 << 19)
        }
        public static var spacingMask: NSLayoutConstraint.FormatOptions { FormatOptions(rawValue: 1 << 19) }

        /// The attributes the `alignAll…` options name.
        var alignedAttributes: [NSLayoutConstraint.Attribute] {
            let pairs: [(FormatOptions, NSLayoutConstraint.Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
                (.alignAllFirstBaseline, .firstBaseline),
            ]
            return pairs.filter { contains($0.0) }.map(\.1)
        }
    }

    /// The constraints a visual format string describes, inactive (Apple:
    /// `constraints(withVisualFormat:options:metrics:views:)`).
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch {
            let caret = String(repeating: " ", count: error.offset) + "^"
            fatalError("Unable to parse constraint format: \n\(error.message) \n\(format) \n\(caret)")
        }
    }
}

/// A problem in a visual format string, at a character offset.
struct VisualFormatError: Error {
    var message: String
    var offset: Int
}

/// Reads one visual format string into constraints (see `NSLayoutConstraint.constraints(withVisualFormat:…)`).
@MainActor
struct VisualFormatParser {
    /// One `relation constant-or-view @priority` of a predicate list.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// What a connection between two elements says: standard spacing, flush, or predicates.
    private enum Connection {
        case flush, standard
        case predicates([Predicate])
    }

    private let characters: [Character]
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var position = 0
    private var vertical = false

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.characters = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        if characters.starts(with: ["V", ":"]) || characters.starts(with: ["H", ":"]) {
            vertical = characters[0] == "V"
            position = 2
        }
        var constraints: [NSLayoutConstraint] = []
        var leadingSuperview = false
        var previous: UIView?
        var connection: Connection?
        var arranged: [UIView] = []
        if peek == "|" {
            leadingSuperview = true
            position += 1
            connection = try parseConnection()
        }
        while peek == "[" {
            let (view, sizes) = try parseView()
            if let previous {
                constraints += connect(previous, to: view, by: connection ?? .flush)
            } else if leadingSuperview {
                constraints += try connectSuperviewStart(to: view, by: connection ?? .flush)
            }
            constraints += sizes
            arranged.append(view)
            previous = view
            connection = try parseConnection()
        }
        guard let last = previous else { throw fail("Expected a view") }
        if peek == "|" {
            position += 1
            constraints += try connectSuperviewEnd(from: last, by: connection ?? .flush)
        } else if connection != nil {
            throw fail("Expected a view or '|' after a connection")
        }
        guard position == characters.count else { throw fail("Unexpected characters after the end of the format") }
        for (view, next) in zip(arranged, arranged.dropFirst()) {
            for attribute in options.alignedAttributes {
                constraints.append(
                    NSLayoutConstraint(
                        first: next, firstAttribute: attribute, relation: .equal, second: view,
                        secondAttribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return constraints
    }

    // MARK: - Elements

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private func fail(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, offset: position)
    }

    private var start: NSLayoutConstraint.Attribute { vertical ? .top : .leading }
    private var end: NSLayoutConstraint.Attribute { vertical ? .bottom : .trailing }
    private var size: NSLayoutConstraint.Attribute { vertical ? .height : .width }

    /// `[name]` or `[name(predicates)]`: the view and its size constraints.
    private mutating func parseView() throws(VisualFormatError) -> (UIView, [NSLayoutConstraint]) {
        position += 1
        let name = parseIdentifier()
        guard let view = views[name] as? UIView else {
            throw fail(name.isEmpty ? "Expected a view name" : "\(name) is not a key in the views dictionary.")
        }
        var sizes: [NSLayoutConstraint] = []
        if peek == "(" {
            for predicate in try parsePredicateList(allowingViews: true) {
                sizes.append(
                    constraint(
                        view, size, predicate.relation, predicate.view, predicate.view == nil ? .notAnAttribute : size,
                        constant: predicate.constant, priority: predicate.priority))
            }
        }
        guard peek == "]" else { throw fail("Expected ']'") }
        position += 1
        return (view, sizes)
    }

    /// What follows an element: `-`, `-predicates-`, or nothing (flush); `nil` at the end of the string.
    private mutating func parseConnection() throws(VisualFormatError) -> Connection? {
        guard peek == "-" else { return peek == nil ? nil : .flush }
        position += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try parsePredicateList(allowingViews: false)
        } else {
            predicates = [Predicate(constant: try parseConstant())]
        }
        guard peek == "-" else { throw fail("Expected '-'") }
        position += 1
        return .predicates(predicates)
    }

    /// `(predicate,predicate,…)`.
    private mutating func parsePredicateList(allowingViews: Bool) throws(VisualFormatError) -> [Predicate] {
        position += 1
        var predicates: [Predicate] = []
        repeat {
            if peek == "," { position += 1 }
            var predicate = Predicate()
            for (text, relation) in [
                ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual),
                (">=", .greaterThanOrEqual),
            ]
            where characters[position...].starts(with: Array(text)) {
                predicate.relation = relation
                position += 2
            }
            if allowingViews, let first = peek, first.isLetter || first == "_" {
                let name = parseIdentifier()
                if let view = views[name] as? UIView {
                    predicate.view = view
                } else if let value = metric(name) {
                    predicate.constant = value
                } else {
                    throw fail("\(name) is not a key in the views or metrics dictionaries.")
                }
            } else {
                predicate.constant = try parseConstant()
            }
            if peek == "@" {
                position += 1
                predicate.priority = UILayoutPriority(Float(try parseConstant()))
            }
            predicates.append(predicate)
        } while peek == ","
        guard peek == ")" else { throw fail("Expected ')'") }
        position += 1
        return predicates
    }

    /// A number (optionally negative) or a metric's name.
    private mutating func parseConstant() throws(VisualFormatError) -> CGFloat {
        if let first = peek, first.isLetter || first == "_" {
            let name = parseIdentifier()
            guard let value = metric(name) else { throw fail("\(name) is not a key in the metrics dictionary.") }
            return value
        }
        let begin = position
        if peek == "-" { position += 1 }
        while let character = peek, character.isNumber || character == "." { position += 1 }
        guard let value = Double(String(characters[begin..<position])) else {
            position = begin
            throw fail("Expected a number or a metric")
        }
        return CGFloat(value)
    }

    private mutating func parseIdentifier() -> String {
        let begin = position
        while let character = peek, character.isLetter || character.isNumber || character == "_" { position += 1 }
        return String(characters[begin..<position])
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    // MARK: - Connections

    private func constraint(
        _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute, constant: CGFloat,
        priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(
            first: first, firstAttribute: firstAttribute, relation: relation, second: second,
            secondAttribute: secondAttribute, multiplier: 1, constant: constant)
        made.priority = priority
        return made
    }

    /// `later.start (relation) earlier.end + spacing` for each predicate of the connection.
    private func connect(_ earlier: UIView, to later: UIView, by connection: Connection) -> [NSLayoutConstraint] {
        switch connection {
        case .flush: [constraint(later, start, .equal, earlier, end, constant: 0)]
        case .standard: [constraint(later, start, .equal, earlier, end, constant: LayoutSpacing.system)]
        case .predicates(let predicates):
            predicates.map {
                constraint(later, start, $0.relation, earlier, end, constant: $0.constant, priority: $0.priority)
            }
        }
    }

    private func superview(of view: UIView) throws(VisualFormatError) -> UIView {
        guard let superview = view.superview else {
            throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        return superview
    }

    /// `view.start (relation) superview.start + spacing`; the standard spacing is the superview's margin.
    private func connectSuperviewStart(to view: UIView, by connection: Connection) throws(VisualFormatError)
        -> [NSLayoutConstraint]
    {
        let superview = try superview(of: view)
        switch connection {
        case .flush: return [constraint(view, start, .equal, superview, start, constant: 0)]
        case .standard:
            return [constraint(view, start, .equal, superview, vertical ? .topMargin : .leadingMargin, constant: 0)]
        case .predicates(let predicates):
            return predicates.map {
                constraint(view, start, $0.relation, superview, start, constant: $0.constant, priority: $0.priority)
            }
        }
    }

    /// `superview.end (relation) view.end + spacing`; the standard spacing is the superview's margin.
    private func connectSuperviewEnd(from view: UIView, by connection: Connection) throws(VisualFormatError)
        -> [NSLayoutConstraint]
    {
        let superview = try superview(of: view)
        switch connection {
        case .flush: return [constraint(superview, end, .equal, view, end, constant: 0)]
        case .standard:
            return [constraint(superview, vertical ? .bottomMargin : .trailingMargin, .equal, view, end, constant: 0)]
        case .predicates(let predicates):
            return predicates.map {
                constraint(superview, end, $0.relation, view, end, constant: $0.constant, priority: $0.priority)
            }
        }
    }
}
