import Testing

@testable import DocumentImport

/// Issue 26, §4: a code region ends where the code ends, not at the first line that does not look like code.
@Suite struct CodeRegionFinderTests {
    @Test func blankLinesCommentsAndWrappedLinesInsideBracesKeepOneBlock() {
        let text = """
            Add this to the view controller:

            class SearchViewController: UIViewController {
                /*
                 Called every time the text changes: it filters the list again
                 */
                func update(_ text: String) {
                    // The filter runs on each keystroke, so for a long list you may want to move
                    work off the main thread.

                    filtered = items.filter { $0.contains(text) }
                    let frame = CGRect(x: 0, y: 0,
                        width: view.bounds.width - 20, height: 44)
                }
            }

            That is all there is to it.
            """
        let imported = Imported(text)
        #expect(imported.code.count == 1, "\(imported.code)")
        #expect(imported.code.first?.contains("work off the main thread.") == true)
        #expect(imported.code.first?.hasSuffix("}") == true)
    }

    @Test func twoFilesOneAfterTheOtherAreTwoBlocks() {
        let file = """
            //
            //  ViewController.swift
            //  Search 1.0
            //

            import UIKit

            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            """
        let imported = Imported("Two versions:\n\n" + file + "\n\n" + file.replacingOccurrences(of: "1.0", with: "2.0"))
        #expect(imported.code.count == 2, "\(imported.code)")
        #expect(imported.code.allSatisfy { $0.hasPrefix("//\n//  ViewController.swift") }, "\(imported.code)")
    }
}
