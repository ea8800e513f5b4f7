/// An archived interface file (Apple: `UINib`).
///
/// Headless there are no nib files: a nib stands for the view it would hold, found by the convention
/// Xcode's templates follow — the nib is named after the class of its top-level view (`EntryCell.xib`
/// holds an `EntryCell`). That class is looked up in the module of the object that uses the nib (the
/// table's data source, the owner); it is created through `init?(coder:)`, as a nib's objects are, and its
/// outlets are connected as a storyboard's are (see `StoryboardOutlets`). With no such class, the nib holds
/// a plain view of the kind asked for.
open class UINib: NSObject, @unchecked Sendable {
    /// The nib's name, without extension.
    let name: String

    /// The bundle the nib would be loaded from.
    let bundle: Bundle?

    /// A nib with a name, in a bundle or the main bundle (Apple: `init(nibName:bundle:)`).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        self.bundle = bundleOrNil
        super.init()
    }

    /// The top-level objects: the view named after the nib, if its class is found in the owner's module
    /// (Apple: `instantiate(withOwner:options:)`).
    @MainActor
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let viewClass = viewClass(near: ownerOrNil as AnyObject?) as? UIView.Type,
            let view = viewClass.init(coder: NibCoder())
        else { return [] }
        return [view]
    }

    /// Keys of the options dictionary (Apple: `UINib.OptionsKey`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Proxy objects the nib refers to (Apple: `externalObjects`).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The class named after the nib in the module of `object`, if there is one.
    func viewClass(near object: AnyObject?) -> AnyClass? {
        guard let object else { return nil }
        let qualified = String(reflecting: type(of: object))
        guard let module = qualified.split(separator: ".").first else { return nil }
        return NSClassFromString("\(module).\(name)")
    }
}

/// The archive a nib's or storyboard's view is "decoded" from; it decodes nothing.
final class NibCoder: NSCoder {}
