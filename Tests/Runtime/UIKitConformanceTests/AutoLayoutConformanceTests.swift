// Written only against Apple's public UIKit API, in the Swift 5 language mode: compiles unchanged in an iOS
// app's test target. Auto Layout and UIStackView as Apple documents them; each test names its pages.

import Testing
import UIKit

@MainActor
@Suite struct AutoLayoutConformanceTests {
    /// A 390 × 844 container (frame-based, as a view made in code is) with a subview to constrain.
    func container() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (container, child)
    }

    /// NSLayoutConstraint "isActive": false for a new constraint; "priority": required by default;
    /// UIView "translatesAutoresizingMaskIntoConstraints": true for views made in code.
    @Test func constraintDefaults() {
        let (container, child) = container()
        #expect(UIView().translatesAutoresizingMaskIntoConstraints)
        let constraint = child.widthAnchor.constraint(equalToConstant: 100)
        #expect(!constraint.isActive)
        #expect(constraint.priority == .required)
        #expect(constraint.multiplier == 1 && constraint.constant == 100 && constraint.relation == .equal)
        #expect(constraint.firstItem === child && constraint.secondItem == nil)
        #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.identifier == nil)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.defaultLow < .defaultHigh)
        #expect(container.constraints.isEmpty)
    }

    /// NSLayoutConstraint "isActive": activating "calls addConstraint(_:) … on the view that is the closest
    /// common ancestor"; "activate(_:)" and "deactivate(_:)" do the same for each.
    @Test func activationInstallsOnTheClosestCommonAncestor() {
        let (container, child) = container()
        let pin = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([pin, width])
        #expect(pin.isActive && width.isActive)
        #expect(container.constraints.contains(pin))
        #expect(child.constraints.contains(width))
        NSLayoutConstraint.deactivate([pin])
        #expect(!pin.isActive && !container.constraints.contains(pin))
    }

    /// NSLayoutConstraint overview: "item1.attribute1 = multiplier × item2.attribute2 + constant": edges
    /// pinned with constants, a fixed size, centring, an aspect ratio by multiplier, a sibling chain.
    @Test func commonShapesBecomeFrames() {
        let (container, header) = container()
        let body = UIView()
        body.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(body)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            header.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            header.heightAnchor.constraint(equalToConstant: 44),
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            body.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
            body.heightAnchor.constraint(equalTo: body.widthAnchor, multiplier: 0.5),
            badge.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        container.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 16, y: 20, width: 358, height: 44))
        #expect(body.frame == CGRect(x: 16, y: 72, width: 179, height: 89.5))
        #expect(badge.frame == CGRect(x: 180, y: 407, width: 30, height: 30))
    }

    /// NSLayoutConstraint "init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)" and the
    /// layout-margin attributes; UIView "layoutMargins": "8 points on each side" by default.
    @Test func itemAttributeConstraintsAndMargins() {
        let (container, child) = container()
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(
            container.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        container.addConstraints([
            NSLayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 374, height: 10))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 30)
        #expect(container.layoutMargins.left == 20 && container.layoutMargins.right == 30)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 340, height: 10))
    }

    /// UIView "layoutMarginsGuide" and "safeAreaLayoutGuide" anchors; "safeAreaInsets" is 0 for a view
    /// "entirely within the safe area of its superview".
    @Test func guidesPlaceViews() {
        let (container, child) = container()
        #expect(container.safeAreaInsets == .zero)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 0, width: 374, height: 844))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 828))
        #expect(child.safeAreaInsets == .zero)
    }

    /// UILayoutGuide "owningView" is set by "addLayoutGuide(_:)"; "layoutFrame" comes from the layout.
    @Test func customLayoutGuide() {
        let (container, child) = container()
        let guide = UILayoutGuide()
        #expect(guide.owningView == nil)
        container.addLayoutGuide(guide)
        #expect(guide.owningView === container && container.layoutGuides.count == 1)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.heightAnchor.constraint(equalToConstant: 50),
            child.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.bottomAnchor),
            child.widthAnchor.constraint(equalTo: guide.widthAnchor),
            child.heightAnchor.constraint(equalTo: guide.heightAnchor),
        ])
        container.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(child.frame == CGRect(x: 110, y: 60, width: 100, height: 50))
    }

    /// NSLayoutConstraint "constant" can change after creation; the next layout uses it.
    @Test func changingTheConstantMovesTheView() {
        let (container, child) = container()
        let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.minY == 10)
        top.constant = 100
        container.layoutIfNeeded()
        #expect(child.frame.minY == 100)
    }

    /// NSLayoutConstraint "priority": "Higher priority constraints are satisfied before lower priority
    /// constraints"; an inequality bounds an optional wish.
    @Test func prioritiesAndInequalities() {
        let (container, child) = container()
        let wish = child.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        let lower = child.heightAnchor.constraint(equalToConstant: 20)
        lower.priority = .defaultLow
        let higher = child.heightAnchor.constraint(equalToConstant: 40)
        higher.priority = UILayoutPriority(rawValue: 251)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
            wish, lower, higher,
        ])
        container.layoutIfNeeded()
        #expect(child.frame.width == 390)
        #expect(child.frame.height == 40)
    }

    /// UIView "translatesAutoresizingMaskIntoConstraints": a view that translates its mask keeps its frame.
    @Test func autoresizingViewsKeepTheirFrames() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let framed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        container.addSubview(framed)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 5),
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 5),
            follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
            follower.heightAnchor.constraint(equalTo: framed.heightAnchor),
        ])
        container.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(follower.frame == CGRect(x: 45, y: 65, width: 30, height: 40))
        #expect(framed.autoresizingMask == [])
    }

    /// A frame-based view inside a constrained one keeps its frame, relative to its superview, wherever the
    /// constraints put the superview (UIView "translatesAutoresizingMaskIntoConstraints").
    @Test func framedViewsInsideConstrainedViews() {
        let (container, card) = container()
        let framed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        card.addSubview(framed)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(follower)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 200),
            follower.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 1),
            follower.leadingAnchor.constraint(equalTo: framed.leadingAnchor),
            follower.widthAnchor.constraint(equalToConstant: 20), follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 50, y: 100, width: 200, height: 200))
        #expect(framed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(follower.frame == CGRect(x: 5, y: 16, width: 20, height: 20))
    }

    /// UIView "hasAmbiguousLayout": true while a constraint is missing; "constraintsAffectingLayout(for:)"
    /// lists the constraints of one axis.
    @Test func ambiguityAndAffectingConstraints() {
        let (container, child) = container()
        let top = child.topAnchor.constraint(equalTo: container.topAnchor)
        let height = child.heightAnchor.constraint(equalToConstant: 10)
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        NSLayoutConstraint.activate([top, height, leading])
        #expect(child.hasAmbiguousLayout)  // no width
        #expect(!container.hasAmbiguousLayout)
        child.widthAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(!child.hasAmbiguousLayout)
        #expect(child.constraintsAffectingLayout(for: .vertical) == [top, height])
        #expect(child.constraintsAffectingLayout(for: .horizontal).first === leading)
    }

    /// UIView "autoresizingMask": subviews resize with their superview by their masks; none by default;
    /// "distribute the size difference proportionally among the flexible portions".
    @Test func autoresizingMasks() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: container.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let pinnedRight = UIView(frame: CGRect(x: 70, y: 0, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        centred.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        for view in [fill, fixed, pinnedRight, centred] { container.addSubview(view) }
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 170, y: 0, width: 20, height: 20))
        #expect(centred.frame == CGRect(x: 90, y: 140, width: 20, height: 20))
        container.autoresizesSubviews = false
        container.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(fill.frame.size == CGSize(width: 200, height: 300))
    }

    /// An unsatisfiable set ("Constraints with no valid solutions are conflicting") is laid out anyway:
    /// Apple breaks one constraint and satisfies the others.
    @Test func conflictingConstraintsStillLayOut() {
        let (container, child) = container()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.widthAnchor.constraint(equalToConstant: 200),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.height == 10)
        #expect([100, 200].contains(child.frame.width))
    }

    /// UIView "removeFromSuperview()": "removes any constraints that refer to the view".
    @Test func removingAViewRemovesItsConstraints() {
        let (container, child) = container()
        let pin = child.topAnchor.constraint(equalTo: container.topAnchor)
        pin.isActive = true
        child.removeFromSuperview()
        #expect(!pin.isActive && container.constraints.isEmpty)
    }

    /// UIView "intrinsicContentSize": noIntrinsicMetric for a plain view; "contentHuggingPriority(for:)" 250
    /// and "contentCompressionResistancePriority(for:)" 750 for views made in code.
    @Test func intrinsicSizeAndContentPriorities() {
        let view = UIView()
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.required, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        let label = UILabel()
        label.text = "Milk"
        #expect(label.intrinsicContentSize.width > 0 && label.intrinsicContentSize.height > 0)
    }

    /// A label with only a position takes its intrinsic size (UIView "intrinsicContentSize").
    @Test func labelsTakeTheirIntrinsicSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
        ])
        container.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 8, y: 8))
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    // MARK: - UIStackView

    /// UIStackView defaults: "axis" horizontal, "distribution" fill, "alignment" fill, "spacing" 0;
    /// "init(arrangedSubviews:)" adds the views as subviews too.
    @Test func stackViewDefaults() {
        let first = UIView()
        let stack = UIStackView(arrangedSubviews: [first])
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
        #expect(stack.arrangedSubviews == [first] && first.superview === stack)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(stack.customSpacing(after: first) == UIStackView.spacingUseDefault)
    }

    /// UIStackView "Maintain consistency between the arranged views and subviews": removing an arranged
    /// view keeps it as a subview; removing a subview removes it from the arrangement.
    @Test func arrangedSubviewsStayASubsetOfSubviews() {
        let (a, b, c) = (UIView(), UIView(), UIView())
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [c, b] && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [c])
    }

    /// A vertical stack pinned to its superview: "fill" distribution with spacing, "fill" alignment; a
    /// view with a fixed height keeps it and the other fills the rest; "fillEqually" sizes them alike.
    @Test func verticalStackFills() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let (top, bottom) = (UIView(), UIView())
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            top.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(top.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(bottom.frame == CGRect(x: 0, y: 60, width: 300, height: 140))
        stack.distribution = .fillEqually
        top.constraints.forEach { $0.isActive = false }
        container.layoutIfNeeded()
        #expect(top.frame.height == 95 && bottom.frame == CGRect(x: 0, y: 105, width: 300, height: 95))
    }

    /// UIStackView.Distribution "fill": "the stack view stretches the views according to their hugging
    /// priority" — the one with the lower priority grows; the other keeps its intrinsic width.
    @Test func fillStretchesTheLowerHuggingPriority() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let name = UILabel()
        name.text = "Name"
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let value = UILabel()
        value.text = "Ada"
        let stack = UIStackView(arrangedSubviews: [name, value])
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(value.frame.minX == name.frame.maxX + 8 && value.frame.maxX == 300)
        #expect(stack.frame.height == name.intrinsicContentSize.height)
    }

    /// "The stack view automatically updates its layout … whenever one of the arranged subviews's isHidden
    /// property changes": a hidden view takes no space.
    @Test func hiddenArrangedViewsTakeNoSpace() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [96, 96, 96])
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(views[0].frame.width == 147 && views[2].frame.minX == 153)
    }

    /// "Define the position only": along the axis the fitting size is "the sum of the sizes of all the
    /// arranged views plus the space between views", across it "the size of the largest arranged view";
    /// "center" alignment centres the smaller one; "equalSpacing" pads the gaps evenly.
    @Test func stackSizedByItsContent() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let (small, large) = (UIView(), UIView())
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            small.widthAnchor.constraint(equalToConstant: 20), small.heightAnchor.constraint(equalToConstant: 20),
            large.widthAnchor.constraint(equalToConstant: 40), large.heightAnchor.constraint(equalToConstant: 60),
        ])
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 68, height: 60))
        #expect(small.frame == CGRect(x: 0, y: 20, width: 20, height: 20))
        #expect(large.frame == CGRect(x: 28, y: 0, width: 40, height: 60))

        let third = UIView()
        stack.addArrangedSubview(third)
        stack.distribution = .equalSpacing
        NSLayoutConstraint.activate([
            stack.widthAnchor.constraint(equalToConstant: 200),
            third.widthAnchor.constraint(equalToConstant: 20), third.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(small.frame.minX == 0 && large.frame.minX == 80 && third.frame.minX == 180)
    }

    // MARK: - Animating, fitting, hierarchy callbacks

    /// UIView "animate(withDuration:animations:completion:)": the changes are made and the completion gets
    /// `finished` true; the common "change a constant, then animate layoutIfNeeded()" works.
    @Test func animatingAConstraintChange() {
        let (container, child) = container()
        let height = child.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), height,
        ])
        container.layoutIfNeeded()
        height.constant = 80
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { container.layoutIfNeeded() }, completion: { finished = $0 })
        #expect(child.frame.height == 80)
        #expect(finished == true)
        UIView.animate(withDuration: 0.2) { child.alpha = 0 }
        #expect(child.alpha == 0)
        #expect(UIView.areAnimationsEnabled)
    }

    /// UIView "systemLayoutSizeFitting(_:)": the size the constraints give, nearest the target.
    @Test func fittingSize() {
        let card = UIView()
        let label = UILabel()
        label.text = "Hi"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size.width == label.intrinsicContentSize.width + 20)
        #expect(size.height == label.intrinsicContentSize.height + 20)
    }

    final class Parent: UIView {
        var events: [String] = []
        override func didAddSubview(_ subview: UIView) { events.append("didAdd") }
        override func willRemoveSubview(_ subview: UIView) { events.append("willRemove") }
    }

    /// UIView "didAddSubview(_:)" after adding, "willRemoveSubview(_:)" before removing; "isDescendant(of:)".
    @Test func hierarchyCallbacks() {
        let parent = Parent()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.isDescendant(of: parent) && !parent.isDescendant(of: child))
        child.removeFromSuperview()
        #expect(parent.events == ["didAdd", "willRemove"])
    }

    // MARK: - Visual format language

    /// NSLayoutConstraint "constraints(withVisualFormat:options:metrics:views:)": "|" is the superview, a
    /// number or metric between dashes a spacing, "[name(==44)]" a size; the constraints come back inactive,
    /// "in the same order they were specified".
    @Test func visualFormatConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = UIView()
        let button = UIView()
        for view in [title, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views: [String: Any] = ["title": title, "button": button]
        let horizontal = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-inset-[title]-8-[button(==80)]-inset-|", options: [.alignAllCenterY],
            metrics: ["inset": 16], views: views)
        #expect(horizontal.count == 5)
        #expect(horizontal.allSatisfy { !$0.isActive })
        #expect(horizontal[0].firstItem === title && horizontal[0].firstAttribute == .leading)
        #expect(horizontal[0].constant == 16)
        #expect(horizontal[1].firstItem === button && horizontal[1].secondItem === title && horizontal[1].constant == 8)
        #expect(horizontal[2].firstAttribute == .width && horizontal[2].constant == 80)
        let vertical = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-(20)-[title(44)]", metrics: nil, views: views)
        NSLayoutConstraint.activate(horizontal + vertical)
        button.heightAnchor.constraint(equalToConstant: 30).isActive = true
        container.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 16, y: 20, width: 270, height: 44))
        #expect(button.frame == CGRect(x: 294, y: 27, width: 80, height: 30))
    }

    /// "|-[view]-|" insets the view "by the corresponding layout margins" (UIView "layoutMargins");
    /// relations and priorities in a predicate list.
    @Test func visualFormatMarginsAndPredicates() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let views = ["box": box]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[box]-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-(>=10)-[box(>=20,==500@250)]", metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(box.frame.minX == 8 && box.frame.width == 284)
        #expect(box.frame.height == 500)
    }
}
