@_spi(Testing) import UIKit

/// A storyboard outlet, as docgen writes `@IBOutlet` in generated code (Apple's attribute needs the
/// Objective-C runtime, which Linux lacks).
///
/// `@IBOutlet weak var tableView: UITableView!` becomes `@Outlet        var tableView: UITableView!`: same
/// columns, so compiler locations stay exact. When the view controller's view loads (or a nib cell is
/// made), an outlet still `nil` is created from its declared type through `init?(coder:)`, as a storyboard
/// decodes it, and placed in the view (see `StoryboardOutlets`); an outlet collection becomes empty. The
/// outlet holds its view strongly; the view hierarchy holds it too, as with Apple's weak outlets.
@propertyWrapper
public final class Outlet<Value> {
    /// The connected value.
    private var value: Value

    /// An outlet not connected yet.
    public init() where Value: ExpressibleByNilLiteral {
        value = nil
        OutletConnector.install()
    }

    /// An outlet with an initial value.
    public init(wrappedValue: Value) {
        value = wrappedValue
        OutletConnector.install()
    }

    /// The outlet's value.
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
}

// MARK: - Connecting

/// An outlet seen through reflection.
protocol ConnectableOutlet: AnyObject {
    /// Creates and places the outlet's view if the outlet is `nil` and its type is a view.
    @MainActor func connectIfNil(in container: UIView)
}

extension Outlet: ConnectableOutlet {
    @MainActor func connectIfNil(in container: UIView) {
        guard let optional = value as? any OptionalValue, optional.isNone else { return }
        // An outlet collection (`[UILabel]!`): the storyboard's views are unknown, so it is empty.
        if let collectionType = optional.wrappedType as? any RangeReplaceableCollection.Type,
            let empty = collectionType.init() as? Value
        {
            value = empty
            return
        }
        guard let viewType = optional.wrappedType as? UIView.Type,
            let view = viewType.init(coder: NSCoder()),
            let connected = view as? Value
        else { return }
        view.frame = container.bounds
        (view as? UITableView)?.hasStoryboardPrototypes = true
        (view as? UICollectionView)?.hasStoryboardPrototypes = true
        container.addSubview(view)
        value = connected
    }
}

/// The connector `StoryboardOutlets` calls: every `Outlet` of the owner (its class and superclasses), in
/// declaration order; a table or collection view controller with outlets also gets its storyboard's
/// prototype cells (an identifier nobody registered dequeues a default cell).
@MainActor
enum OutletConnector {
    /// Installs the connector; every outlet does this when created.
    nonisolated static func install() {
        guard StoryboardOutlets.connector == nil else { return }
        StoryboardOutlets.connector = { owner, container in connect(owner, in: container) }
    }

    /// Connects the owner's nil outlets into the container.
    static func connect(_ owner: AnyObject, in container: UIView) {
        var mirror: Mirror? = Mirror(reflecting: owner)
        var outlets: [any ConnectableOutlet] = []
        while let current = mirror {
            outlets.insert(contentsOf: current.children.compactMap { $0.value as? any ConnectableOutlet }, at: 0)
            mirror = current.superclassMirror
        }
        guard !outlets.isEmpty else { return }
        for outlet in outlets { outlet.connectIfNil(in: container) }
        // A controller with outlets comes from a storyboard, whose table or collection view has prototypes.
        (owner as? UITableViewController)?.tableView?.hasStoryboardPrototypes = true
        (owner as? UICollectionViewController)?.collectionView?.hasStoryboardPrototypes = true
    }
}

/// An optional, seen without knowing its wrapped type.
private protocol OptionalValue {
    var isNone: Bool { get }
    var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
    fileprivate var isNone: Bool { self == nil }
    fileprivate var wrappedType: Any.Type { Wrapped.self }
}
