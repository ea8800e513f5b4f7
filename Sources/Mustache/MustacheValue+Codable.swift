import Foundation

// MARK: - JSON

extension MustacheValue: Codable {
    /// Decodes any JSON value: numbers without a fraction become `.int`, other numbers `.double`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MustacheValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: MustacheValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Parses a JSON document.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(MustacheValue.self, from: json)
    }

    /// Converts any `Encodable` model (e.g. a generator's view model) through its JSON form.
    ///
    /// Keys follow the model's `CodingKeys`; `nil` optionals are left out, so they read as missing (falsey).
    public init(encoding model: some Encodable) throws {
        let data = try JSONEncoder().encode(model)
        self = try JSONDecoder().decode(MustacheValue.self, from: data)
    }
}
