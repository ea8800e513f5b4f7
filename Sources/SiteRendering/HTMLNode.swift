/// A node of an HTML tree: what every page is built from before `HTMLSerializer` turns it into text.
///
/// Text and attribute values are plain strings; the serializer escapes them, so no document text can
/// become markup. The only way to emit markup that is not built from nodes is `.trusted`, whose
/// `TrustedHTML` can be made only inside this module from strings docgen itself produced.
public indirect enum HTMLNode: Hashable, Sendable {
    /// An element with its attributes (in order) and children.
    case element(String, attributes: [HTMLAttribute], children: [HTMLNode])
    /// Text, escaped when serialized.
    case text(String)
    /// Markup docgen produced itself (never a document's text): written as it is.
    case trusted(TrustedHTML)
    /// Several nodes with no element around them.
    case fragment([HTMLNode])

    // MARK: - Building

    /// An element; attributes with a nil value are left out, so optional attributes read naturally.
    public static func element(
        _ name: String, _ attributes: [(String, String?)] = [], _ children: [HTMLNode] = []
    ) -> HTMLNode {
        .element(
            name, attributes: attributes.compactMap { name, value in value.map { HTMLAttribute(name, $0) } },
            children: children)
    }

    /// An element holding only text.
    public static func element(_ name: String, _ attributes: [(String, String?)] = [], text: String) -> HTMLNode {
        element(name, attributes, [.text(text)])
    }

    /// The empty fragment.
    public static let empty = HTMLNode.fragment([])

    /// The text a reader sees in this subtree (markup of trusted nodes not interpreted).
    public var textContent: String {
        switch self {
        case .text(let text): return text
        case .trusted: return ""
        case .element(_, _, let children), .fragment(let children): return children.map(\.textContent).joined()
        }
    }
}

/// One `name="value"` attribute of an element.
public struct HTMLAttribute: Hashable, Sendable {
    /// The attribute name, written as it is: only docgen's code chooses names.
    public var name: String
    /// The value, escaped when serialized.
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// Markup that `HTMLSerializer` writes without escaping.
///
/// Only this module can make one (the initializer is internal), and only from strings it produced
/// itself: the serializer's own output, or constant markup written in docgen's source. Audit every use
/// by searching for `TrustedHTML(`.
public struct TrustedHTML: Hashable, Sendable {
    /// The markup.
    public let markup: String

    init(_ markup: String) {
        self.markup = markup
    }
}
