// swift-tools-version:6.0
//
// Private scratch package for bench/site: builds the site's modules from the repository's sources (through the
// symlinks under Sources/) together with a driver that builds a site, without touching the root package or the CLI.
import Foundation
import PackageDescription

/// The active toolchain's `usr/lib/swift/host` (SwiftSyntax, SwiftParser, SwiftIDEUtils), as in the root manifest.
func toolchainHostLibraries() -> String {
    let fileManager = FileManager.default
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard fileManager.isExecutableFile(atPath: swiftc.path) else { continue }
        let host = swiftc.resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        if fileManager.fileExists(atPath: host.appendingPathComponent("SwiftParser.swiftmodule").path) {
            return host.path
        }
    }
    return "/usr/lib/swift/host"
}

let host = toolchainHostLibraries()
let swiftSyntaxSettings: [SwiftSetting] = [.unsafeFlags(["-I", host])]
let swiftSyntaxLinking: [LinkerSetting] = [
    .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
    .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftIDEUtils"),
    .linkedLibrary("SwiftDiagnostics"), .linkedLibrary("SwiftParserDiagnostics"),
    .linkedLibrary("SwiftBasicFormat"), .linkedLibrary("SwiftOperators"),
]

let package = Package(
    name: "SiteBench",
    targets: [
        .systemLibrary(name: "Ccmark", path: "Sources/Ccmark", pkgConfig: "libcmark"),
        .target(name: "DocgenCore", path: "Sources/DocgenCore"),
        .target(name: "DocParsing", dependencies: ["Ccmark", "DocgenCore"], path: "Sources/DocParsing"),
        .target(
            name: "ExampleExtraction", dependencies: ["DocParsing", "DocgenCore"], path: "Sources/ExampleExtraction",
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .target(
            name: "Translations", dependencies: ["DocParsing", "DocgenCore"], path: "Sources/Translations",
            resources: [
                .copy("Resources/HanToTraditionalCharacters.tsv"), .copy("Resources/HanToTraditionalPhrases.tsv"),
                .copy("Resources/HanToSimplifiedCharacters.tsv"), .copy("Resources/HanToSimplifiedPhrases.tsv"),
                .copy("Resources/HanScriptOnlyCharacters.tsv"),
            ]),
        .target(name: "Mustache", dependencies: ["DocgenCore"], path: "Sources/Mustache"),
        // The site's badges come from check results (ExampleChecking, which builds on ExampleGeneration).
        .target(
            name: "ExampleGeneration", dependencies: ["ExampleExtraction", "Mustache", "DocgenCore"],
            path: "Sources/ExampleGeneration", swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .target(
            name: "ExampleChecking", dependencies: ["ExampleGeneration", "DocgenCore"], path: "Sources/ExampleChecking",
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .target(
            name: "SiteRendering",
            dependencies: [
                "DocParsing", "ExampleExtraction", "Translations", "Mustache", "ExampleChecking", "DocgenCore",
            ],
            path: "Sources/SiteRendering", swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .executableTarget(
            name: "SiteBench",
            dependencies: ["SiteRendering", "DocParsing", "ExampleExtraction", "Translations", "Mustache"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
    ]
)
