/// A simple, deterministic measure of text, headless having no fonts: what the layout uses for the
/// intrinsic size of views that show text (Apple measures with the font's glyphs; our choice here).
///
/// Each character advances half the point size, or the full point size for a wide character (CJK,
/// Hangul, kana, full-width forms, emoji: scalars from U+1100 up); a line is 1.2 × the point size high; the
/// ascender is 0.95 and the descender 0.25 × the point size. Sizes are rounded up to whole points. A label
/// shows at most `numberOfLines` lines (0: all), lines being split at newlines only (no word wrapping).
enum TextMeasure {
    /// The point size of the system font UIKit labels use by default, 17 (Apple's body text style).
    static let defaultPointSize: CGFloat = 17

    /// The size of `text` on the given number of lines; zero for no text.
    static func size(of text: String?, pointSize: CGFloat = defaultPointSize, numberOfLines: Int = 1) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        let width = lines.map { line in line.reduce(0) { $0 + advance(of: $1, pointSize: pointSize) } }.max() ?? 0
        return CGSize(width: width.rounded(.up), height: (CGFloat(lines.count) * lineHeight(pointSize)).rounded(.up))
    }

    /// The height of one line.
    static func lineHeight(_ pointSize: CGFloat) -> CGFloat { pointSize * 1.2 }

    /// How far the first baseline lies below the top of the text.
    static func ascender(_ pointSize: CGFloat) -> CGFloat { pointSize * 0.95 }

    /// How far the last baseline lies above the bottom of the text.
    static func descender(_ pointSize: CGFloat) -> CGFloat { pointSize * 0.25 }

    private static func advance(of character: Character, pointSize: CGFloat) -> CGFloat {
        let wide = character.unicodeScalars.first.map { $0.value >= 0x1100 } ?? false
        return wide ? pointSize : pointSize / 2
    }
}

/// A view whose content has a natural size the layout can measure (text, for now).
@MainActor
protocol ContentMeasuring: AnyObject {
    /// The natural size of the content (the view's default `intrinsicContentSize`).
    var measuredContentSize: CGSize { get }
    /// The point size of the text, for its baselines.
    var measuredPointSize: CGFloat { get }
}

extension UILabel: ContentMeasuring {
    /// The label's text measured in the system font (see `TextMeasure`).
    var measuredContentSize: CGSize {
        TextMeasure.size(of: text, pointSize: measuredPointSize, numberOfLines: numberOfLines)
    }

    var measuredPointSize: CGFloat { TextMeasure.defaultPointSize }
}
