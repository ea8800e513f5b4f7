/// Makes the view a table or collection view registered for a reuse identifier: a cell, a header or
/// footer, a supplementary view.
///
/// The base class itself is made with its plain initializer; a subclass comes through `init?(coder:)`, as
/// a storyboard prototype or a nib's view does (Swift cannot call `init(frame:)` through a metatype; see
/// `PrototypeCellCoder`), and its outlets are connected as the storyboard would. Traps, as UIKit raises an
/// exception, for a class that is not a subclass of the base or an initializer that returns `nil`.
@MainActor
enum RegisteredViewMaker {
    static func make<View: UIView>(
        _ viewClass: AnyClass, base: View.Type, identifier: String, coder: () -> NSCoder, plain: () -> View,
        contentView: (View) -> UIView
    ) -> View {
        guard let viewType = viewClass as? View.Type else {
            fatalError("\(viewClass) registered for identifier \(identifier) is not a \(base) subclass")
        }
        if viewType == base { return plain() }
        guard let view = viewType.init(coder: coder()) else {
            fatalError("\(viewClass).init(coder:) returned nil for a view with identifier \(identifier)")
        }
        StoryboardOutlets.connect(cell: view, contentView: contentView(view))
        return view
    }
}
