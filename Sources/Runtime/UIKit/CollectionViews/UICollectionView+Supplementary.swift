// MARK: - Supplementary views: section headers and footers

extension UICollectionView {
    /// The kind of a section header (Apple: `elementKindSectionHeader`).
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The kind of a section footer (Apple: `elementKindSectionFooter`).
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Registers a class for supplementary views of a kind; `nil` unregisters it (Apple:
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryStore.registeredNibs[SupplementaryStore.Key(elementKind, identifier)] = nil
        supplementaryStore.registeredClasses[SupplementaryStore.Key(elementKind, identifier)] = viewClass
    }

    /// Registers a nib for supplementary views of a kind; `nil` unregisters it (Apple:
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryStore.registeredClasses[SupplementaryStore.Key(kind, identifier)] = nil
        supplementaryStore.registeredNibs[SupplementaryStore.Key(kind, identifier)] = nib
    }

    /// A reusable or new supplementary view of a registered kind and identifier (Apple:
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`); traps, as UIKit raises an
    /// exception, when nothing is registered.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = SupplementaryStore.Key(elementKind, identifier)
        if let view = supplementaryStore.reusable[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let viewClass: AnyClass
        if let registered = supplementaryStore.registeredClasses[key] {
            viewClass = registered
        } else if let nib = supplementaryStore.registeredNibs[key] {
            viewClass = nib.viewClass(near: dataSource) ?? UICollectionReusableView.self
        } else {
            fatalError(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a "
                    + "nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let view = RegisteredViewMaker.make(
            viewClass, base: UICollectionReusableView.self, identifier: identifier, coder: { NibCoder() },
            plain: { UICollectionReusableView(frame: .zero) }, contentView: { $0 })
        view.reuseIdentifier = identifier
        supplementaryStore.kinds[ObjectIdentifier(view)] = key
        return view
    }

    /// The supplementary view of a kind shown at an index path, or `nil` when the layout has none there
    /// (Apple: `supplementaryView(forElementKind:at:)`). Headless, the data source's
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` is asked when this is first read for a
    /// section whose layout has the kind: a flow layout with a non-zero header or footer reference size, a
    /// compositional section with a boundary item of the kind, or a list with supplementary headers or
    /// footers.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        let key = SupplementaryStore.Shown(kind: elementKind, section: indexPath.section)
        if let shown = supplementaryStore.shown[key] { return shown }
        guard (0..<numberOfSections).contains(indexPath.section),
            layoutHasSupplementary(elementKind, in: indexPath.section),
            let dataSource
        else { return nil }
        let view = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: elementKind, at: IndexPath(item: 0, section: indexPath.section))
        addSubview(view)
        supplementaryStore.shown[key] = view
        return view
    }

    /// The header views shown, by section, for the headers the layout has (Apple:
    /// `visibleSupplementaryViews(ofKind:)`); headless, every section is visible.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        (0..<numberOfSections).compactMap {
            supplementaryView(forElementKind: elementKind, at: IndexPath(item: 0, section: $0))
        }
    }

    /// The title a user sees above a section: the header's list content configuration's text, else the
    /// first label text in it; for the driver's screen reader.
    @_spi(Testing) public func displayedHeaderTitle(forSection section: Int) -> String? {
        guard
            let header = supplementaryView(
                forElementKind: Self.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        else { return nil }
        if let cell = header as? UICollectionViewCell,
            let list = cell.contentConfiguration as? UIListContentConfiguration
        {
            return list.displayedText
        }
        return HeaderFooterStore.firstText(in: header)
    }

    /// Whether the layout shows supplementary views of a kind in a section.
    private func layoutHasSupplementary(_ kind: String, in section: Int) -> Bool {
        switch collectionViewLayout {
        case let flow as UICollectionViewFlowLayout:
            let size = kind == Self.elementKindSectionHeader ? flow.headerReferenceSize : flow.footerReferenceSize
            return (kind == Self.elementKindSectionHeader || kind == Self.elementKindSectionFooter) && size != .zero
        case let compositional as UICollectionViewCompositionalLayout:
            guard let layoutSection = compositional.layoutSection(at: section) else { return false }
            if let list = layoutSection.listConfiguration {
                return (kind == Self.elementKindSectionHeader && list.headerMode == .supplementary)
                    || (kind == Self.elementKindSectionFooter && list.footerMode == .supplementary)
            }
            return layoutSection.boundarySupplementaryItems.contains { $0.elementKind == kind }
        default:
            return false
        }
    }

    /// Traps as UIKit does when the layout asks for a supplementary view the data source cannot supply.
    static func missingSupplementaryView(kind: String, at indexPath: IndexPath, dataSource: AnyObject) -> Never {
        fatalError(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'the "
                + "collection view's data source (\(dataSource)) did not return a valid view for the element of kind "
                + "\(kind) at index path \(indexPath) (it does not implement "
                + "collectionView(_:viewForSupplementaryElementOfKind:at:) or its provider gave none)'")
    }
}

// MARK: - Supplementary registrations

extension UICollectionView {
    /// A supplementary view class of a kind and the handler that configures it (Apple:
    /// `UICollectionView.SupplementaryRegistration`, iOS 14).
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        /// Configures a view for its kind and index path (Apple: `SupplementaryRegistration.Handler`).
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let reuseIdentifier: String
        let nib: UINib?
        let handler: Handler

        /// A registration of the view class (Apple: `init(elementKind:handler:)`).
        public init(elementKind: String, handler: @escaping Handler) {
            self.init(nib: nil, elementKind: elementKind, handler: handler)
        }

        /// A registration of a nib's view (Apple: `init(supplementaryNib:elementKind:handler:)`).
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.init(nib: .some(supplementaryNib), elementKind: elementKind, handler: handler)
        }

        private init(nib: UINib?, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "\(Supplementary.self)-registration-\(UUID().uuidString)"
            self.nib = nib
            self.handler = handler
        }
    }

    /// A reusable or new view of the registration, configured by its handler (Apple:
    /// `dequeueConfiguredReusableSupplementary(using:for:)`).
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let key = SupplementaryStore.Key(registration.elementKind, registration.reuseIdentifier)
        if supplementaryStore.registeredClasses[key] == nil, supplementaryStore.registeredNibs[key] == nil {
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: key.identifier)
            } else {
                register(
                    Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                    withReuseIdentifier: key.identifier)
            }
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: key.identifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            fatalError("the view dequeued for a registration of \(Supplementary.self) is not a \(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// A collection view's supplementary views: registrations, views handed back for reuse, those shown.
@MainActor
final class SupplementaryStore {
    /// A kind and reuse identifier.
    struct Key: Hashable {
        let kind: String
        let identifier: String
        init(_ kind: String, _ identifier: String) {
            self.kind = kind
            self.identifier = identifier
        }
    }

    /// A kind in a section.
    struct Shown: Hashable {
        let kind: String
        let section: Int
    }

    var registeredClasses: [Key: AnyClass] = [:]
    var registeredNibs: [Key: UINib] = [:]
    var reusable: [Key: [UICollectionReusableView]] = [:]
    var shown: [Shown: UICollectionReusableView] = [:]
    /// The kind and identifier each dequeued view came from, to reuse it under the same key.
    var kinds: [ObjectIdentifier: Key] = [:]

    /// Forgets the shown views; they leave the collection view and wait to be dequeued again.
    func reload() {
        for view in shown.values {
            view.removeFromSuperview()
            if let key = kinds[ObjectIdentifier(view)] { reusable[key, default: []].append(view) }
        }
        shown = [:]
    }
}

/// The old name of `UICollectionView.elementKindSectionHeader` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"

/// The old name of `UICollectionView.elementKindSectionFooter` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"
