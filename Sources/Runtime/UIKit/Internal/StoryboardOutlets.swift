/// Where a storyboard's outlets are connected when a view controller's view loads.
///
/// On iOS a storyboard creates each outlet's view, places it in the scene and sets the outlet between
/// `loadView()` and `viewDidLoad()`. Headless there is no storyboard: `@IBOutlet` needs the Objective-C
/// runtime, so docgen writes the outlets of generated code as the driver's `Outlet` property wrapper, and
/// the driver installs `connector`, which creates every outlet still `nil` from its declared type and
/// places it in the view. A view controller or cell with no such outlets is untouched.
@_spi(Testing) public enum StoryboardOutlets {
    /// Connects the outlets of an object (a view controller or a cell) into a container view; set by the
    /// driver, `nil` until an outlet exists. Only touched on the main thread, as UIKit is.
    nonisolated(unsafe) public static var connector: (@MainActor (_ owner: AnyObject, _ container: UIView) -> Void)?

    /// Connects a view controller's outlets into its loaded view.
    @MainActor static func connect(in viewController: UIViewController) {
        guard let connector, let view = viewController.viewIfLoaded else { return }
        connector(viewController, view)
    }

    /// Connects a cell's outlets into its content view, as a nib or prototype cell is decoded.
    @MainActor static func connect(cell: UIView, contentView: UIView) {
        connector?(cell, contentView)
    }
}
