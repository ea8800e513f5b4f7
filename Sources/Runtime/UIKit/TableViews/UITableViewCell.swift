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

    /// The control a row shows in editing mode (Apple: `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// How a selected cell looks (Apple: `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray
        case `default` = 3
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

    /// The view that holds the cell's content (Apple: `contentView`); a `UIListContentView` while the cell
    /// has a list `contentConfiguration`.
    open private(set) var contentView = UIView()

    /// The content view the cell was made with, holding the built-in labels; shown again when the content
    /// configuration is set to `nil`.
    private var standardContentView: UIView?

    /// The accessory; `.none` by default (Apple's documentation).
    open var accessoryType: AccessoryType = .none

    /// A custom accessory view, shown instead of `accessoryType`; `nil` by default (Apple's documentation).
    open var accessoryView: UIView?

    /// The accessory in editing mode; `.none` by default (Apple's documentation).
    open var editingAccessoryType: AccessoryType = .none

    /// A custom accessory view in editing mode; `nil` by default (Apple's documentation).
    open var editingAccessoryView: UIView?

    /// How the cell looks when selected; `.default` by default (Apple's documentation).
    open var selectionStyle: SelectionStyle = .default

    /// Whether the cell is selected; `false` by default. Setting it is `setSelected(_:animated:)` without
    /// animation (Apple: "setting this property ... without animating the transition").
    open var isSelected: Bool {
        get { selectionState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (touched); `false` by default (Apple's documentation).
    open var isHighlighted: Bool {
        get { highlightState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell is in editing mode; `false` by default (Apple's documentation). The table sets it
    /// for every visible cell in its `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// The editing control the row shows: the table's `editingStyleForRowAt` answer while editing, `.none`
    /// otherwise (Apple: `editingStyle`, read-only).
    open internal(set) var editingStyle: EditingStyle = .none

    /// Whether the reorder control shows in editing mode; `false` by default (Apple's documentation: the
    /// data source must also implement `tableView(_:moveRowAt:to:)`).
    open var showsReorderControl = false

    /// Whether the background indents in editing mode; `true` by default (Apple's documentation).
    open var shouldIndentWhileEditing = true

    /// The indentation level of the content; 0 by default (Apple's documentation).
    open var indentationLevel = 0

    /// The width of one indentation level; 10 points by default (Apple's documentation).
    open var indentationWidth: CGFloat = 10

    /// The stored flags behind `isSelected`, `isHighlighted` and `isEditing`.
    private var selectionState = false, highlightState = false, editingState = false

    /// The content configuration; `nil` by default (Apple: `contentConfiguration`, iOS 14). Setting one
    /// "replaces the existing content view of the cell with a new content view instance from the
    /// configuration, or directly applies the configuration to the existing content view if the
    /// configuration is compatible" (Apple's documentation); `nil` brings back the built-in content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            ContentConfigurationApplier.show(
                contentConfiguration, in: self, contentView: &contentView, standard: &standardContentView)
        }
    }

    /// Whether the content configuration is restyled for each new state; `true` by default (Apple's
    /// documentation); headless, `updated(for:)` is applied when the selection, highlight or editing changes.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's state: selected, highlighted, editing (Apple: `configurationState`, iOS 14).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = selectionState
        state.isHighlighted = highlightState
        state.isEditing = editingState
        return state
    }

    /// A list configuration in the style of the cell, with no content (Apple:
    /// `defaultContentConfiguration()`: "preconfigured default styling, but doesn't contain any content").
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// Selects or deselects the cell (Apple: `setSelected(_:animated:)`); subclasses override it to
    /// restyle their content, and the table calls it as rows are selected.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectionState = selected
        updateConfigurationIfAutomatic()
    }

    /// Highlights the cell or removes the highlight (Apple: `setHighlighted(_:animated:)`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightState = highlighted
        updateConfigurationIfAutomatic()
    }

    /// Turns the cell's editing mode on or off (Apple: `setEditing(_:animated:)`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        updateConfigurationIfAutomatic()
    }

    /// Applies the content configuration restyled for the current state, if that is automatic.
    private func updateConfigurationIfAutomatic() {
        guard automaticallyUpdatesContentConfiguration, let contentConfiguration,
            let view = contentView as? any UIView & UIContentView
        else { return }
        view.configuration = contentConfiguration.updated(for: configurationState)
    }

    /// The title a user sees on the row: the list content configuration's text when the cell has one,
    /// else `textLabel`'s text (for the driver's screen reader).
    @_spi(Testing) public var displayedTitle: String? {
        if let list = contentConfiguration as? UIListContentConfiguration { return list.displayedText }
        return textLabel?.text
    }

    /// The detail a user sees on the row: the list configuration's secondary text, else `detailTextLabel`'s.
    @_spi(Testing) public var displayedDetail: String? {
        if let list = contentConfiguration as? UIListContentConfiguration { return list.displayedSecondaryText }
        return detailTextLabel?.text
    }

    /// The image a user sees on the row: the list configuration's image, else `imageView`'s.
    @_spi(Testing) public var displayedImage: UIImage? {
        if let list = contentConfiguration as? UIListContentConfiguration { return list.image }
        return imageView?.image
    }

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
