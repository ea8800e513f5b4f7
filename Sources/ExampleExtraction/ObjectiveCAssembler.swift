/// Assembles the Objective-C blocks of one example into one translation unit, the way `ProgramAssembler`
/// does for Swift.
///
/// - Imports, C declarations, `@interface`, `@protocol` and `@implementation` blocks are kept as written,
///   in order: the `@interface` and `@implementation` of one class in one section form one program.
/// - Methods, `@property` and `@synthesize` lines shown without their class join the most recent class
///   the program declares with `@interface` (its `@implementation`, or one docgen adds; properties in a
///   class extension), else a hidden host, `DocgenHostViewController`: a `UITableViewController` subclass
///   when the code uses table members, else a `UIViewController` subclass, adopting the delegate
///   protocols whose methods it implements or that it sets itself as (`searchBar.delegate = self`).
/// - Statements shown alone become the body of a hidden method of that class.
/// - `#import <UIKit/UIKit.h>` is added when no block imports UIKit.
struct ObjectiveCAssembler {
    static let synthesizedHostName = ProgramAssembler.synthesizedHostName
    /// The hidden method that holds statements shown alone.
    static let statementsMethod = "docgenExampleStatements"
    /// The class that app delegate methods shown alone join (the name Xcode's app templates use).
    static let appDelegateName = "AppDelegate"

    private let blocks: [ExampleBlock]
    private let structures: [ObjectiveCBlockStructure]
    private(set) var steps: [AssemblyStep] = []
    private(set) var notes: [String] = []
    private(set) var lines: [ProgramLine] = []
    /// The classes whose `@interface` a block shows in part (its `@end` left out, which docgen adds): the doc
    /// does not show all their members.
    private(set) var partlyShownClasses: [String] = []

    init(blocks: [ExampleBlock]) {
        self.blocks = blocks
        structures = blocks.map { ObjectiveCBlockStructure(lines: $0.lines) }
        assemble()
    }

    private typealias Chunk = ProgramLineBuilder.Chunk

    /// The loose pieces that need a class, with the block each comes from.
    private struct Loose {
        var declarations: [Chunk] = []
        var definitions: [Chunk] = []
        var statements: [Chunk] = []
        var selectors: [String] = []
        var isEmpty: Bool { declarations.isEmpty && definitions.isEmpty && statements.isEmpty }
    }

    private mutating func assemble() {
        let target = structures.flatMap(\.items).reduce(String?.none) { latest, item in
            if case .interface(let name, false) = item.kind, !name.isEmpty { return name }
            return latest
        }
        // Declarations first (imports, C declarations, interfaces, protocols), then implementations: the
        // blocks may come from several files of a sample (one class's implementation using another's interface).
        var heads: [Chunk] = []
        var bodies: [Chunk] = []
        /// Where the target class's `@end` line starts, in `bodies`.
        var targetImplementationEnd: Int?
        var loose = Loose()
        var appDelegate = Loose()
        let declaresAppDelegate = structures.flatMap(\.items).contains {
            if case .interface(Self.appDelegateName, _) = $0.kind { return true } else { return false }
        }
        var actions: [[String]] = Array(repeating: [], count: blocks.count)
        for (blockIndex, structure) in structures.enumerated() {
            for item in structure.items {
                let chunk = Chunk.source(block: blockIndex, range: byteRange(of: item.lines, in: blockIndex))
                switch item.kind {
                case .directive, .declaration:
                    heads.append(chunk)
                case .interface(let name, let isCategory):
                    heads.append(chunk)
                    actions[blockIndex].append("declares @interface \(name)\(isCategory ? " (a category)" : "")")
                    heads += closing(item, action: &actions[blockIndex])
                    if item.isUnterminated, !name.isEmpty, !partlyShownClasses.contains(name) {
                        partlyShownClasses.append(name)
                    }
                case .protocolDecl(let name):
                    heads.append(chunk)
                    actions[blockIndex].append("declares @protocol \(name)")
                    heads += closing(item, action: &actions[blockIndex])
                case .implementation(let name):
                    if name == target, !item.isUnterminated, item.lines.count > 1 {
                        let endLine = item.lines.upperBound
                        bodies.append(
                            .source(
                                block: blockIndex,
                                range: byteRange(of: item.lines.lowerBound...(endLine - 1), in: blockIndex)))
                        targetImplementationEnd = bodies.count
                        bodies.append(
                            .source(block: blockIndex, range: byteRange(of: endLine...endLine, in: blockIndex)))
                    } else {
                        bodies.append(chunk)
                    }
                    actions[blockIndex].append("implements \(name)")
                case .property:
                    loose.declarations.append(chunk)
                case .method(let selector, let isDefinition)
                where selector.hasPrefix("application") && !declaresAppDelegate:
                    // `application:didFinishLaunchingWithOptions:` and the like: an app delegate's.
                    if isDefinition {
                        appDelegate.definitions.append(chunk)
                    } else {
                        appDelegate.declarations.append(chunk)
                    }
                case .method(let selector, let isDefinition):
                    if isDefinition {
                        loose.definitions.append(chunk)
                        loose.selectors.append(selector)
                    } else {
                        loose.declarations.append(chunk)
                    }
                case .implementationDirective:
                    loose.definitions.append(chunk)
                case .statement:
                    loose.statements.append(chunk)
                }
            }
        }
        var builder = ProgramLineBuilder(blocks: blocks)
        if !structures.contains(where: { $0.importedHeaders.contains("UIKit/UIKit.h") }) {
            builder.append(.hiddenSynthesized("#import <UIKit/UIKit.h>"))
            notes.append("#import <UIKit/UIKit.h> added")
        }
        var className = target
        if !loose.isEmpty {
            let host = target ?? Self.synthesizedHostName
            className = host
            let statementsMethod: [Chunk] =
                loose.statements.isEmpty
                ? []
                : [.hiddenSynthesized("- (void)\(Self.statementsMethod) {")] + loose.statements + [
                    .hiddenSynthesized("}")
                ]
            if let target {
                if !loose.declarations.isEmpty {
                    heads +=
                        [.hiddenSynthesized("@interface \(target) ()")] + loose.declarations
                        + [.hiddenSynthesized("@end")]
                }
                if let end = targetImplementationEnd {
                    bodies.insert(contentsOf: loose.definitions + statementsMethod, at: end)
                } else {
                    bodies +=
                        [.hiddenSynthesized("@implementation \(target)")] + loose.definitions + statementsMethod
                        + [.hiddenSynthesized("@end")]
                }
            } else {
                let superclass = usesTable ? "UITableViewController" : "UIViewController"
                let protocols = hostProtocols(selectors: loose.selectors, superclass: superclass)
                let adopted = protocols.isEmpty ? "" : " <\(protocols.joined(separator: ", "))>"
                let stubs = Self.requiredMethodStubs(of: protocols, implemented: Set(loose.selectors))
                heads +=
                    [.hiddenSynthesized("@interface \(host) : \(superclass)\(adopted)")] + loose.declarations
                    + [.hiddenSynthesized("@end")]
                bodies +=
                    [.hiddenSynthesized("@implementation \(host)")] + loose.definitions + statementsMethod
                    + stubs.map { .hiddenSynthesized($0.text) } + [.hiddenSynthesized("@end")]
                let adopting = protocols.isEmpty ? "" : " adopting \(protocols.joined(separator: ", "))"
                let stubbed =
                    stubs.isEmpty
                    ? "" : ", with empty \(stubs.map(\.selector).joined(separator: ", ")) (required, not shown)"
                notes.append("hidden host \(host): a \(superclass) subclass\(adopting)\(stubbed)")
            }
        }
        if !appDelegate.isEmpty {
            heads +=
                [
                    .hiddenSynthesized("@interface \(Self.appDelegateName) : UIResponder <UIApplicationDelegate>"),
                    .hiddenSynthesized("@property (strong, nonatomic) UIWindow *window;"),
                ] + appDelegate.declarations + [.hiddenSynthesized("@end")]
            bodies +=
                [.hiddenSynthesized("@implementation \(Self.appDelegateName)")] + appDelegate.definitions
                + [.hiddenSynthesized("@end")]
            notes.append("hidden \(Self.appDelegateName): a UIResponder adopting UIApplicationDelegate, with a window")
        }
        builder.append(heads + bodies)
        lines = builder.finish()
        for (index, block) in blocks.enumerated() {
            var action = actions[index]
            let looseHere = structures[index].items.contains {
                switch $0.kind {
                case .method, .property, .implementationDirective: return true
                default: return false
                }
            }
            let appDelegateHere =
                !declaresAppDelegate
                && structures[index].items.contains {
                    if case .method(let selector, _) = $0.kind { return selector.hasPrefix("application") }
                    return false
                }
            if appDelegateHere { action.append("app delegate methods added to \(Self.appDelegateName)") }
            if looseHere, let className, !appDelegateHere || loose.definitions.count + loose.declarations.count > 0 {
                action.append("members added to \(className)")
            }
            if structures[index].items.contains(where: { $0.kind == .statement }), let className {
                action.append("statements in \(className).\(Self.statementsMethod)")
            }
            if action.isEmpty { action = ["Objective-C code, kept as written"] }
            steps.append(
                AssemblyStep(
                    firstLine: block.code.firstCodeLine, lastLine: block.lastCodeLine,
                    action: action.joined(separator: ", ")))
        }
    }

    /// The `@end` a block leaves out when it shows a declaration in part (`@interface A : B <P> { … }` and no
    /// more): the rest of the declaration is not shown, so docgen ends it. An `@implementation` without its
    /// `@end` stays the doc's error: its code is what the doc shows whole.
    private func closing(_ item: ObjectiveCBlockStructure.Item, action: inout [String]) -> [Chunk] {
        guard item.isUnterminated else { return [] }
        action.append("@end added (the block does not show it)")
        return [.hiddenSynthesized("@end")]
    }

    /// The bytes of lines `range` of block `index`, their line breaks included.
    private func byteRange(of range: ClosedRange<Int>, in index: Int) -> Range<Int> {
        let block = blocks[index]
        let start = block.lineStarts[range.lowerBound]
        let end = block.lineStarts[range.upperBound] + block.lines[range.upperBound].utf8.count + 1
        return start..<min(end, block.code.code.utf8.count)
    }

    /// The code without comments and literals, all blocks together, spaces removed (`a.delegate=self`).
    private var compactCode: String {
        structures.flatMap(\.maskedLines).joined(separator: "\n").filter { $0 != " " && $0 != "\t" }
    }

    /// Whether the code uses a table view controller's members (`self.tableView`, `tableView:` methods).
    private var usesTable: Bool { compactCode.contains("tableView") }

    /// The protocols the hidden host adopts: those whose methods it implements, and those it sets itself as
    /// the delegate of, in a fixed order.
    private func hostProtocols(selectors: [String], superclass: String) -> [String] {
        let code = compactCode
        var adopted: Set<String> = []
        for selector in selectors {
            if let name = Self.protocolRequiring(selector) { adopted.insert(name) }
        }
        let assignments: [(String, String)] = [
            ("searchBar.delegate=self", "UISearchBarDelegate"),
            ("searchResultsUpdater=self", "UISearchResultsUpdating"),
            ("searchController.delegate=self", "UISearchControllerDelegate"),
            ("Controller.delegate=self", "UISearchControllerDelegate"),
            ("textField.delegate=self", "UITextFieldDelegate"),
            ("Field.delegate=self", "UITextFieldDelegate"),
            (".dataSource=self", "UITableViewDataSource"),
            ("tableView.delegate=self", "UITableViewDelegate"),
        ]
        for (pattern, name) in assignments where code.contains(pattern) { adopted.insert(name) }
        if superclass == "UITableViewController" {
            adopted.subtract(["UITableViewDataSource", "UITableViewDelegate", "UIScrollViewDelegate"])
        }
        return Self.protocolOrder.filter(adopted.contains)
    }

    private static let protocolOrder = [
        "UITableViewDataSource", "UITableViewDelegate", "UIScrollViewDelegate", "UISearchResultsUpdating",
        "UISearchBarDelegate", "UISearchControllerDelegate", "UITextFieldDelegate", "UIGestureRecognizerDelegate",
        "UINavigationControllerDelegate",
    ]

    /// Empty implementations of the required methods of `protocols` that the host does not implement: the
    /// host adopts a protocol because the fragment sets it as a delegate, and the method is in another part
    /// of the sample.
    static func requiredMethodStubs(of protocols: [String], implemented: Set<String>) -> [(
        selector: String, text: String
    )] {
        let required: [String: [(String, String)]] = [
            "UISearchResultsUpdating": [
                (
                    "updateSearchResultsForSearchController:",
                    "- (void)updateSearchResultsForSearchController:(UISearchController *)searchController {}"
                )
            ],
            "UITableViewDataSource": [
                (
                    "tableView:numberOfRowsInSection:",
                    "- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 0; }"
                ),
                (
                    "tableView:cellForRowAtIndexPath:",
                    "- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath { return [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil]; }"
                ),
            ],
        ]
        return protocols.flatMap { required[$0] ?? [] }.filter { !implemented.contains($0.0) }.map {
            (selector: $0.0, text: $0.1)
        }
    }

    /// The protocol of the headless UIKit that declares a method with this selector, if one does.
    static func protocolRequiring(_ selector: String) -> String? {
        switch selector {
        case "updateSearchResultsForSearchController:": return "UISearchResultsUpdating"
        case "willPresentSearchController:", "didPresentSearchController:", "willDismissSearchController:",
            "didDismissSearchController:", "presentSearchController:":
            return "UISearchControllerDelegate"
        case "tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:", "numberOfSectionsInTableView:",
            "tableView:titleForHeaderInSection:", "tableView:titleForFooterInSection:",
            "sectionIndexTitlesForTableView:",
            "tableView:canEditRowAtIndexPath:", "tableView:commitEditingStyle:forRowAtIndexPath:":
            return "UITableViewDataSource"
        default:
            if selector.hasPrefix("searchBar") && selector.hasSuffix(":") { return "UISearchBarDelegate" }
            if selector.hasPrefix("tableView:") { return "UITableViewDelegate" }
            if selector.hasPrefix("textField") && selector.hasSuffix(":") { return "UITextFieldDelegate" }
            if selector.hasPrefix("gestureRecognizer") { return "UIGestureRecognizerDelegate" }
            if selector.hasPrefix("navigationController:") { return "UINavigationControllerDelegate" }
            if selector.hasPrefix("scrollView") { return "UIScrollViewDelegate" }
            return nil
        }
    }

    /// The blocks that are Objective-C++ (C++ syntax clang's Objective-C mode rejects), by index.
    static func cPlusPlusBlocks(_ blocks: [ExampleBlock]) -> [Int] {
        blocks.indices.filter { index in
            ObjectiveCBlockStructure.mask(blocks[index].lines).contains { line in
                Self.cPlusPlusMarkers.contains { line.contains($0) }
            }
        }
    }

    private static let cPlusPlusMarkers = [
        "std::", "namespace ", "template <", "template<", "#include <vector>", "#include <string>",
        "#include <memory>", "#include <map>", "#include <iostream>", "nullptr", "static_cast<", "reinterpret_cast<",
        "dynamic_cast<", "const_cast<", "auto&", "auto *", "::iterator",
    ]
}
