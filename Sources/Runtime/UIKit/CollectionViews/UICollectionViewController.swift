/// A view controller whose view is a collection view, which it serves as data source and delegate
/// (Apple: `UICollectionViewController`).
///
/// Created in code it uses the layout it is given; decoded from a storyboard (`init?(coder:)`) or created
/// with no layout (`init(nibName:bundle:)`, `init()`) it has a flow layout, as Interface Builder's
/// collection view controller does, and its collection view dequeues a plain cell for an identifier nobody
/// registered (the storyboard's prototype).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is created with.
    private let initialLayout: UICollectionViewLayout

    /// Whether the controller came from a storyboard.
    private let isFromStoryboard: Bool

    /// Whether the selection is cleared each time the view appears; `true` by default (Apple's
    /// documentation).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view uses the layout (Apple: `init(collectionViewLayout:)`).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        isFromStoryboard = false
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with no layout given: on iOS only a storyboard or nib supplies one (created in code this
    /// way UIKit raises an exception for the missing layout), so headless it is hosted as its storyboard
    /// would: a flow layout and prototype cells. This is how docgen hosts an example's subclass.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        isFromStoryboard = true
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        isFromStoryboard = true
        super.init(coder: coder)
    }

    // MARK: - The collection view

    /// The collection view, which is the controller's view (Apple: `collectionView`).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (Apple: `collectionViewLayout`).
    open var collectionViewLayout: UICollectionViewLayout {
        collectionView?.collectionViewLayout ?? initialLayout
    }

    /// Creates the collection view with the layout and makes this controller its data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collection.hasStoryboardPrototypes = isFromStoryboard
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Clears the selection if `clearsSelectionOnViewWillAppear` (Apple's documentation).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collectionView {
            for selected in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: selected, animated: animated)
            }
        }
    }

    // MARK: - UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items until a subclass says otherwise.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Traps: a subclass that reports items must supply their cells (UIKit raises an exception too).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        fatalError(
            "\(type(of: self)) reports items but does not override collectionView(_:cellForItemAt:) "
                + "(asked for section \(indexPath.section), item \(indexPath.item))")
    }

    /// Traps unless a subclass overrides it, as UIKit raises an exception when the layout has
    /// supplementary views the data source does not supply.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionView.missingSupplementaryView(kind: kind, at: indexPath, dataSource: self)
    }

    // MARK: - UICollectionViewDelegate

    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    // MARK: - UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
