/// The content of a list row, header or footer: text, secondary text and an image with their styling
/// (Apple: `UIListContentConfiguration`, iOS 14).
///
/// Get one from `defaultContentConfiguration()` of a cell or header, or a system style (`cell()`,
/// `subtitleCell()`, …), fill it, and assign it to `contentConfiguration` (Apple's overview). Headless,
/// the styles differ only in their name; fonts and colours are remembered, not drawn.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text is drawn (Apple: `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable {
        /// How lines of text are aligned (Apple: `TextProperties.TextAlignment`).
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }

        /// The text colour; `.label` by default.
        public var color: UIColor = .label
        /// The number of lines; 0 (no limit) by default (Apple's list styles wrap text).
        public var numberOfLines = 0
        /// The alignment; `.natural` by default.
        public var alignment: TextAlignment = .natural
        /// Whether the text shrinks to fit; `false` by default.
        public var adjustsFontSizeToFitWidth = false
    }

    /// How the image is drawn (Apple: `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable {
        /// The colour a template image is tinted with; `nil` (the view's tint) by default.
        public var tintColor: UIColor?
        /// The largest size the image is drawn at; zero (no limit) by default.
        public var maximumSize: CGSize = .zero
        /// The room kept for the image even when it is smaller; zero by default.
        public var reservedLayoutSize: CGSize = .zero
        /// The corner radius; 0 by default.
        public var cornerRadius: CGFloat = 0
    }

    /// The system style this configuration came from.
    enum Style: Hashable {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter,
            prominentInsetGroupedHeader
        case extraProminentInsetGroupedHeader, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
        case accompaniedSidebarSubtitleCell, sidebarHeader, header, footer
    }

    let style: Style

    /// The primary text; `nil` by default.
    public var text: String?
    /// The primary text with attributes; `nil` by default.
    public var attributedText: NSAttributedString?
    /// The secondary text; `nil` by default.
    public var secondaryText: String?
    /// The secondary text with attributes; `nil` by default.
    public var secondaryAttributedText: NSAttributedString?
    /// The image; `nil` by default.
    public var image: UIImage?
    /// How the primary text is drawn.
    public var textProperties = TextProperties()
    /// How the secondary text is drawn (on iOS in the secondary label colour, which the headless
    /// `UIColor` does not have: `.label` here).
    public var secondaryTextProperties = TextProperties()
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The space between the image and the texts; 0 (system spacing) by default.
    public var imageToTextPadding: CGFloat = 0
    /// The vertical space between the texts; 0 (system spacing) by default.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The horizontal space between the texts; 0 (system spacing) by default.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0

    init(style: Style) {
        self.style = style
    }

    /// The text shown: `attributedText`'s string wins over `text` (Apple: the attributed text, when set,
    /// replaces the text).
    var displayedText: String? { attributedText?.string ?? text }

    /// The secondary text shown, `secondaryAttributedText`'s string winning over `secondaryText`.
    var displayedSecondaryText: String? { secondaryAttributedText?.string ?? secondaryText }

    // MARK: - System styles

    /// The default style of a list cell (Apple: `cell()`).
    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    /// A cell with the secondary text below the text (Apple: `subtitleCell()`).
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    /// A cell with the secondary text beside the text (Apple: `valueCell()`).
    public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
    /// A header of a plain list (Apple: `plainHeader()`).
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .plainHeader) }
    /// A footer of a plain list (Apple: `plainFooter()`).
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .plainFooter) }
    /// A header of a grouped list (Apple: `groupedHeader()`).
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .groupedHeader) }
    /// A footer of a grouped list (Apple: `groupedFooter()`).
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .groupedFooter) }
    /// A prominent header of an inset grouped list (Apple: `prominentInsetGroupedHeader()`).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(style: .prominentInsetGroupedHeader)
    }
    /// An extra prominent header of an inset grouped list (Apple: `extraProminentInsetGroupedHeader()`).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(style: .extraProminentInsetGroupedHeader)
    }
    /// A sidebar cell (Apple: `sidebarCell()`).
    public static func sidebarCell() -> UIListContentConfiguration { .init(style: .sidebarCell) }
    /// A sidebar cell with secondary text (Apple: `sidebarSubtitleCell()`).
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .sidebarSubtitleCell) }
    /// An accompanied sidebar cell (Apple: `accompaniedSidebarCell()`).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(style: .accompaniedSidebarCell) }
    /// An accompanied sidebar cell with secondary text (Apple: `accompaniedSidebarSubtitleCell()`).
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        .init(style: .accompaniedSidebarSubtitleCell)
    }
    /// A sidebar header (Apple: `sidebarHeader()`).
    public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .sidebarHeader) }
    /// A header in the list's appearance (Apple: `header()`, iOS 15).
    public static func header() -> UIListContentConfiguration { .init(style: .header) }
    /// A footer in the list's appearance (Apple: `footer()`, iOS 15).
    public static func footer() -> UIListContentConfiguration { .init(style: .footer) }

    // MARK: - UIContentConfiguration

    /// A `UIListContentView` showing this configuration (Apple: `makeContentView()`).
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for a state; headless, unchanged (Apple restyles colours per state).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        self
    }
}
