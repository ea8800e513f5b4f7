import DocgenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// The public type names of the Swift standard library, read from the active toolchain's own interface
/// (`lib/swift/linux/Swift.swiftmodule/<target>.swiftinterface`, parsed by SwiftParser): the facts that say
/// `Stirng` is a typo of `String`, not a type a fragment needs. Read once a process, only when asked.
enum StandardLibraryNames {
    /// The names, or none when the toolchain beside `swift` has no interface of the standard library.
    static func typeNames(besideSwift swift: String) -> [String] {
        memo.value(for: swift) {
            guard let interface = interfaceFile(besideSwift: swift),
                let text = try? String(contentsOfFile: interface, encoding: .utf8)
            else { return [] }
            return typeNames(inInterface: text)
        }
    }

    private static let memo = ProcessMemo<String, [String]>()

    /// The top-level public types (structs, enums, classes, protocols, type aliases) an interface declares,
    /// in order, without the underscored ones (the library's own internals).
    static func typeNames(inInterface text: String) -> [String] {
        var names: [String] = []
        for statement in Parser.parse(source: text).statements {
            let name: String?
            switch statement.item.as(DeclSyntax.self).map(Syntax.init) {
            case let decl? where decl.is(StructDeclSyntax.self): name = decl.as(StructDeclSyntax.self)?.name.text
            case let decl? where decl.is(EnumDeclSyntax.self): name = decl.as(EnumDeclSyntax.self)?.name.text
            case let decl? where decl.is(ClassDeclSyntax.self): name = decl.as(ClassDeclSyntax.self)?.name.text
            case let decl? where decl.is(ProtocolDeclSyntax.self): name = decl.as(ProtocolDeclSyntax.self)?.name.text
            case let decl? where decl.is(TypeAliasDeclSyntax.self):
                name = decl.as(TypeAliasDeclSyntax.self)?.name.text
            default: name = nil
            }
            if let name, !name.hasPrefix("_"), !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The standard library's interface beside the toolchain of `swift` (`usr/bin/swift` →
    /// `usr/lib/swift/linux/Swift.swiftmodule`).
    static func interfaceFile(besideSwift swift: String) -> String? {
        for directory in ToolchainTools.directories(ofSwift: swift) {
            let module = URL(fileURLWithPath: directory).deletingLastPathComponent()
                .appendingPathComponent("lib/swift/linux/Swift.swiftmodule")
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: module.path) else { continue }
            if let interface = files.sorted().first(where: {
                $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
            }) {
                return module.appendingPathComponent(interface).path
            }
        }
        return nil
    }
}
