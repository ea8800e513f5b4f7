import Foundation
import SwiftParser
import SwiftSyntax

/// The docgen package: the headless UIKit the generated package builds against, and docgen's own
/// templates. Found wherever docgen runs, so docgen works from any project directory.
public enum DocgenPackage {
    /// The library product that makes a package the docgen package.
    public static let headlessUIKitProduct = "HeadlessUIKit"

    /// Whether `directory` is the docgen package: its `Package.swift` declares, in the products of its
    /// `Package(…)`, a `.library(name: "HeadlessUIKit", …)`. The manifest is parsed, not searched: the
    /// name in a comment, a string elsewhere or another product kind does not count.
    public static func isDocgenPackage(_ directory: URL) -> Bool {
        let manifest = directory.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
        return declaresHeadlessUIKit(manifest: text)
    }

    /// Whether the manifest text declares the `HeadlessUIKit` library product (see `isDocgenPackage`).
    public static func declaresHeadlessUIKit(manifest text: String) -> Bool {
        let finder = ProductFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.libraries.contains(headlessUIKitProduct)
    }

    /// Where the docgen package is: `environment["DOCGEN_PACKAGE"]` if it is the docgen package (the
    /// SwiftPM plugin sets it), else the current directory (as `.`) if it is, else the package the
    /// running executable was built in (within six directories above it, its symbolic links resolved),
    /// else nil.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        executable: URL = URL(fileURLWithPath: CommandLine.arguments[0])
    ) -> String? {
        if let given = environment["DOCGEN_PACKAGE"], isDocgenPackage(URL(fileURLWithPath: given)) { return given }
        if isDocgenPackage(currentDirectory) { return "." }
        var directory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            if isDocgenPackage(directory) { return directory.path }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// `locate()` with this process's environment, current directory and executable, found once.
    public static let located: String? = locate()

    /// The templates used when none are given: the project's own `Templates/` if it has one, else the
    /// docgen package's (`package`), else `Templates`.
    public static func defaultTemplateRoot(projectHasTemplates: Bool, package: String?) -> String {
        projectHasTemplates ? "Templates" : package.map { $0 + "/Templates" } ?? "Templates"
    }

    /// The path from directory `from` to directory `to`, both relative to the current directory or
    /// absolute: how a generated package names the docgen package it depends on.
    public static func relativePath(from: String, to: String) -> String {
        let base = URL(fileURLWithPath: from).standardizedFileURL.pathComponents
        let target = URL(fileURLWithPath: to).standardizedFileURL.pathComponents
        var common = 0
        while common < min(base.count, target.count), base[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let path = (ups + target[common...]).joined(separator: "/")
        return path.isEmpty ? "." : path
    }

    /// The names of the `.library(name:…)` products in the `products:` argument of `Package(…)` calls.
    private final class ProductFinder: SyntaxVisitor {
        var libraries: Set<String> = []

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package",
                let products = call.arguments.first(where: { $0.label?.text == "products" })?.expression.as(
                    ArrayExprSyntax.self)
            else { return .visitChildren }
            for element in products.elements {
                guard let product = element.expression.as(FunctionCallExprSyntax.self),
                    product.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "library",
                    let name = product.arguments.first(where: { $0.label?.text == "name" }),
                    let literal = name.expression.as(StringLiteralExprSyntax.self),
                    let value = Self.plainText(of: literal)
                else { continue }
                libraries.insert(value)
            }
            return .skipChildren
        }

        /// The text of a string literal without interpolation, else nil.
        static func plainText(of literal: StringLiteralExprSyntax) -> String? {
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
                text += plain.content.text
            }
            return text
        }
    }
}
