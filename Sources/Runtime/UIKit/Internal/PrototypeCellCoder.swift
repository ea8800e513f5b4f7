/// The archive a registered cell subclass is "decoded" from.
///
/// Swift cannot call a non-required initializer through a metatype, so the table creates registered
/// `UITableViewCell` subclasses through their required `init?(coder:)`, as a storyboard creates prototype
/// cells; this coder carries the reuse identifier and decodes nothing else.
final class PrototypeCellCoder: NSCoder {
    /// The identifier the cell was registered under.
    let reuseIdentifier: String

    init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}
