/// The headless layout pass: what iOS does on its next display update, done when `layoutIfNeeded()` is
/// called (Apple: "Using the view that receives the message as the root view, this method lays out the view
/// subtree starting at the root").
///
/// A pass first runs pending `updateConstraints()` (Apple's update pass precedes layout), then solves the
/// constraints of the whole hierarchy (`LayoutEngine`) and sets the frames of the views and guides they
/// place, then calls `layoutSubviews()` on each view of the receiver's subtree that needs layout, top down.
/// If that asked for more layout (a `layoutSubviews()` that changes constraints), the pass runs again, at
/// most `maximumRounds` times: a layout feedback loop ends instead of hanging.
@MainActor
enum LayoutPass {
    /// The most rounds one `layoutIfNeeded()` runs.
    static let maximumRounds = 4

    /// The solution of the pass under way, if any.
    private static var current: LayoutEngine.Solution?
    private static var requests = 0
    private static var installations = 0

    /// The order number for a constraint being installed.
    static func nextInstallationOrder() -> Int {
        installations += 1
        return installations
    }

    /// Notes a `setNeedsLayout()`.
    static func noteRequest() {
        requests += 1
    }

    /// Lays out the hierarchy, then the view's subtree.
    static func run(from view: UIView) {
        guard current == nil else {
            view.layoutSubtreeIfNeeded()
            return
        }
        for _ in 0..<maximumRounds {
            let before = requests
            let root = view.rootView
            root.updateConstraintsIfNeeded()
            current = solveAndApply(root)
            view.layoutSubtreeIfNeeded()
            current = nil
            guard requests != before, view.subtreeNeedsLayout else { return }
        }
    }

    /// The default `layoutSubviews()`: within a pass the frames are set already; outside one, solves now.
    static func applyConstraints(around view: UIView) {
        guard current == nil else { return }
        _ = solveAndApply(view.rootView)
    }

    /// Solves the hierarchy under `root` and sets the frames of what its constraints place.
    @discardableResult
    static func solveAndApply(_ root: UIView) -> LayoutEngine.Solution {
        var engine = LayoutEngine(root: root)
        let solution = engine.solve()
        var origins: [ObjectIdentifier: CGPoint] = [:]
        /// A view's origin in root coordinates: solved, or its superview's plus its frame's.
        func origin(of view: UIView?) -> CGPoint {
            guard let view else { return .zero }
            if let solved = solution.frames[ObjectIdentifier(view)] { return solved.origin }
            if let known = origins[ObjectIdentifier(view)] { return known }
            var chain: [UIView] = []
            var current: UIView? = view
            while let link = current, solution.frames[ObjectIdentifier(link)] == nil,
                origins[ObjectIdentifier(link)] == nil
            {
                chain.append(link)
                current = link.superview
            }
            var point =
                current.map { solution.frames[ObjectIdentifier($0)]?.origin ?? origins[ObjectIdentifier($0)]! } ?? .zero
            for link in chain.reversed() {
                point = CGPoint(x: point.x + link.frame.minX, y: point.y + link.frame.minY)
                origins[ObjectIdentifier(link)] = point
            }
            return point
        }
        for view in solution.views {
            guard let solved = solution.frames[ObjectIdentifier(view)] else { continue }
            let base = view.superview.map { origin(of: $0) } ?? .zero
            let frame = CGRect(
                x: solved.minX - base.x, y: solved.minY - base.y, width: solved.width, height: solved.height)
            if view.frame != frame { view.frame = frame }
        }
        for guide in solution.guides {
            guard let solved = solution.frames[ObjectIdentifier(guide)] else { continue }
            let base = origin(of: guide.owningView)
            guide.solvedFrame = CGRect(
                x: solved.minX - base.x, y: solved.minY - base.y, width: solved.width, height: solved.height)
        }
        return solution
    }
}

extension UIView {
    /// Runs `layoutSubviews()` where layout is due, this view first, then each subview's subtree.
    func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            // A controller's root view tells its controller around its layout (Apple:
            // `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`).
            let controller = owningController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Whether this view or one inside it needs layout.
    var subtreeNeedsLayout: Bool {
        needsLayout || subviews.contains { $0.subtreeNeedsLayout }
    }
}
