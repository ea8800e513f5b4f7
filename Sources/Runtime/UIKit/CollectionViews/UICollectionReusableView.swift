/// A view a collection view reuses, such as a cell (Apple: `UICollectionReusableView`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The reuse identifier the collection view dequeues the view by (Apple: `reuseIdentifier`).
    open internal(set) var reuseIdentifier: String?

    /// Called before the collection view hands the view out again; does nothing by default (Apple:
    /// `prepareForReuse()`).
    open func prepareForReuse() {}
}

/// An item of a collection view: a content view for the app's subviews (Apple: `UICollectionViewCell`).
///
/// Unlike a table cell it has no built-in labels; the screen reader reads the labels the app put in its
/// content view.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the app adds its content to (Apple: `contentView`); the configuration's view while the cell
    /// has a `contentConfiguration`.
    open private(set) var contentView = UIView()

    /// The content view the cell was made with; shown again when the configuration is set to `nil`.
    private var standardContentView: UIView?

    /// The content configuration; `nil` by default (Apple: `contentConfiguration`, iOS 14): setting one
    /// replaces the content view with the configuration's, or applies it to the current one when that
    /// supports it (Apple's documentation).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            ContentConfigurationApplier.show(
                contentConfiguration, in: self, contentView: &contentView, standard: &standardContentView)
        }
    }

    /// The view behind the content; `nil` by default (Apple's documentation).
    open var backgroundView: UIView?

    /// The view behind the content while selected; `nil` by default (Apple's documentation).
    open var selectedBackgroundView: UIView?

    /// Whether the cell is selected; `false` by default (Apple's documentation).
    open var isSelected = false

    /// Whether the cell is highlighted; `false` by default (Apple's documentation).
    open var isHighlighted = false

    /// A cell with a frame (Apple: `init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    /// A cell decoded from a storyboard prototype or a nib (Apple: `init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
