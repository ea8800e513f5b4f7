/// A font: a name and a point size (Apple: `UIFont`, which is `Sendable`); headless, there are no glyphs.
///
/// The system font's names are what iOS reports for it (Apple documents none): `.SFUI-Regular`,
/// `.SFUI-Semibold`, … in the family `.AppleSystemUIFont`.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's full name (Apple: `fontName`).
    public let fontName: String
    /// The font's family (Apple: `familyName`).
    public let familyName: String
    /// The size in points (Apple: `pointSize`).
    public let pointSize: CGFloat
    /// The system font's weight; `nil` for a named font.
    let systemWeight: Weight?

    init(fontName: String, familyName: String, pointSize: CGFloat, systemWeight: Weight?) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        self.systemWeight = systemWeight
        super.init()
    }

    /// The named font at a size (Apple: `init?(name:size:)`, nil when no font has the name).
    ///
    /// Headless: no font files are installed, and an app may bundle its own, so every non-empty name is a
    /// font (our choice); its family is the name before a `-` (`Helvetica-Bold` is in `Helvetica`).
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.fontName = fontName
        self.familyName = String(fontName.split(separator: "-").first ?? Substring(fontName))
        self.pointSize = fontSize
        self.systemWeight = nil
        super.init()
    }

    /// The same font at another size (Apple: `withSize(_:)`).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, systemWeight: systemWeight)
    }

    // MARK: - The system font

    /// The system font's name at a weight, as iOS reports it.
    static func systemFontName(_ weight: Weight, italic: Bool = false) -> String {
        let names: [(Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]
        let name = names.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }?.1
        return ".SFUI-" + (name ?? "Regular") + (italic ? "Italic" : "")
    }

    /// The system font at a weight.
    static func system(size: CGFloat, weight: Weight, italic: Bool = false) -> UIFont {
        UIFont(
            fontName: systemFontName(weight, italic: italic), familyName: ".AppleSystemUIFont", pointSize: size,
            systemWeight: weight)
    }

    /// The system font at a size, regular weight (Apple: `systemFont(ofSize:)`).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular)
    }

    /// The system font at a size and weight (Apple: `systemFont(ofSize:weight:)`, iOS 8.2).
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight)
    }

    /// The bold system font (Apple: `boldSystemFont(ofSize:)`); iOS answers it with the semibold face's
    /// name, `.SFUI-Semibold`, and so does the headless UIKit.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .semibold)
    }

    /// The italic system font (Apple: `italicSystemFont(ofSize:)`).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular, italic: true)
    }

    /// The monospaced system font (Apple: `monospacedSystemFont(ofSize:weight:)`, iOS 13).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(
            fontName: ".SFUIMono-" + systemFontName(weight).dropFirst(".SFUI-".count),
            familyName: ".AppleSystemUIFontMonospaced",
            pointSize: fontSize, systemWeight: weight)
    }

    /// The system font with monospaced digits (Apple: `monospacedDigitSystemFont(ofSize:weight:)`, iOS 9).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight)
    }

    /// The standard font size, 14 points (Apple: `systemFontSize`, as iOS reports it).
    open class var systemFontSize: CGFloat { 14 }
    /// The standard size of a label's font, 17 points (Apple: `labelFontSize`, as iOS reports it).
    open class var labelFontSize: CGFloat { 17 }
    /// The standard size of a button's font, 18 points (Apple: `buttonFontSize`, as iOS reports it).
    open class var buttonFontSize: CGFloat { 18 }
    /// The standard small font size, 12 points (Apple: `smallSystemFontSize`, as iOS reports it).
    open class var smallSystemFontSize: CGFloat { 12 }

    // MARK: - Dynamic Type

    /// The font of a text style at the default content size, Large (Apple: `preferredFont(forTextStyle:)`;
    /// sizes and weights from Apple's Human Interface Guidelines, "Dynamic Type sizes": body 17, headline 17
    /// semibold, large title 34, …). Headless: the content size never changes.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultMetrics
        return system(size: size, weight: weight)
    }

    // MARK: - Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    open override var description: String { "UIFont(name: \(fontName), size: \(pointSize))" }
}

extension UIFont {
    /// A font weight (Apple: `UIFont.Weight`, with the values iOS declares: regular 0, bold 0.4, …).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style (Apple: `UIFont.TextStyle`, with iOS's raw values).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight at the Large content size (Apple's Human Interface Guidelines); a style of
        /// one's own gets the body's.
        var defaultMetrics: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
