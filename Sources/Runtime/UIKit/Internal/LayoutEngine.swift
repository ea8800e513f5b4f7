/// Turns a view hierarchy's constraints into frames: the headless Auto Layout engine.
///
/// Each view or layout guide a constraint mentions gets four variables, its x, y, width and height in the
/// hierarchy's root coordinates, and every attribute is a linear expression of them (`right` is x + width,
/// `centerY` is y + height/2, `topMargin` is y + the top margin, a baseline is the bottom edge, or for text
/// the baseline `TextMeasure` gives). The constraints go to a Cassowary solver (`LinearConstraintSolver`) in
/// this order, as Apple's engine receives them:
/// 1. the frames of views that translate their autoresizing mask (Apple: "the autoresizing mask constraints
///    fully specify the view's size and position"), relative to the nearest constrained ancestor — so a
///    constraint that moves such a view conflicts, as on iOS;
/// 2. the system guides' definitions (`safeAreaLayoutGuide` is the owner's bounds inset by `safeAreaInsets`,
///    `layoutMarginsGuide` by the margins);
/// 3. intrinsic content sizes, as Apple documents them: `size <= intrinsic` at the hugging priority and
///    `size >= intrinsic` at the compression resistance priority (optional, so their place in the order
///    changes no result; early, they keep the solver's rows short);
/// 4. the active constraints, in the order they were installed, then the stack views' own.
///
/// Required constraints hold exactly; an optional one's error is minimized with weight 2^(priority/50)
/// (so 750 outweighs 250 a thousandfold). A required constraint that cannot hold with those before it is
/// broken — left out — and reported like Apple's "Unable to simultaneously satisfy constraints." (see
/// `UnsatisfiableConstraintReport`). An ambiguous variable (no constraint fixes it) is 0. Limits: layouts are
/// left to right (leading is left); frames are not rounded to pixels; hidden views still take part
/// (a stack view leaves its hidden arranged views out).
@MainActor
struct LayoutEngine {
    /// A fitting-size request (`systemLayoutSizeFitting`): the root's size is wanted at a target.
    struct Fitting {
        var view: UIView
        var targetSize: CGSize
        var priorities: [UILayoutPriority]
    }

    /// The solved layout: each constrained item's frame in root coordinates, and what was broken.
    struct Solution {
        var frames: [ObjectIdentifier: CGRect] = [:]
        var views: [UIView] = []
        var guides: [UILayoutGuide] = []
        var reports: [UnsatisfiableConstraintReport] = []
        /// The items some of whose position or size no constraint fixes.
        var ambiguous: Set<ObjectIdentifier> = []
    }

    /// Where a constraint given to the solver came from, to name it in a report.
    private enum Source {
        case constraint(NSLayoutConstraint)
        case autoresizing(UIView, NSLayoutConstraint.Attribute, CGFloat)
        case guide(UILayoutGuide, NSLayoutConstraint.Attribute)
        case intrinsic(UIView, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, CGFloat, UILayoutPriority)
        case fitting(UIView, NSLayoutConstraint.Attribute, CGFloat)
    }

    private struct Linear {
        var terms: [LinearConstraintSolver.Term]
        var constant: Double
        var relation: LinearConstraintSolver.Relation
        var priority: UILayoutPriority
        var source: Int
    }

    private let root: UIView
    private let fitting: Fitting?
    private var items: [AnyObject] = []
    private var index: [ObjectIdentifier: Int] = [:]
    private var sources: [Source] = []
    private var margins: [Int: UIEdgeInsets] = [:]

    init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
    }

    // MARK: - Solving

    /// Solves the hierarchy's constraints.
    mutating func solve() -> Solution {
        let constraints = collectConstraints()
        if let fitting { register(fitting.view) }
        for constraint in constraints {
            register(constraint.firstItem)
            register(constraint.secondItem)
        }
        // Intrinsic sizes go before the constraints: they are optional, so the order changes no solution and
        // no report, but a size the solver knows early keeps a chain's rows short (a height made basic after
        // the chain would be substituted into every row below it).
        var linears = itemDefinitions() + intrinsicSizes()
        for constraint in constraints {
            if let linear = linear(for: constraint) { linears.append(linear) }
        }
        return run(linears, constraints: constraints)
    }

    private func run(_ linears: [Linear], constraints: [NSLayoutConstraint]) -> Solution {
        var solver = LinearConstraintSolver(variableCount: items.count * 4)
        var solution = Solution()
        for (id, linear) in linears.enumerated() {
            do {
                try solver.add(
                    id: id, terms: linear.terms, constant: linear.constant, relation: linear.relation,
                    weight: linear.priority >= .required ? nil : pow(2, Double(linear.priority.rawValue) / 50))
            } catch let conflict as LinearConstraintSolver.Conflict {
                let related = Self.related(to: id, in: linears, besides: conflict.constraintIDs)
                report(broken: linears[id].source, conflicting: related.map { linears[$0].source }, in: &solution)
            } catch {
                return solution  // the pivot bound: keep the frames as they are
            }
        }
        guard let values = try? solver.solve() else { return solution }
        for (number, item) in items.enumerated() {
            let rect = CGRect(
                x: Self.tidy(values[4 * number]), y: Self.tidy(values[4 * number + 1]),
                width: Self.tidy(values[4 * number + 2]), height: Self.tidy(values[4 * number + 3]))
            solution.frames[ObjectIdentifier(item)] = rect
            if !(0..<4).allSatisfy({ solver.isDetermined(4 * number + $0) }) {
                solution.ambiguous.insert(ObjectIdentifier(item))
            }
            if let view = item as? UIView {
                if !view.translatesAutoresizingMaskIntoConstraints || view === fitting?.view {
                    solution.views.append(view)
                }
            } else if let guide = item as? UILayoutGuide, guide.kind == .custom {
                solution.guides.append(guide)
            }
        }
        return solution
    }

    /// The earlier required constraints a broken one conflicts with, for the report: those the solver named,
    /// and those on only the broken constraint's variables, else (if there are none) up to 10 that share a
    /// variable with it — Apple's list, too, names the constraints on the items involved.
    private static func related(to broken: Int, in linears: [Linear], besides named: [Int]) -> [Int] {
        let variables = Set(linears[broken].terms.map(\.variable))
        let earlier = linears[..<broken].indices.filter { linears[$0].priority >= .required }
        let within = earlier.filter { Set(linears[$0].terms.map(\.variable)).isSubset(of: variables) }
        let sharing = earlier.filter { !Set(linears[$0].terms.map(\.variable)).isDisjoint(with: variables) }
        return Array(Set(named + (within.isEmpty ? Array(sharing.suffix(10)) : within))).sorted()
    }

    /// A value without the solver's floating-point noise (1e-6 points).
    private static func tidy(_ value: Double) -> CGFloat {
        CGFloat((value * 1_000_000).rounded() / 1_000_000)
    }

    // MARK: - Collecting

    /// The active constraints installed in the hierarchy, in installation order, then the views' own
    /// arrangement constraints (stack views), in hierarchy order.
    private func collectConstraints() -> [NSLayoutConstraint] {
        var installed: [NSLayoutConstraint] = []
        var arranged: [NSLayoutConstraint] = []
        var stack = [root]
        while let view = stack.popLast() {
            installed += view.constraints
            arranged += view.arrangementConstraints()
            stack += view.subviews.reversed()
        }
        return installed.sorted { $0.installationOrder < $1.installationOrder } + arranged
    }

    private mutating func register(_ object: AnyObject?) {
        guard let object, LayoutItem.isItem(object), index[ObjectIdentifier(object)] == nil else { return }
        index[ObjectIdentifier(object)] = items.count
        items.append(object)
        if let guide = object as? UILayoutGuide, guide.kind != .custom { register(guide.owningView) }
    }

    // MARK: - Expressions

    private enum Variable: Int { case x, y, width, height }

    private func variable(_ item: Int, _ part: Variable) -> Int { 4 * item + part.rawValue }

    /// The attribute of an item as `Σ terms + constant`.
    private mutating func expression(
        _ item: Int, _ attribute: NSLayoutConstraint.Attribute
    ) -> ([LinearConstraintSolver.Term], Double) {
        func terms(_ parts: [(Variable, Double)], _ constant: CGFloat = 0) -> ([LinearConstraintSolver.Term], Double) {
            (
                parts.map { LinearConstraintSolver.Term(variable: variable(item, $0.0), coefficient: $0.1) },
                Double(constant)
            )
        }
        let m = attribute.isMargin ? itemMargins(item) : .zero
        switch attribute {
        case .left, .leading: return terms([(.x, 1)])
        case .right, .trailing: return terms([(.x, 1), (.width, 1)])
        case .centerX: return terms([(.x, 1), (.width, 0.5)])
        case .width: return terms([(.width, 1)])
        case .top: return terms([(.y, 1)])
        case .bottom: return terms([(.y, 1), (.height, 1)])
        case .centerY: return terms([(.y, 1), (.height, 0.5)])
        case .height: return terms([(.height, 1)])
        case .firstBaseline:
            guard let text = items[item] as? ContentMeasuring else { return terms([(.y, 1), (.height, 1)]) }
            return terms([(.y, 1)], TextMeasure.ascender(text.measuredPointSize))
        case .lastBaseline:
            let descender = (items[item] as? ContentMeasuring).map { TextMeasure.descender($0.measuredPointSize) } ?? 0
            return terms([(.y, 1), (.height, 1)], -descender)
        case .leftMargin, .leadingMargin: return terms([(.x, 1)], m.left)
        case .rightMargin, .trailingMargin: return terms([(.x, 1), (.width, 1)], -m.right)
        case .topMargin: return terms([(.y, 1)], m.top)
        case .bottomMargin: return terms([(.y, 1), (.height, 1)], -m.bottom)
        case .centerXWithinMargins: return terms([(.x, 1), (.width, 0.5)], (m.left - m.right) / 2)
        case .centerYWithinMargins: return terms([(.y, 1), (.height, 0.5)], (m.top - m.bottom) / 2)
        case .notAnAttribute: return ([], 0)
        }
    }

    /// A view's effective layout margins (guides have none), computed once per solve.
    private mutating func itemMargins(_ item: Int) -> UIEdgeInsets {
        if let known = margins[item] { return known }
        let value = (items[item] as? UIView)?.effectiveLayoutMargins ?? .zero
        margins[item] = value
        return value
    }

    /// `first (relation) multiplier × second + constant` as `first - multiplier × second - constant (relation) 0`.
    private mutating func linear(for constraint: NSLayoutConstraint) -> Linear? {
        guard let first = constraint.firstItem.flatMap({ index[ObjectIdentifier($0)] }) else { return nil }
        var (terms, constant) = expression(first, constraint.firstAttribute)
        if let secondItem = constraint.secondItem {
            guard let second = index[ObjectIdentifier(secondItem)] else { return nil }
            let (secondTerms, secondConstant) = expression(second, constraint.secondAttribute)
            let m = Double(constraint.multiplier)
            terms += secondTerms.map {
                LinearConstraintSolver.Term(variable: $0.variable, coefficient: -m * $0.coefficient)
            }
            constant -= m * secondConstant
        }
        constant -= Double(constraint.constant)
        sources.append(.constraint(constraint))
        return Linear(
            terms: terms, constant: constant, relation: constraint.relation.solverRelation,
            priority: constraint.priority, source: sources.count - 1)
    }

    /// A constraint `item.part (relation) other.part + constant` (other nil: a constant).
    private mutating func linear(
        _ item: Int, _ part: Variable, equals other: Int?, plus constant: CGFloat,
        relation: LinearConstraintSolver.Relation = .equal, priority: UILayoutPriority = .required, source: Source,
        otherPart: Variable? = nil
    ) -> Linear {
        var terms = [LinearConstraintSolver.Term(variable: variable(item, part), coefficient: 1)]
        if let other { terms.append(.init(variable: variable(other, otherPart ?? part), coefficient: -1)) }
        sources.append(source)
        return Linear(
            terms: terms, constant: -Double(constant), relation: relation, priority: priority, source: sources.count - 1
        )
    }

    // MARK: - What the views define

    /// Fixed frames of autoresizing-mask views, the fitting root's target, and the system guides' frames.
    private mutating func itemDefinitions() -> [Linear] {
        var linears: [Linear] = []
        for (number, item) in items.enumerated() {
            if let view = item as? UIView {
                if let fitting, view === fitting.view {
                    linears += fittingDefinition(number, fitting)
                } else if view.translatesAutoresizingMaskIntoConstraints {
                    linears += autoresizingDefinition(number, view)
                }
            } else if let guide = item as? UILayoutGuide, let insets = guide.insetsFromOwner,
                let owner = guide.owningView.flatMap({ index[ObjectIdentifier($0)] })
            {
                linears.append(linear(number, .x, equals: owner, plus: insets.left, source: .guide(guide, .left)))
                linears.append(linear(number, .y, equals: owner, plus: insets.top, source: .guide(guide, .top)))
                linears.append(
                    linear(
                        number, .width, equals: owner, plus: -insets.left - insets.right, source: .guide(guide, .width))
                )
                linears.append(
                    linear(
                        number, .height, equals: owner, plus: -insets.top - insets.bottom,
                        source: .guide(guide, .height)))
            }
        }
        return linears
    }

    /// The view's frame, relative to its nearest constrained ancestor (or absolute without one).
    private mutating func autoresizingDefinition(_ number: Int, _ view: UIView) -> [Linear] {
        var offset = view.frame.origin
        var ancestor = view.superview
        while let current = ancestor, index[ObjectIdentifier(current)] == nil {
            offset.x += current.frame.minX
            offset.y += current.frame.minY
            ancestor = current.superview
        }
        let anchor = ancestor.flatMap { index[ObjectIdentifier($0)] }
        return [
            linear(number, .x, equals: anchor, plus: offset.x, source: .autoresizing(view, .left, view.frame.minX)),
            linear(number, .y, equals: anchor, plus: offset.y, source: .autoresizing(view, .top, view.frame.minY)),
            linear(
                number, .width, equals: nil, plus: view.frame.width,
                source: .autoresizing(view, .width, view.frame.width)),
            linear(
                number, .height, equals: nil, plus: view.frame.height,
                source: .autoresizing(view, .height, view.frame.height)),
        ]
    }

    private mutating func fittingDefinition(_ number: Int, _ fitting: Fitting) -> [Linear] {
        let view = fitting.view
        return [
            linear(number, .x, equals: nil, plus: 0, source: .fitting(view, .left, 0)),
            linear(number, .y, equals: nil, plus: 0, source: .fitting(view, .top, 0)),
            linear(
                number, .width, equals: nil, plus: fitting.targetSize.width, priority: fitting.priorities[0],
                source: .fitting(view, .width, fitting.targetSize.width)),
            linear(
                number, .height, equals: nil, plus: fitting.targetSize.height, priority: fitting.priorities[1],
                source: .fitting(view, .height, fitting.targetSize.height)),
        ]
    }

    /// Hugging and compression resistance around each constrained view's intrinsic size.
    private mutating func intrinsicSizes() -> [Linear] {
        var linears: [Linear] = []
        for (number, item) in items.enumerated() {
            guard let view = item as? UIView, !view.translatesAutoresizingMaskIntoConstraints || view === fitting?.view
            else { continue }
            let size = view.intrinsicContentSize
            for (axis, part, value) in [(0, Variable.width, size.width), (1, Variable.height, size.height)]
            where value != UIView.noIntrinsicMetric {
                let attribute: NSLayoutConstraint.Attribute = axis == 0 ? .width : .height
                let hugging = view.contentHugging[axis]
                let resistance = view.compressionResistance[axis]
                linears.append(
                    linear(
                        number, part, equals: nil, plus: value, relation: .lessThanOrEqual, priority: hugging,
                        source: .intrinsic(view, attribute, .lessThanOrEqual, value, hugging)))
                linears.append(
                    linear(
                        number, part, equals: nil, plus: value, relation: .greaterThanOrEqual, priority: resistance,
                        source: .intrinsic(view, attribute, .greaterThanOrEqual, value, resistance)))
            }
        }
        return linears
    }

    // MARK: - Reporting

    private func report(broken: Int, conflicting: [Int], in solution: inout Solution) {
        if case .constraint(let constraint) = sources[broken] {
            guard !constraint.wasReportedBroken else { return }
            constraint.wasReportedBroken = true
        }
        let namer = LayoutItemNamer(numbered: true)
        let listed = (conflicting + [broken]).map { describe(sources[$0], namer) }
        let report = UnsatisfiableConstraintReport(constraints: listed, brokenConstraint: listed.last!)
        solution.reports.append(report)
        UnsatisfiableConstraintReport.log.append(report)
    }

    private func describe(_ source: Source, _ namer: LayoutItemNamer) -> String {
        func number(_ value: CGFloat) -> String { LayoutNumber.text(value) }
        switch source {
        case .constraint(let constraint):
            return constraint.describe(namer)
        case .autoresizing(let view, let attribute, let value):
            let mask = "h=--- v=---"
            return "<NSAutoresizingMaskLayoutConstraint:\(namer.generatedConstraintAddress()) \(mask) "
                + "\(namer.name(of: view)).\(attribute.autoresizingName) == \(number(value))   (active)>"
        case .guide(let guide, let attribute):
            return "<NSLayoutConstraint:\(namer.generatedConstraintAddress()) '\(guide.identifier)-\(attribute.name)' "
                + "\(namer.name(of: guide)).\(attribute.name) == \(namer.name(of: guide.owningView)).\(attribute.name)   (active)>"
        case .intrinsic(let view, let attribute, let relation, let value, let priority):
            return
                "<NSContentSizeLayoutConstraint:\(namer.generatedConstraintAddress()) \(namer.name(of: view)).\(attribute.name) "
                + "\(relation.symbol) \(number(value)) @\(number(CGFloat(priority.rawValue)))   (active)>"
        case .fitting(let view, let attribute, let value):
            return
                "<NSLayoutConstraint:\(namer.generatedConstraintAddress()) 'fittingSize' \(namer.name(of: view)).\(attribute.name) "
                + "== \(number(value))   (active)>"
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is measured from the layout margins.
    var isMargin: Bool {
        [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ].contains(self)
    }

    /// The name Apple's autoresizing constraints use (`minX`, `minY`, `width`, `height`).
    var autoresizingName: String {
        switch self {
        case .left: "minX"
        case .top: "minY"
        default: name
        }
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: LinearConstraintSolver.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
