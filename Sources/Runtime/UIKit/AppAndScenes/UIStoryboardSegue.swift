/// A transition between two view controllers of a storyboard (Apple: `UIStoryboardSegue`).
///
/// Headless there is no storyboard: `performSegue(withIdentifier:sender:)` makes a segue to a destination
/// docgen cannot read from a storyboard file (see `UIViewController.performSegue`).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier (Apple: `identifier`).
    open private(set) var identifier: String?

    /// The controller the segue starts from (Apple: `source`).
    open private(set) var source: UIViewController

    /// The controller the segue shows (Apple: `destination`).
    open private(set) var destination: UIViewController

    /// What `perform()` does; nil for a plain segue.
    private let performHandler: (() -> Void)?

    /// A segue between two controllers (Apple: `init(identifier:source:destination:)`).
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue whose `perform()` runs the handler (Apple: `init(identifier:source:destination:performHandler:)`).
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination, handler: performHandler)
    }

    private init(
        identifier: String?, source: UIViewController, destination: UIViewController, handler: @escaping () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = handler
        super.init()
    }

    /// Performs the transition (Apple: `perform()`: "Subclasses override this method"; a segue made with a
    /// perform handler runs it). A plain segue does nothing.
    open func perform() {
        performHandler?()
    }

    // MARK: - Destinations (headless)

    /// What a storyboard would instantiate for a segue identifier; set by tests (`@_spi(Testing)`). Only
    /// touched on the main thread, as UIKit is.
    @_spi(Testing) nonisolated(unsafe) public static var destinations: [String: @MainActor () -> UIViewController] = [:]

    /// The destination of a segue with this identifier: a registered one, else a plain `UIViewController`
    /// titled with the identifier (our choice: the storyboard's scene is unknown here, so the segue still
    /// shows a screen, and `prepare(for:sender:)` sees a controller of no class of the doc's own).
    static func destination(for identifier: String) -> UIViewController {
        if let make = destinations[identifier] { return make() }
        let controller = UIViewController()
        controller.title = identifier
        return controller
    }
}
