import AppleUIKitAPI
import DocgenCore
import ExampleExtraction

/// Another reading of an example whose class inherits from a UIKit class the headless UIKit does not model
/// (`class TabBarController: UITabBarController`): the compiler checks nothing inside a class whose
/// superclass it cannot find, so a Swift 2 `override func viewDidAppear(animated: Bool)` there goes unseen
/// and the example would only be skipped. Declaring the missing class as Apple's data has it — a subclass of
/// its Apple superclass, with no members of its own — lets the compiler read the doc's class: what Apple's
/// class has and the headless UIKit lacks is still unmodelled, and every other error is the doc's.
enum SuperclassStubs {
    /// The declarations to add for the example's unmodelled classes that its own classes inherit from, each
    /// after its superclass; none when there are none.
    static func stubs(for example: Example, unmodelled: [UnmodelledUse], surface: UIKitSurface) -> [String] {
        let missing = Set(unmodelled.map(\.name).filter { !$0.contains(".") && !$0.contains("(") })
        let inherited = Set(DeclaredNames(of: example.program).inheritedTypes)
        var stubs: [String] = []
        var declared: Set<String> = []
        func declare(_ name: String) {
            guard !declared.contains(name), let type = surface.type(name), type.kind == .class else { return }
            declared.insert(name)
            let superclass = type.superclass ?? "NSObject"
            if missing.contains(superclass) { declare(superclass) }
            stubs.append("class \(name): \(superclass) {}")
        }
        for name in missing.sorted() where inherited.contains(name) { declare(name) }
        return stubs
    }

    /// The example with the stubs as hidden lines docgen adds after its code, not run.
    static func reading(_ example: Example, stubs: [String]) -> Example {
        var read = example
        read.program.lines += stubs.map { ProgramLine(text: $0, origin: nil, isHidden: true) }
        if read.mode == .runnable { read.mode = .noRun }
        return read
    }
}
