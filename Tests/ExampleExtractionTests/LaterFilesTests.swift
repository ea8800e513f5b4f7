import DocgenCore
import ExampleExtraction
import Foundation
import Testing

/// One app shown file by file: a program that uses a type only a later program of its document declares is
/// compiled with that program (the app's later files), chosen among tabs by Swift-version label.
@Suite struct LaterFilesTests {
    /// A whole file in a tab: its imports and one declaration.
    static func file(_ label: String?, _ body: String) -> String {
        fence("swift" + (label.map { " fct_label=\"\($0)\"" } ?? ""), "import UIKit\n\n" + body)
    }

    static func appDelegate(creating type: String) -> String {
        """
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func applicationDidFinishLaunching(_ application: UIApplication) {
                let first: \(type) = \(type)()
                window?.rootViewController = UINavigationController(rootViewController: first)
            }
        }
        """
    }

    static let firstViewController = """
        class FirstViewController: UIViewController {
            @objc func next() {
                navigationController?.pushViewController(SecondViewController(), animated: true)
            }
        }
        """
    static let secondViewController = "class SecondViewController: UIViewController {}"

    static let app =
        "# App\n\n### AppDelegate.swift\n" + file(nil, appDelegate(creating: "FirstViewController"))
        + "\n### FirstViewController.swift\n" + file(nil, firstViewController)
        + "\n### SecondViewController.swift\n" + file(nil, secondViewController)

    @Test func aFileIsCompiledWithTheLaterFilesItUsesTransitively() throws {
        let (set, _) = extract(Self.app)
        try #require(set.examples.count == 3)
        let (delegate, first, second) = (set.examples[0], set.examples[1], set.examples[2])
        #expect(delegate.laterFiles?.map(\.exampleID) == [first.id, second.id])
        #expect(delegate.laterFiles?.map(\.names) == [["FirstViewController"], ["SecondViewController"]])
        #expect(first.laterFiles?.map(\.exampleID) == [second.id])
        #expect(second.laterFiles == nil)
    }

    /// Compiled together, reported apart: the later files' lines are in the program, not in the sources.
    @Test func laterFilesAreCompiledWithTheExampleAndReportedApart() throws {
        let (set, diagnostics) = extract(Self.app)
        try #require(set.examples.count == 3)
        let (delegate, first) = (set.examples[0], set.examples[1])
        #expect(delegate.program.text.contains("class FirstViewController"))
        #expect(delegate.program.text.contains("class SecondViewController"))
        #expect(delegate.sources[0].blocks.count == 1)
        let firstLine = try #require(first.sources[0].blocks.first?.firstCodeLine)
        #expect(delegate.isInLaterFile(SourceLocation(file: "Docs/t.md", line: firstLine + 2, column: 1)))
        #expect(!delegate.isInLaterFile(delegate.sources[0].location))
        // A later file's class is never the screen of the example that uses it; its own example's it is.
        #expect(delegate.hostType == nil)
        #expect(first.hostType == "FirstViewController")
        let notes = diagnostics.filter { $0.id == .laterFilesJoined }
        #expect(notes.map(\.location?.line) == [delegate.sources[0].location.line, first.sources[0].location.line])
        #expect(delegate.assembly.contains("the app's later file declaring FirstViewController"))
    }

    @Test func tabbedVersionsPairBySwiftVersionLabel() throws {
        let modern = Self.firstViewController.replacingOccurrences(
            of: "SecondViewController()", with: "UIViewController()")
        let old = modern.replacingOccurrences(of: "@objc func next()", with: "func next(sender: UIButton)")
        // Tabs of different code (identical tabs would be one example with several sources).
        func delegate(_ version: Int) -> String {
            Self.appDelegate(creating: "FirstViewController").replacingOccurrences(
                of: "var window: UIWindow?", with: "var window: UIWindow?\n    let swift = \(version)")
        }
        let text =
            "# App\n\n### AppDelegate.swift\n"
            + Self.file("Swift 5.x/4.x", delegate(4)) + "\n" + Self.file("Swift 2.3", delegate(2)) + "\n"
            + Self.file("Swift 3.x", delegate(3))
            + "\n### FirstViewController.swift\n"
            + Self.file("Swift 2.3", old) + "\n" + Self.file("Swift 4.x", modern)
        let (set, _) = extract(text)
        try #require(set.examples.count == 5)
        let byLine = Dictionary(uniqueKeysWithValues: set.examples.map { ($0.sources[0].location.line, $0) })
        let lines = byLine.keys.sorted()
        let (old23, modern4) = (byLine[lines[3]]!, byLine[lines[4]]!)
        #expect(old23.program.text.contains("sender: UIButton"))
        // `Swift 5.x/4.x` names 4, as `Swift 4.x` does; `Swift 2.3` is the same label, though a later tab.
        #expect(byLine[lines[0]]?.laterFiles?.map(\.exampleID) == [modern4.id])
        #expect(byLine[lines[1]]?.laterFiles?.map(\.exampleID) == [old23.id])
        // No later tab is for Swift 3: the need stays (the compiler reports it).
        #expect(byLine[lines[2]]?.laterFiles == nil)
    }

    @Test func aTypeNoLaterBlockDeclaresIsNoLaterFile() throws {
        let text =
            "# App\n\n## Earlier\n" + Self.file(nil, Self.secondViewController)
            + "\n## Delegate\n" + Self.file(nil, Self.appDelegate(creating: "DetailViewController"))
            + "\n## Later\n" + Self.file(nil, "class OtherViewController: UIViewController {}")
        let (set, diagnostics) = extract(text)
        #expect(set.examples.count == 3)
        #expect(set.examples.allSatisfy { $0.laterFiles == nil })
        #expect(!diagnostics.contains { $0.id == .laterFilesJoined })
    }

    /// An earlier block's type that the program does not continue is one of the app's files too (a model in
    /// one section, the controller that uses it in another): compiled with it, its errors its own example's.
    @Test func anEarlierBlocksTypeIsAFileOfTheAppToo() throws {
        let backward =
            "# App\n\n## A\n" + Self.file(nil, Self.secondViewController) + "\n## B\n"
            + Self.file(nil, Self.appDelegate(creating: "SecondViewController"))
        let (set, diagnostics) = extract(backward)
        #expect(set.examples.count == 2)
        let delegate = try #require(set.examples.first { $0.sources[0].blocks[0].firstCodeLine > 10 })
        let files = try #require(delegate.laterFiles)
        #expect(files.map(\.names) == [["SecondViewController"]])
        #expect(files.first?.exampleID == set.examples.first { $0.id != delegate.id }?.id)
        #expect(diagnostics.contains { $0.id == .laterFilesJoined })
    }

    /// A typo of the later file's type is compiled beside the type it misspells, so that it fails with a "did
    /// you mean" (a name no block declares stays a need).
    @Test func aNearMissOfALaterTypeIsCompiledBesideIt() throws {
        let text =
            "# App\n\n## Delegate\n" + Self.file(nil, Self.appDelegate(creating: "FirstViewControler"))
            + "\n## First\n"
            + Self.file(
                nil,
                Self.firstViewController.replacingOccurrences(of: "SecondViewController()", with: "UIViewController()"))
        let (set, _) = extract(text)
        try #require(set.examples.count == 2)
        #expect(set.examples[0].laterFiles?.map(\.names) == [["FirstViewControler"]])
        #expect(set.examples[0].program.text.contains("class FirstViewController"))
    }

    /// A later file marked compile_fail must not compile, and one importing a module Linux lacks cannot be
    /// built: neither is joined.
    @Test func aLaterFileThatIsNotBuiltAlikeIsNotJoined() throws {
        for later in [
            fence("swift compile_fail", "import UIKit\n\n" + Self.secondViewController),
            fence("swift", "import UIKit\nimport MapKit\n\n" + Self.secondViewController),
        ] {
            let text =
                "# App\n\n## Delegate\n" + Self.file(nil, Self.appDelegate(creating: "SecondViewController"))
                + "\n## Second\n" + later
            #expect(extract(text).set.examples.first?.laterFiles == nil, "\(later)")
        }
    }

    @Test func aLaterFileThatDeclaresTheProgramsOwnTypeIsNotJoined() throws {
        // The later block declares FirstViewController but AppDelegate too: two AppDelegates in one program.
        let text =
            "# App\n\n## Delegate\n" + Self.file(nil, Self.appDelegate(creating: "FirstViewController"))
            + "\n## Both\n"
            + Self.file(nil, "class AppDelegate: UIResponder {}\nclass FirstViewController: UIViewController {}")
        let (set, _) = extract(text)
        #expect(set.examples.first?.laterFiles == nil)
    }
}
