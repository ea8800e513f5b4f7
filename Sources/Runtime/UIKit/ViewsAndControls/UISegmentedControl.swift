/// A horizontal row of segments, one of which is selected (Apple: `UISegmentedControl`).
///
/// Segments hold a title or an image. Setting `selectedSegmentIndex` from code sends no action; the user's
/// tap on a segment (the driver's `userTapSegment(at:)`) selects it and sends `valueChanged` (Apple:
/// "When the user touches a segment to change the selection, the system generates the control event
/// valueChanged").
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// One segment's content and settings.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []

    /// The index selected; `noSegment` when none.
    private var selectedIndex = UISegmentedControl.noSegment

    /// The index meaning no segment is selected, -1 (Apple: `noSegment`).
    open class var noSegment: Int { -1 }

    /// A control with a segment for each item: a `String` is a title, a `UIImage` an image (Apple:
    /// `init(items:)`); other items make an empty segment (our choice). No segment is selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            segments.append(Segment(title: item as? String, image: item as? UIImage))
        }
    }

    /// An empty control with a frame (Apple: `init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Selection

    /// The selected segment's index; `noSegment` until one is selected (Apple: "Set this property to -1 to
    /// turn off the current selection"). An index outside the segments is ignored (Apple is silent; our
    /// choice).
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else { return }
            selectedIndex = newValue
        }
    }

    /// Whether segments show no selected state; `false` by default (Apple: momentary segments "don't update
    /// the value of selectedSegmentIndex after tracking ends").
    open var isMomentary = false

    /// Whether segment widths follow their content; `false` by default (Apple's documentation).
    open var apportionsSegmentWidthsByContent = false

    /// The colour of the selected segment; `nil` by default (Apple: `selectedSegmentTintColor`, iOS 13).
    open var selectedSegmentTintColor: UIColor?

    // MARK: - Segments

    /// The number of segments (Apple: `numberOfSegments`).
    open var numberOfSegments: Int { segments.count }

    /// The index Apple's methods use for `segment`: "pins values exceeding this upper range to the last
    /// segment"; nil when there is no segment.
    private func pinned(_ segment: Int) -> Int? {
        segments.isEmpty ? nil : min(max(segment, 0), segments.count - 1)
    }

    /// Inserts a segment with a title (Apple: `insertSegment(withTitle:at:animated:)`); an index past the
    /// end appends. The selected segment stays selected.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with an image (Apple: `insertSegment(with:at:animated:)`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    private func insert(_ content: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(content, at: index)
        if selectedIndex >= index { selectedIndex += 1 }
    }

    /// Removes a segment (Apple: `removeSegment(at:animated:)`, the index pinned to the last segment); a
    /// removed selected segment leaves none selected, and the selected segment after it stays selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard let index = pinned(segment) else { return }
        segments.remove(at: index)
        if selectedIndex == index {
            selectedIndex = UISegmentedControl.noSegment
        } else if selectedIndex > index {
            selectedIndex -= 1
        }
    }

    /// Removes every segment (Apple: `removeAllSegments()`); none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        selectedIndex = UISegmentedControl.noSegment
    }

    /// Sets a segment's title (Apple: `setTitle(_:forSegmentAt:)`); a segment shows a title or an image, so
    /// the image is removed.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].title = title
        segments[index].image = nil
    }

    /// A segment's title, or nil when it has none (Apple: `titleForSegment(at:)`).
    open func titleForSegment(at segment: Int) -> String? {
        pinned(segment).flatMap { segments[$0].title }
    }

    /// Sets a segment's image (Apple: `setImage(_:forSegmentAt:)`); the title is removed.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].image = image
        segments[index].title = nil
    }

    /// A segment's image (Apple: `imageForSegment(at:)`).
    open func imageForSegment(at segment: Int) -> UIImage? {
        pinned(segment).flatMap { segments[$0].image }
    }

    /// Enables or disables a segment (Apple: `setEnabled(_:forSegmentAt:)`); segments are enabled by default.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].isEnabled = enabled
    }

    /// Whether a segment is enabled (Apple: `isEnabledForSegment(at:)`).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        pinned(segment).map { segments[$0].isEnabled } ?? false
    }

    /// Sets a segment's width; 0, the default, sizes it automatically (Apple: `setWidth(_:forSegmentAt:)`).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].width = width
    }

    /// A segment's width (Apple: `widthForSegment(at:)`).
    open func widthForSegment(at segment: Int) -> CGFloat {
        pinned(segment).map { segments[$0].width } ?? 0
    }

    // MARK: - The user

    /// The user taps a segment: an enabled segment of an enabled control is selected and `valueChanged` is
    /// sent; a momentary control sends it with the segment selected, then selects none again (our reading
    /// of "don't update the value of selectedSegmentIndex after tracking ends"). Tapping the selected
    /// segment of a non-momentary control changes nothing and sends nothing. Returns whether it was sent.
    @_spi(Testing) @discardableResult public func userTapSegment(at segment: Int) -> Bool {
        guard acceptsUserTouches, segments.indices.contains(segment), segments[segment].isEnabled else {
            return false
        }
        guard isMomentary || selectedIndex != segment else { return false }
        selectedIndex = segment
        sendActions(for: .valueChanged)
        if isMomentary { selectedIndex = UISegmentedControl.noSegment }
        return true
    }
}
