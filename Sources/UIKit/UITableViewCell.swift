/// A row of a table view: a title label, an optional detail label and an image view
/// (Apple: `UITableViewCell`).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell (Apple: `UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// Title and optional image; no detail label.
        case `default`
        /// Title on the left, detail on the right.
        case value1
        /// Detail on the left, title on the right; no image view.
        case value2
        /// Title with the detail below it.
        case subtitle
    }

    /// The standard accessory at the trailing edge (Apple: `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The layout this cell was created with.
    let style: CellStyle

    /// The reuse identifier the table dequeues the cell by (Apple: `reuseIdentifier`).
    open private(set) var reuseIdentifier: String?

    /// The primary label; every style has one (Apple: `textLabel`).
    open private(set) var textLabel: UILabel?

    /// The secondary label; `nil` for the default style (Apple's documentation).
    open private(set) var detailTextLabel: UILabel?

    /// The image view; `nil` for the `value2` style (Apple's documentation).
    open private(set) var imageView: UIImageView?

    /// The view that holds the cell's content (Apple: `contentView`).
    open private(set) var contentView = UIView()

    /// The accessory; `.none` by default (Apple's documentation).
    open var accessoryType: AccessoryType = .none

    /// Whether the cell is selected; `false` by default.
    open var isSelected = false

    /// A cell with a style and reuse identifier (Apple: `init(style:reuseIdentifier:)`).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        makeSubviews()
    }

    /// A cell decoded from a storyboard prototype (Apple: `init?(coder:)`); headless, it has the default
    /// style, and the reuse identifier when the table creates it from a registration.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = (coder as? PrototypeCellCoder)?.reuseIdentifier
        super.init(coder: coder)
        makeSubviews()
    }

    /// A default-style cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates the labels and image view the style has.
    private func makeSubviews() {
        addSubview(contentView)
        let title = UILabel()
        textLabel = title
        contentView.addSubview(title)
        if style != .default {
            let detail = UILabel()
            detailTextLabel = detail
            contentView.addSubview(detail)
        }
        if style != .value2 {
            let image = UIImageView(image: nil)
            imageView = image
            contentView.addSubview(image)
        }
    }

    /// Called before the table hands the cell out again; does nothing by default, so content stays until
    /// the data source overwrites it (Apple: `prepareForReuse()`).
    open func prepareForReuse() {}
}
