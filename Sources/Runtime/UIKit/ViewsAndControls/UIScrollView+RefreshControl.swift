extension UIScrollView {
    /// The refresh control at the top of the scroll view; `nil` by default (Apple: `refreshControl`, iOS
    /// 10: "The refresh control … is added to the scroll view"). The control is kept as a subview of the
    /// scroll view; setting another one removes the old one.
    @available(iOS 10.0, *)
    public var refreshControl: UIRefreshControl? {
        get { subviews.lazy.compactMap { $0 as? UIRefreshControl }.first }
        set {
            for control in subviews.compactMap({ $0 as? UIRefreshControl }) where control !== newValue {
                control.removeFromSuperview()
            }
            if let newValue, newValue.superview !== self { addSubview(newValue) }
        }
    }
}

extension UITableViewController {
    /// The refresh control of the controller's table (Apple: `UITableViewController.refreshControl`,
    /// iOS 6): the table view's own `refreshControl`.
    public var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }
}
