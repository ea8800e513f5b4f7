import DocgenTestSupport
import Testing
@_spi(Testing) import UIKit

/// The headless Auto Layout engine beyond Apple's public surface: its unsatisfiable-constraint log, its
/// traps, its bounds, and its size on a long chain.
@Suite @MainActor
struct AutoLayoutTests {
    func container() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (container, child)
    }

    @Test func anUnsatisfiableSetIsReportedOnceAndTheLastConstraintBroken() {
        let (container, child) = container()
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
        ])
        let before = UnsatisfiableConstraintReport.log.count
        container.layoutIfNeeded()
        #expect(child.frame.width == 100)
        #expect(UnsatisfiableConstraintReport.log.count == before + 1)
        let report = UnsatisfiableConstraintReport.log.last!
        #expect(
            report.constraints == [
                "<NSLayoutConstraint:#1 UIView:#1.width == 100   (active)>",
                "<NSLayoutConstraint:#2 'wide' UIView:#1.width == 200   (active)>",
            ])
        #expect(report.brokenConstraint == report.constraints.last)
        #expect(report.description.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.description.contains("Will attempt to recover by breaking constraint"))
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(UnsatisfiableConstraintReport.log.count == before + 1)  // once, as Apple's engine logs it
    }

    @Test func aConstraintOnAnAutoresizingViewConflictsWithItsFrame() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(framed)
        framed.widthAnchor.constraint(equalToConstant: 50).isActive = true
        let before = UnsatisfiableConstraintReport.log.count
        container.layoutIfNeeded()
        #expect(framed.frame.width == 10)
        let report = UnsatisfiableConstraintReport.log.dropFirst(before).first
        #expect(report?.constraints.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") } == true)
        #expect(report?.brokenConstraint.contains("width == 50") == true)
    }

    @Test func conflictingInequalitiesAreReportedToo() {
        let (container, child) = container()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(greaterThanOrEqualToConstant: 300),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
        ])
        let before = UnsatisfiableConstraintReport.log.count
        container.layoutIfNeeded()
        #expect(child.frame.width == 300)
        #expect(UnsatisfiableConstraintReport.log.count == before + 1)
    }

    @Test func constraintsBetweenUnrelatedHierarchiesTrap() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (a, b) = (UIView(), UIView())
                a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
            }
        }
    }

    @Test func aLocationEqualToAConstantTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = NSLayoutConstraint(
                    item: UIView(), attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 10)
            }
        }
    }

    @Test func aVisualFormatThatDoesNotParseTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView()
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[view", metrics: nil, views: ["view": view])
            }
        }
    }

    @Test func descriptionsReadLikeApples() {
        let (container, child) = container()
        let constraint = child.topAnchor.constraint(equalTo: container.topAnchor, constant: -8)
        #expect(constraint.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(constraint.description.contains(".top == UIView:0x"))
        #expect(constraint.description.contains("- 8   (inactive)>"))
    }

    @Test func aLayoutLoopEnds() {
        final class Restless: UIView {
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                setNeedsLayout()
            }
        }
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect((2...4).contains(view.passes))  // a bounded number of rounds, not a hang
    }

    @Test func setNeedsLayoutWaitsForTheNextPass() {
        final class Counting: UIView {
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
            }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.passes == 1)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.passes == 2)
    }

    /// 10,000 views, each 8 points below the one before, laid out in one pass; the time limit is the bound
    /// (it takes well under a second in a release build, a few seconds in a debug one; the limit is generous
    /// because a main-actor test waits behind the others of the parallel suite: over a minute on two cores).
    @Test(.hangGuard) func aChainOfTenThousandViewsLaysOut() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var previous: UIView?
        var views: [UIView] = []
        for _ in 0..<10_000 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor, constant: 8),
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
                view.heightAnchor.constraint(equalToConstant: 44),
            ])
            views.append(view)
            previous = view
        }
        container.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 16, y: 8, width: 358, height: 44))
        #expect(views[9_999].frame == CGRect(x: 16, y: 8 + 52 * 9_999, width: 358, height: 44))
    }

    /// A vertical stack of 200 labels sized by their text, under the same kind of bound (a stack's shared width
    /// makes the solver's cost grow faster than the number of labels: 400 take about 0.3 s, or 1.8 s with
    /// `fill` alignment, in an optimized build).
    @Test(.hangGuard) func aStackOfTwoHundredLabelsLaysOut() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let labels = (0..<200).map { number in
            let label = UILabel()
            label.text = "Row \(number)"
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        ])
        container.layoutIfNeeded()
        let height = labels[0].intrinsicContentSize.height
        #expect(labels[199].frame.minY == CGFloat(199) * (height + 4))
        #expect(labels[199].frame.size == labels[199].intrinsicContentSize)
        #expect(stack.frame.height == CGFloat(200) * height + CGFloat(199) * 4)
        #expect(stack.frame.width == labels.map(\.intrinsicContentSize.width).max())
    }
}
