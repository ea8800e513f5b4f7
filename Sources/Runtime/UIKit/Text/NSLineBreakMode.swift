/// How a line too long for its container wraps or is truncated (Apple: `NSLineBreakMode`, iOS 6, with its
/// raw values).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}
