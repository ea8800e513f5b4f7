/// How text lines up in its container (Apple: `NSTextAlignment`, iOS 6, with its iOS raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Aligned along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Aligned along the right edge.
    case right = 2
    /// Fully justified; the last line is aligned naturally.
    case justified = 3
    /// The default alignment of the text's script (left for left-to-right scripts).
    case natural = 4
}
