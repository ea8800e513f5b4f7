import DocParsing
import DocgenCore
import Foundation

/// A local SwiftPM package a document declares for its examples in front matter
/// (`packages: ../LocalPkg, Vendor/Other`, paths relative to the document's directory).
///
/// An example importing a module that is not available here is built, not skipped, when a package declared
/// by its document offers a library product of that name: the generated package depends on the package by
/// path and the example's target on the product.
public struct DeclaredPackage: Hashable, Sendable, Codable {
    /// The package's identity: the last component of its path (`Greeting` of `../packages/Greeting`).
    public var identity: String
    /// The path as the document wrote it.
    public var declaredPath: String
    /// The package directory, absolute and standardized.
    public var path: String
    /// The names of the package's library products.
    public var libraries: [String]
    /// The front matter line that declares it.
    public var location: SourceLocation

    public init(identity: String, declaredPath: String, path: String, libraries: [String], location: SourceLocation) {
        self.identity = identity
        self.declaredPath = declaredPath
        self.path = path
        self.libraries = libraries
        self.location = location
    }

    /// The front matter key.
    public static let frontMatterKey = "packages"

    /// The paths of a `packages:` value: comma-separated, blanks trimmed, empty items dropped.
    public static func paths(inFrontMatterValue value: String) -> [String] {
        value.split(separator: ",").map { item in
            String(item.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }.filter { !$0.isEmpty }
    }

    /// The names of the library products a manifest declares: each `.library(name: "X"` — read, never run.
    public static func libraryNames(inManifest text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let call = rest.range(of: ".library(") {
            rest = rest[call.upperBound...]
            let head = rest.drop(while: \.isWhitespace)
            guard head.hasPrefix("name:") else { continue }
            let value = head.dropFirst("name:".count).drop(while: \.isWhitespace)
            guard value.first == "\"", let end = value.dropFirst().firstIndex(of: "\"") else { continue }
            let name = String(value[value.index(after: value.startIndex)..<end])
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The packages `document` declares, read from the file system, and the located errors of those that
    /// cannot be used (a missing directory, no `Package.swift`). Paths are relative to the document's
    /// directory, which is relative to the current directory unless absolute.
    public static func declared(by document: Document) -> ([DeclaredPackage], [Diagnostic]) {
        guard let entry = document.frontMatter.first(where: { $0.key == frontMatterKey }) else { return ([], []) }
        let directory = URL(fileURLWithPath: document.path).deletingLastPathComponent()
        var packages: [DeclaredPackage] = []
        var diagnostics: [Diagnostic] = []
        for declared in paths(inFrontMatterValue: entry.value) {
            let url =
                declared.hasPrefix("/")
                ? URL(fileURLWithPath: declared) : directory.appendingPathComponent(declared)
            let path = url.standardizedFileURL.path
            if declared.contains("\"") || declared.contains("\\") {
                diagnostics.append(
                    .error(
                        .declaredPackageBadPath, at: entry.location,
                        "declared package path '\(declared)' has a quote or backslash; move the package to a plain path"
                    ))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                diagnostics.append(
                    .error(
                        .declaredPackageMissing, at: entry.location,
                        "declared package '\(declared)' does not exist (looked for directory \(path)); fix the path in 'packages:'"
                    ))
                continue
            }
            guard let manifest = try? String(contentsOfFile: path + "/Package.swift", encoding: .utf8) else {
                diagnostics.append(
                    .error(
                        .declaredPackageWithoutManifest, at: entry.location,
                        "declared package '\(declared)' has no Package.swift; point 'packages:' at a SwiftPM package directory"
                    ))
                continue
            }
            packages.append(
                DeclaredPackage(
                    identity: url.standardizedFileURL.lastPathComponent, declaredPath: declared, path: path,
                    libraries: libraryNames(inManifest: manifest), location: entry.location))
        }
        return (packages, diagnostics)
    }
}

/// A library product of a declared package that an example imports (its module name is the product's name).
public struct PackageProduct: Hashable, Sendable, Codable {
    public var product: String
    public var package: DeclaredPackage

    public init(product: String, package: DeclaredPackage) {
        self.product = product
        self.package = package
    }
}
