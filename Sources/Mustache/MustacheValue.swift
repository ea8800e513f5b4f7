/// A value a template renders: the typed counterpart of a JSON document.
///
/// Write contexts as literals:
///
/// ```swift
/// let context: MustacheValue = [
///     "title": "Search",
///     "rows": [["name": "Apple", "price": 1.25], ["name": "Pear", "price": 2]],
///     "isEmpty": false,
/// ]
/// ```
///
/// Truthiness, which decides whether a section renders: `null`, `false`, the empty string and the empty array are
/// falsey; everything else, including `0` and the empty object, is truthy.
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([MustacheValue])
    case object([String: MustacheValue])

    // MARK: - Truthiness

    /// Whether a section over this value renders (an inverted section renders when this is `false`).
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let value): !value.isEmpty
        case .array(let values): !values.isEmpty
        case .int, .double, .object: true
        }
    }

    // MARK: - Access

    /// The value stored under `key` when this is an object; nil otherwise.
    public subscript(key: String) -> MustacheValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    // MARK: - Interpolation

    /// The text an interpolation tag writes for this value, before HTML escaping.
    ///
    /// Integers in decimal; doubles in their shortest exact form (`1.21`), without a fraction when whole (`85`);
    /// booleans as `true`/`false`; `null`, arrays and objects as nothing.
    public var interpolatedText: String {
        switch self {
        case .null, .array, .object: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.format(value)
        case .string(let value): value
        }
    }

    /// Formats a double: whole numbers without a fraction, others in Swift's shortest round-tripping form.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
