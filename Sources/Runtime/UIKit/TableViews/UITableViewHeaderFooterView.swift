/// A reusable view for a section's header or footer (Apple: `UITableViewHeaderFooterView`, iOS 6): a
/// content view with a title label and, since iOS 14, a content configuration.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The reuse identifier the table dequeues the view by (Apple: `reuseIdentifier`).
    open internal(set) var reuseIdentifier: String?

    /// The view holding the content (Apple: `contentView`); a `UIListContentView` while the view has a
    /// list `contentConfiguration`.
    open private(set) var contentView = UIView()

    /// The content view holding the built-in labels.
    private var standardContentView: UIView?

    /// The title label (Apple: `textLabel`).
    open private(set) var textLabel: UILabel?

    /// The detail label of a grouped table's footer (Apple: `detailTextLabel`).
    open private(set) var detailTextLabel: UILabel?

    /// The view behind the content; `nil` by default (Apple's documentation).
    open var backgroundView: UIView?

    /// A header or footer view with a reuse identifier (Apple: `init(reuseIdentifier:)`).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        makeSubviews()
    }

    /// A view decoded from an archive (Apple: `init?(coder:)`).
    public required init?(coder: NSCoder) {
        reuseIdentifier = (coder as? PrototypeCellCoder)?.reuseIdentifier
        super.init(coder: coder)
        makeSubviews()
    }

    /// A view with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Adds the content view and its labels.
    private func makeSubviews() {
        addSubview(contentView)
        let title = UILabel()
        textLabel = title
        contentView.addSubview(title)
        let detail = UILabel()
        detailTextLabel = detail
        contentView.addSubview(detail)
    }

    /// The content configuration; `nil` by default (Apple: `contentConfiguration`, iOS 14); as for a
    /// cell, setting one replaces the content view or applies to it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            ContentConfigurationApplier.show(
                contentConfiguration, in: self, contentView: &contentView, standard: &standardContentView)
        }
    }

    /// A list configuration in the header style, with no content (Apple: `defaultContentConfiguration()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .header()
    }

    /// Called before the table hands the view out again; does nothing by default (Apple: `prepareForReuse()`).
    open func prepareForReuse() {}

    /// The title a user sees: the list configuration's text, else `textLabel`'s, else the first text of
    /// the labels the app put in the content view (for the driver's screen reader).
    @_spi(Testing) public var displayedTitle: String? {
        if let list = contentConfiguration as? UIListContentConfiguration { return list.displayedText }
        if let text = textLabel?.text { return text }
        return HeaderFooterStore.firstText(in: contentView)
    }

}
