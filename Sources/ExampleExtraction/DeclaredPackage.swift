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
            let identity = url.standardizedFileURL.lastPathComponent
            // The generated package depends on docgen itself (the headless UIKit) as `docgen`: SwiftPM
            // refuses a second package of that identity, and the whole package would not build.
            if identity.lowercased() == docgenIdentity
                || dependencyIdentities(inManifest: manifest).contains(docgenIdentity)
            {
                diagnostics.append(
                    .error(
                        .declaredPackageConflicts, at: entry.location,
                        "declared package '\(declared)' is or depends on a package named docgen, which the examples already depend on (the headless UIKit); declare a package that does not"
                    ))
                continue
            }
            packages.append(
                DeclaredPackage(
                    identity: identity, declaredPath: declared, path: path,
                    libraries: libraryNames(inManifest: manifest), location: entry.location))
        }
        return (packages, diagnostics)
    }

    /// The identity under which the generated package depends on docgen.
    static let docgenIdentity = "docgen"

    /// The identities of the packages a manifest depends on: the last component of each `.package(path:`
    /// or `.package(url:` string, without `.git`, lowercased — read, never run.
    static func dependencyIdentities(inManifest text: String) -> Set<String> {
        var identities: Set<String> = []
        var rest = Substring(text)
        while let call = rest.range(of: ".package(") {
            rest = rest[call.upperBound...]
            let head = rest.prefix(400)
            for label in ["path:", "url:", "name:"] {
                guard let found = head.range(of: label) else { continue }
                let value = head[found.upperBound...].drop(while: \.isWhitespace)
                guard value.first == "\"", let end = value.dropFirst().firstIndex(of: "\"") else { continue }
                var name = String(value[value.index(after: value.startIndex)..<end])
                while name.hasSuffix("/") { name.removeLast() }
                name = name.split(separator: "/").last.map(String.init) ?? name
                if name.hasSuffix(".git") { name.removeLast(4) }
                if !name.isEmpty { identities.insert(name.lowercased()) }
            }
        }
        return identities
    }

    /// The errors of packages that cannot be built together with those declared before them (documents in
    /// order): SwiftPM refuses two packages of one identity (the last path component, case aside), and two
    /// library products of one name. Each error is at the later declaration, whose document is left out.
    public static func conflicts(in declared: [(document: String, packages: [DeclaredPackage])]) -> [Diagnostic] {
        var pathByIdentity: [String: DeclaredPackage] = [:]
        var packageByLibrary: [String: DeclaredPackage] = [:]
        var diagnostics: [Diagnostic] = []
        for (_, packages) in declared {
            for package in packages {
                if let first = pathByIdentity[package.identity.lowercased()], first.path != package.path {
                    diagnostics.append(
                        .error(
                            .declaredPackageConflicts, at: package.location,
                            "declared package '\(package.declaredPath)' has the identity '\(package.identity)' of another declared package (\(first.declaredPath) at \(first.location)); SwiftPM cannot build both — rename one package's directory"
                        ))
                    continue
                }
                if let library = package.libraries.first(where: {
                    packageByLibrary[$0] != nil && packageByLibrary[$0]!.path != package.path
                }), let first = packageByLibrary[library] {
                    diagnostics.append(
                        .error(
                            .declaredPackageConflicts, at: package.location,
                            "declared package '\(package.declaredPath)' has a product '\(library)' that another declared package has too (\(first.declaredPath) at \(first.location)); SwiftPM cannot build both — declare one of them"
                        ))
                    continue
                }
                pathByIdentity[package.identity.lowercased()] = package
                for library in package.libraries where packageByLibrary[library] == nil {
                    packageByLibrary[library] = package
                }
            }
        }
        return diagnostics
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
