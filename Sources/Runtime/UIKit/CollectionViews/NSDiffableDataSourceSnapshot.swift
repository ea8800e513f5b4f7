/// The sections and items a diffable data source shows, by identifier (Apple:
/// `NSDiffableDataSourceSnapshot`, iOS 13; declared in UIKit here, in Apple's SDK it comes with UIKit).
///
/// Identifiers must be unique across the snapshot: supplying the same identifier twice in one call traps
/// with Apple's `NSInternalInconsistencyException` reason ("Fatal: supplied item identifiers are not
/// unique"); appending or inserting an identifier the snapshot already has moves it instead (iOS 15 and
/// later, where UIKit logs a warning). Items go into a section; appending items with no section traps
/// ("There are currently no sections in the data source. Please add a section first."). Naming an item
/// or section the snapshot does not have where one is needed (`insertItems(_:beforeItem:)`,
/// `moveItem(_:afterItem:)`, `appendItems(_:toSection:)`) traps too (the wording is ours: Apple documents
/// none); deleting or reloading identifiers the snapshot does not have is ignored (our choice).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// The sections in order.
    private(set) var sections: [SectionIdentifierType] = []
    /// The items of each section in order.
    private(set) var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    /// The section of each item.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items and sections marked for reloading or reconfiguring, in the order they were marked.
    var reloadedItems: [ItemIdentifierType] = []
    var reconfiguredItems: [ItemIdentifierType] = []
    var reloadedSections: [SectionIdentifierType] = []

    /// An empty snapshot (Apple: `init()`).
    public init() {}

    // MARK: - Reading

    /// The number of items in all sections (Apple: `numberOfItems`).
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections (Apple: `numberOfSections`).
    public var numberOfSections: Int { sections.count }

    /// The section identifiers in order (Apple: `sectionIdentifiers`).
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// All item identifiers, section by section (Apple: `itemIdentifiers`).
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// The number of items in a section (Apple: `numberOfItems(inSection:)`); traps for a section the
    /// snapshot does not have.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of a section in order (Apple: `itemIdentifiers(inSection:)`); traps for a section the
    /// snapshot does not have.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let sectionItems = items[identifier] else { return Self.missingSection(identifier) }
        return sectionItems
    }

    /// The section holding an item, or `nil` (Apple: `sectionIdentifier(containingItem:)`).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The index of an item among all items, section by section, or `nil` (Apple: `indexOfItem(_:)`).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// The index of a section, or `nil` (Apple: `indexOfSection(_:)`).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    /// The items marked with `reloadItems(_:)` (Apple: `reloadedItemIdentifiers`).
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// The items marked with `reconfigureItems(_:)` (Apple: `reconfiguredItemIdentifiers`, iOS 15).
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The sections marked with `reloadSections(_:)` (Apple: `reloadedSectionIdentifiers`).
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    // MARK: - Sections

    /// Adds sections at the end (Apple: `appendSections(_:)`).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        placeSections(identifiers) { $0.endIndex }
    }

    /// Inserts sections before a section (Apple: `insertSections(_:beforeSection:)`).
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        placeSections(identifiers) { $0.firstIndex(of: toIdentifier) ?? Self.missingSection(toIdentifier) }
    }

    /// Inserts sections after a section (Apple: `insertSections(_:afterSection:)`).
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        placeSections(identifiers) { ($0.firstIndex(of: toIdentifier) ?? Self.missingSection(toIdentifier)) + 1 }
    }

    /// Deletes sections and their items (Apple: `deleteSections(_:)`).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where items[section] != nil {
            for item in items[section] ?? [] { sectionOfItem[item] = nil }
            items[section] = nil
            sections.removeAll { $0 == section }
        }
    }

    /// Moves a section before another (Apple: `moveSection(_:beforeSection:)`).
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after another (Apple: `moveSection(_:afterSection:)`).
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections for reloading: their cells are made again when the snapshot is applied (Apple:
    /// `reloadSections(_:)`).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSections += identifiers.filter { items[$0] != nil && !reloadedSections.contains($0) }
    }

    // MARK: - Items

    /// Adds items at the end of a section, the last section by default (Apple: `appendItems(_:toSection:)`).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier ?? sections.last else {
            Self.raise("There are currently no sections in the data source. Please add a section first.")
        }
        guard items[section] != nil else { return Self.missingSection(section) }
        placeItems(identifiers, in: section) { $0.endIndex }
    }

    /// Inserts items before an item, in its section (Apple: `insertItems(_:beforeItem:)`).
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        let section = sectionOfItem[beforeIdentifier] ?? Self.missingItem(beforeIdentifier)
        placeItems(identifiers, in: section) {
            $0.firstIndex(of: beforeIdentifier) ?? Self.missingItem(beforeIdentifier)
        }
    }

    /// Inserts items after an item, in its section (Apple: `insertItems(_:afterItem:)`).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        let section = sectionOfItem[afterIdentifier] ?? Self.missingItem(afterIdentifier)
        placeItems(identifiers, in: section) {
            ($0.firstIndex(of: afterIdentifier) ?? Self.missingItem(afterIdentifier)) + 1
        }
    }

    /// Deletes items (Apple: `deleteItems(_:)`).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { removeItem(item) }
    }

    /// Deletes every item and section (Apple: `deleteAllItems()`).
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item before another, possibly into another section (Apple: `moveItem(_:beforeItem:)`).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item after another (Apple: `moveItem(_:afterItem:)`).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: true)
    }

    /// Marks items for reloading: the data source makes their cells again when the snapshot is applied
    /// (Apple: `reloadItems(_:)`).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems += identifiers.filter { sectionOfItem[$0] != nil && !reloadedItems.contains($0) }
    }

    /// Marks items for reconfiguring (Apple: `reconfigureItems(_:)`, iOS 15): Apple keeps the cells and
    /// runs the cell provider on them again; headless, the cell provider is asked again, as for a reload.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItems += identifiers.filter { sectionOfItem[$0] != nil && !reconfiguredItems.contains($0) }
    }

    // MARK: - Placing

    /// Puts sections at the index `position` gives (after those already there are taken out), trapping on
    /// duplicates within `identifiers`.
    private mutating func placeSections(
        _ identifiers: [SectionIdentifierType], at position: ([SectionIdentifierType]) -> Int
    ) {
        Self.checkUnique(identifiers, kind: "section")
        let existing = identifiers.filter { items[$0] != nil }
        sections.removeAll { existing.contains($0) }
        sections.insert(contentsOf: identifiers, at: position(sections))
        for section in identifiers where items[section] == nil { items[section] = [] }
    }

    /// Puts items in a section at the index `position` gives, moving those the snapshot already has.
    private mutating func placeItems(
        _ identifiers: [ItemIdentifierType], in section: SectionIdentifierType,
        at position: ([ItemIdentifierType]) -> Int
    ) {
        Self.checkUnique(identifiers, kind: "item")
        for item in identifiers where sectionOfItem[item] != nil { removeItem(item) }
        var sectionItems = items[section] ?? []
        sectionItems.insert(contentsOf: identifiers, at: position(sectionItems))
        items[section] = sectionItems
        for item in identifiers { sectionOfItem[item] = section }
    }

    private mutating func removeItem(_ item: ItemIdentifierType) {
        guard let section = sectionOfItem.removeValue(forKey: item) else { return }
        items[section]?.removeAll { $0 == item }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, to target: ItemIdentifierType, after: Bool) {
        guard sectionOfItem[identifier] != nil else { return Self.missingItem(identifier) }
        guard identifier != target else { return }
        removeItem(identifier)
        let section = sectionOfItem[target] ?? Self.missingItem(target)
        placeItems([identifier], in: section) {
            ($0.firstIndex(of: target) ?? Self.missingItem(target)) + (after ? 1 : 0)
        }
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to target: SectionIdentifierType, after: Bool
    ) {
        guard items[identifier] != nil else { return Self.missingSection(identifier) }
        guard identifier != target else { return }
        sections.removeAll { $0 == identifier }
        let index = sections.firstIndex(of: target) ?? Self.missingSection(target)
        sections.insert(identifier, at: index + (after ? 1 : 0))
    }

    // MARK: - Apple's exceptions

    /// Traps with Apple's reason when an identifier is supplied twice in one call.
    private static func checkUnique<Identifier: Hashable>(_ identifiers: [Identifier], kind: String) {
        var seen: Set<Identifier> = []
        let duplicates = identifiers.filter { !seen.insert($0).inserted }
        guard !duplicates.isEmpty else { return }
        let listed = Array(Set(duplicates)).map { "    \($0)" }.sorted().joined(separator: ",\n")
        raise("Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n\(listed)\n)}")
    }

    /// Traps for a section the snapshot does not have (typed to stand where a value is needed).
    private static func missingSection<Value>(_ identifier: SectionIdentifierType) -> Value {
        raise("Invalid section identifier: \(identifier) is not in the snapshot")
    }

    /// Traps for an item the snapshot does not have.
    private static func missingItem<Value>(_ identifier: ItemIdentifierType) -> Value {
        raise("Invalid item identifier: \(identifier) is not in the snapshot")
    }

    /// Traps as UIKit's uncaught `NSInternalInconsistencyException` ends the app.
    static func raise(_ reason: String) -> Never {
        fatalError(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'")
    }
}

extension NSDiffableDataSourceSnapshot: Sendable {}
