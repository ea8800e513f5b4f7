import AppleUIKitAPI
import DocgenCore
import ExampleExtraction

/// The reading of an Objective-C example that imports the app's own header of a class it implements
/// (`#import "ViewController.h"` above `@implementation ViewController`, as Xcode's templates write a `.m`
/// file), which the doc does not show: the header is read as declaring that class, as a subclass of the
/// UIKit class its name ends with (`@interface ViewController : UIViewController @end`), or of `NSObject`.
/// A header that declares no class the example implements stays a header the doc does not show; one whose
/// `@interface` the example shows (a block before it) is that block.
enum AppHeaderReading {
    /// `example` with the import of `header` emptied and the class declared after it (a hidden line), and
    /// that declaration; nil when the example implements no class of the header's name.
    static func reading(_ example: Example, missing header: String, symbols: AppleUIKitSymbols) -> (
        Example, String
    )? {
        guard !header.contains("/"), header.hasSuffix(".h") else { return nil }
        let name = String(header.dropLast(2))
        let lines = example.program.lines
        guard
            lines.contains(where: { line in
                line.origin != nil
                    && line.text.firstMatch(of: #/^\s*@implementation\s+(?<name>\w+)/#)?.name == name[...]
            }),
            let index = lines.firstIndex(where: { line in
                let text = line.text.trimmingCharacters(in: .whitespaces)
                return line.origin != nil && (text.hasPrefix("#import") || text.hasPrefix("#include"))
                    && text.contains("\"\(header)\"")
            })
        else { return nil }
        var read = example
        read.program.lines[index].text = ""
        // The header is a block the doc shows (its `@interface MyCell : UITableViewCell` joined before): the
        // import names it, and the class is declared once.
        if let shown = lines.first(where: { line in
            line.origin != nil && line.text.firstMatch(of: #/^\s*@interface\s+(?<name>\w+)\s*[:<{]/#)?.name == name[...]
        }) {
            return (read, "the doc's \(shown.text.trimmingCharacters(in: .whitespaces))")
        }
        let superclass = HiddenPartSuggester.applesClass(namedBy: name, in: symbols.surface) ?? "NSObject"
        let declaration = "@interface \(name) : \(superclass) @end"
        read.program.lines.insert(ProgramLine(text: declaration, origin: nil, isHidden: true), at: index + 1)
        return (read, declaration)
    }
}
