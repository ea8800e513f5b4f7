/// The language an example is written in.
public enum ExampleLanguage: Hashable, Sendable, Codable, CustomStringConvertible {
    case swift
    case objectiveC
    /// Any other fence language (`sh`, `json`, …).
    case other(String)

    public var description: String {
        switch self {
        case .swift: return "swift"
        case .objectiveC: return "objc"
        case .other(let word): return word
        }
    }
}
