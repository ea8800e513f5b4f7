import AppleUIKitAPI
import DocgenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// The public names of the Swift standard library and of its concurrency library (imported with it), read
/// from the active toolchain's own interfaces (`lib/swift/linux/Swift.swiftmodule/<target>.swiftinterface`,
/// `_Concurrency.swiftmodule`, parsed by SwiftParser): the facts that say `Stirng` is a typo of `String` and
/// `prnit` of `print`, not a type or function a fragment needs. Read once a process, only when asked.
enum StandardLibraryNames {
    /// The top-level public types (structs, enums, classes, actors, protocols, type aliases) and functions.
    struct Names: Hashable, Sendable {
        var types: [String] = []
        var functions: [String] = []
    }

    /// The names, or none when the toolchain beside `swift` has no interface of the standard library.
    static func names(besideSwift swift: String) -> Names {
        memo.value(for: swift) {
            var names = Names()
            for text in interfaces(besideSwift: swift) {
                let found = Self.names(inInterface: text)
                names.types += found.types.filter { !names.types.contains($0) }
                names.functions += found.functions.filter { !names.functions.contains($0) }
            }
            return names
        }
    }

    /// The names when a word of the interfaces is a near miss of `name`, else none: a first look at their
    /// words (split by Foundation) is far cheaper than parsing them, which takes seconds in a debug build.
    static func names(near name: String, besideSwift swift: String) -> Names {
        let words = wordMemo.value(for: swift) {
            let separators = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_")).inverted
            return Set(interfaces(besideSwift: swift).flatMap { $0.components(separatedBy: separators) })
        }
        return words.contains { NearMiss.isNearMiss(name, of: $0) } ? names(besideSwift: swift) : Names()
    }

    private static let wordMemo = ProcessMemo<String, Set<String>>()

    /// The texts of the interfaces of `modules` beside the toolchain of `swift`.
    private static func interfaces(besideSwift swift: String) -> [String] {
        modules.compactMap { module in
            interfaceFile(of: module, besideSwift: swift).flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        }
    }

    /// The modules every Swift file imports without saying so.
    static let modules = ["Swift", "_Concurrency"]

    private static let memo = ProcessMemo<String, Names>()

    /// The top-level public types and functions an interface declares (in its `#if` clauses too), in order,
    /// without the underscored ones (the library's own internals).
    static func names(inInterface text: String) -> Names {
        var names = Names()
        func add(_ items: CodeBlockItemListSyntax) {
            for item in items {
                guard let decl = item.item.as(DeclSyntax.self) else { continue }
                if let conditional = decl.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .statements(let statements)? = clause.elements { add(statements) }
                    }
                    continue
                }
                let type: String?
                switch Syntax(decl).as(SyntaxEnum.self) {
                case .structDecl(let node): type = node.name.text
                case .enumDecl(let node): type = node.name.text
                case .classDecl(let node): type = node.name.text
                case .actorDecl(let node): type = node.name.text
                case .protocolDecl(let node): type = node.name.text
                case .typeAliasDecl(let node): type = node.name.text
                case .functionDecl(let node):
                    let name = node.name.text
                    if case .identifier = node.name.tokenKind, !name.hasPrefix("_"), !names.functions.contains(name) {
                        names.functions.append(name)
                    }
                    type = nil
                default: type = nil
                }
                if let type, !type.hasPrefix("_"), !names.types.contains(type) { names.types.append(type) }
            }
        }
        add(Parser.parse(source: text).statements)
        return names
    }

    /// The interface of `module` beside the toolchain of `swift` (`usr/bin/swift` →
    /// `usr/lib/swift/linux/<module>.swiftmodule`).
    static func interfaceFile(of module: String = "Swift", besideSwift swift: String) -> String? {
        for directory in ToolchainTools.directories(ofSwift: swift) {
            let folder = URL(fileURLWithPath: directory).deletingLastPathComponent()
                .appendingPathComponent("lib/swift/linux/\(module).swiftmodule")
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            if let interface = files.sorted().first(where: {
                $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
            }) {
                return folder.appendingPathComponent(interface).path
            }
        }
        return nil
    }
}
