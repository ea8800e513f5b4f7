import Foundation
import UIKit

/// A test's screen that reloads its view after its data changes, or, written wrong on purpose, does not:
/// the invariants must find the second out.
class ReloadingController: UIViewController {
    let reloads: Bool

    init(reloads: Bool) {
        self.reloads = reloads
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
