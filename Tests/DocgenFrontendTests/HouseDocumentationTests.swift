import DocgenTestSupport
import Foundation
import Testing

/// What ARCHITECTURE.md says about the tree is the tree: a folder added, moved or removed fails here until
/// the picture says so.
@Suite struct HouseDocumentationTests {
    /// The folders the `Sources/` picture in ARCHITECTURE.md names, with their depth (two spaces a level).
    static func pictured() throws -> [String] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let section = try #require(text.range(of: "## The tree\n"))
        let block = try #require(text[section.upperBound...].range(of: "```text\nSources/\n"))
        let end = try #require(text[block.upperBound...].range(of: "```"))
        var path: [String] = []
        var folders: [String] = []
        for line in text[block.upperBound..<end.lowerBound].split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let word = line.drop { $0 == " " }.prefix { $0 != " " }
            guard word.hasSuffix("/"), indent % 2 == 0 else { continue }  // a continued description
            path = Array(path.prefix(indent / 2 - 1)) + [String(word.dropLast())]
            folders.append(path.joined(separator: "/"))
        }
        return folders.sorted()
    }

    /// The folders of `Sources/` as they are: every module, the runtime's modules and the headless UIKit's
    /// families (deeper folders are a module's own business).
    static func actual() throws -> [String] {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let fileManager = FileManager.default
        var folders: [String] = []
        func isFolder(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: sources.appendingPathComponent(path).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        func children(_ path: String) throws -> [String] {
            try fileManager.contentsOfDirectory(atPath: sources.appendingPathComponent(path).path)
                .filter { !$0.hasPrefix(".") }.map { path.isEmpty ? $0 : path + "/" + $0 }.filter(isFolder)
        }
        for module in try children("") {
            folders.append(module)
            if module == "Runtime" {
                for runtimeModule in try children(module) {
                    folders.append(runtimeModule)
                    if runtimeModule == "Runtime/UIKit" { folders += try children(runtimeModule) }
                }
            }
        }
        return folders.sorted()
    }

    @Test func theArchitecturePictureIsTheSourcesTree() throws {
        let pictured = try Self.pictured()
        let actual = try Self.actual()
        #expect(pictured.count > 20)
        #expect(
            Set(actual).subtracting(pictured).isEmpty, "not in ARCHITECTURE.md: \(Set(actual).subtracting(pictured))")
        #expect(
            Set(pictured).subtracting(actual).isEmpty, "not in Sources/: \(Set(pictured).subtracting(actual))")
    }

    @Test func everyPackageTargetIsPictured() throws {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pictured = Set(try Self.pictured().map { $0.split(separator: "/").last.map(String.init) ?? $0 })
        let declaration = try Regex(#"\.(target|executableTarget|systemLibrary)\(\s*name: "([^"]+)""#)
        let matches = manifest.matches(of: declaration)
        #expect(matches.count > 15)
        for (index, match) in matches.enumerated() {
            // A target's declaration runs to the next one; test support and fixtures live under Tests/.
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : manifest.endIndex
            let rest = manifest[match.range.lowerBound..<end]
            guard !rest.contains("path: \"Tests/") else { continue }
            let name = try #require(match.output[2].substring)
            #expect(pictured.contains(String(name)), "target \(name) is not in ARCHITECTURE.md's tree")
        }
    }
}
