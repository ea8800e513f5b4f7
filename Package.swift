// swift-tools-version:6.0
//
// docgen: multilingual UIKit documentation → built, run and tested examples, and a bilingual HTML site.
//
// `ls Sources/` reads as the pipeline:
//   DocParsing (libcmark, through Ccmark) → ExampleExtraction → Translations
//   → ExampleGeneration (Mustache templates) → ExampleChecking, and SiteRendering (Mustache too),
// driven by DocgenFrontend (the CLI) and its `docgen` executable. `Sources/Runtime/` holds what the generated
// `Examples/` package imports, apart from the pipeline: `UIKit` is the headless UIKit it builds against;
// `UIKitDriver` is its simulated user and screen reader; `DocgenExampleSupport` and `DocgenExampleTesting`
// are the runner and the search oracles. Tests mirror the tree (`Tests/Runtime/`).

import Foundation
import PackageDescription

/// The active toolchain's `usr/lib/swift/host`, which holds SwiftSyntax, SwiftParser and SwiftIDEUtils.
///
/// Found from the `swiftc` on `PATH` (symlinks resolved), never a hard-coded path. On macOS, where
/// `/usr/bin/swiftc` is xcrun's shim, the toolchain `TOOLCHAINS`/`DEVELOPER_DIR` select comes next.
func toolchainHostLibraries() -> String {
    let fileManager = FileManager.default
    let environment = ProcessInfo.processInfo.environment
    var candidates: [URL] = []
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard fileManager.isExecutableFile(atPath: swiftc.path) else { continue }
        candidates.append(swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent())
    }
    if let developer = environment["DEVELOPER_DIR"] {
        candidates.append(URL(fileURLWithPath: developer + "/Toolchains/XcodeDefault.xctoolchain/usr"))
    }
    if let toolchain = environment["TOOLCHAINS"] {
        for root in ["/Library/Developer/Toolchains", NSHomeDirectory() + "/Library/Developer/Toolchains"] {
            for name in (try? fileManager.contentsOfDirectory(atPath: root)) ?? [] where name.contains(toolchain) {
                candidates.append(URL(fileURLWithPath: root + "/" + name + "/usr"))
            }
        }
    }
    for usr in candidates {
        let host = usr.appendingPathComponent("lib/swift/host")
        if fileManager.fileExists(atPath: host.appendingPathComponent("SwiftParser.swiftmodule").path) {
            return host.path
        }
    }
    return "/usr/lib/swift/host"  // Only reached when no toolchain is on PATH; the build then says what is missing.
}

let host = toolchainHostLibraries()
/// Settings for a target that imports the toolchain's SwiftSyntax modules.
let swiftSyntaxSettings: [SwiftSetting] = [.unsafeFlags(["-I", host])]
let swiftSyntaxLinking: [LinkerSetting] = [
    .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
    .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftIDEUtils"),
    .linkedLibrary("SwiftDiagnostics"), .linkedLibrary("SwiftParserDiagnostics"),
    .linkedLibrary("SwiftBasicFormat"), .linkedLibrary("SwiftOperators"),
]

/// Swift Testing declares a cross-import overlay for files importing both it and `UIKit`; ours is the
/// headless UIKit, for which no `_Testing_UIKit` exists, so test targets that import both turn overlays off.
let noTestingUIKitOverlay: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

let package = Package(
    name: "docgen",
    products: [
        .executable(name: "docgen", targets: ["docgen"]),
        .library(name: "HeadlessUIKit", targets: ["UIKit", "UIKitDriver"]),
        // What the generated `Examples/` package runs and tests its examples with (see Templates/package/).
        .library(name: "DocgenExampleSupport", targets: ["DocgenExampleSupport"]),
        .library(name: "DocgenExampleTesting", targets: ["DocgenExampleTesting"]),
        // The pipeline's libraries, for the fuzz targets in Fuzz/ (a package of their own).
        .library(
            name: "DocgenPipeline",
            targets: [
                "DocgenCore", "DocParsing", "AppleUIKitAPI", "ExampleExtraction", "Translations", "Mustache",
                "ExampleGeneration", "SiteRendering",
            ]),
        .plugin(name: "DocgenPlugin", targets: ["DocgenPlugin"]),
    ],
    targets: [
        // MARK: - The SwiftPM command plugin: `swift package docgen <command>`

        .plugin(
            name: "DocgenPlugin",
            capability: .command(
                intent: .custom(verb: "docgen", description: "Run docgen (build, check, extract, translations, …)"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "docgen writes the generated package (Examples/), the site (site/) and .build/docgen")
                ]),
            dependencies: ["docgen"]),

        // MARK: - The pipeline
        .systemLibrary(name: "Ccmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .target(name: "DocgenCore"),
        .target(name: "DocParsing", dependencies: ["Ccmark", "DocgenCore"]),
        // Apple's UIKit surface, generated from Apple's documentation (scripts/generate-uikit-surface.py).
        .target(name: "AppleUIKitAPI", dependencies: ["DocgenCore"], resources: [.copy("Resources/UIKitSurface.tsv")]),
        .target(
            name: "ExampleExtraction", dependencies: ["DocParsing", "AppleUIKitAPI", "DocgenCore"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        // OpenCC's Han tables, generated from its dictionaries (scripts/generate-han-conversion-tables.py and
        // scripts/generate-han-variant-table.py).
        .target(
            name: "Translations", dependencies: ["DocParsing", "DocgenCore"],
            resources: [
                .copy("Resources/HanToTraditionalCharacters.tsv"), .copy("Resources/HanToTraditionalPhrases.tsv"),
                .copy("Resources/HanToSimplifiedCharacters.tsv"), .copy("Resources/HanToSimplifiedPhrases.tsv"),
                .copy("Resources/HanScriptOnlyCharacters.tsv"),
            ]),
        .target(name: "Mustache", dependencies: ["DocgenCore"]),
        .target(
            name: "ExampleGeneration",
            dependencies: ["ExampleExtraction", "Mustache", "DocgenCore"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .target(
            name: "ExampleChecking", dependencies: ["ExampleGeneration", "AppleUIKitAPI", "DocgenCore"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .target(
            name: "SiteRendering",
            dependencies: [
                "DocParsing", "ExampleExtraction", "Translations", "Mustache", "ExampleChecking", "DocgenCore",
            ],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .target(
            name: "DocumentImport", dependencies: ["DocParsing", "ExampleExtraction", "Translations", "DocgenCore"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .target(
            name: "DocgenFrontend",
            dependencies: [
                "DocParsing", "ExampleExtraction", "Translations", "ExampleGeneration", "ExampleChecking",
                "SiteRendering", "DocumentImport", "AppleUIKitAPI", "DocgenCore",
            ],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .executableTarget(
            name: "docgen", dependencies: ["DocgenFrontend"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),

        // MARK: - Headless UIKit
        .target(name: "UIKit", path: "Sources/Runtime/UIKit"),
        .target(name: "UIKitDriver", dependencies: ["UIKit"], path: "Sources/Runtime/UIKitDriver"),
        // The generated package's example model and runner, and its search oracles (Swift Testing).
        .target(
            name: "DocgenExampleSupport", dependencies: ["UIKit", "UIKitDriver"],
            path: "Sources/Runtime/DocgenExampleSupport"),
        .target(
            name: "DocgenExampleTesting", dependencies: ["DocgenExampleSupport", "UIKit", "UIKitDriver"],
            path: "Sources/Runtime/DocgenExampleTesting", swiftSettings: noTestingUIKitOverlay),
        // The two complete examples of Docs/, copied as they are, one module each (both are `ViewController`).
        .target(
            name: "NavigationBarSearchExample", dependencies: ["UIKit"],
            path: "Tests/Runtime/UIKitDriverTests/Fixtures/NavigationBarSearchExample"),
        .target(
            name: "TableHeaderSearchExample", dependencies: ["UIKit"],
            path: "Tests/Runtime/UIKitDriverTests/Fixtures/TableHeaderSearchExample"),

        // MARK: - Tests
        .testTarget(name: "DocgenCoreTests", dependencies: ["DocgenCore", "DocgenTestSupport"]),
        .testTarget(name: "AppleUIKitAPITests", dependencies: ["AppleUIKitAPI", "DocgenTestSupport"]),
        // Helpers the test targets share (the repository root, golden files, scratch directories and projects,
        // marked sources, process probes).
        .target(name: "DocgenTestSupport", dependencies: ["DocgenCore"], path: "Tests/DocgenTestSupport"),
        .testTarget(name: "DocParsingTests", dependencies: ["DocParsing", "DocgenTestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "ExampleExtractionTests", dependencies: ["ExampleExtraction", "AppleUIKitAPI", "DocgenTestSupport"],
            exclude: ["Golden"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .testTarget(
            name: "TranslationsTests", dependencies: ["Translations", "DocgenTestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "MustacheTests", dependencies: ["Mustache", "DocgenTestSupport"], resources: [.copy("Spec")]),
        .testTarget(
            name: "ExampleGenerationTests", dependencies: ["ExampleGeneration", "DocgenTestSupport"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .testTarget(
            name: "ExampleCheckingTests", dependencies: ["ExampleChecking", "AppleUIKitAPI", "DocgenTestSupport"],
            exclude: ["Golden", "Fixtures"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .testTarget(
            name: "SiteRenderingTests",
            dependencies: [
                "SiteRendering", "DocParsing", "ExampleExtraction", "Translations", "Mustache", "ExampleChecking",
                "DocgenCore", "DocgenTestSupport",
            ],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .testTarget(
            name: "DocgenFrontendTests", dependencies: ["DocgenFrontend", "docgen", "DocgenTestSupport"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .testTarget(
            name: "DocumentImportTests", dependencies: ["DocumentImport", "DocParsing", "DocgenTestSupport"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "UIKitDriver", "DocgenTestSupport"],
            path: "Tests/Runtime/UIKitTests", swiftSettings: noTestingUIKitOverlay),
        // Written only against Apple's public UIKit API, in Swift 5 mode: compiles unchanged on iOS.
        .testTarget(
            name: "UIKitConformanceTests", dependencies: ["UIKit"], path: "Tests/Runtime/UIKitConformanceTests",
            swiftSettings: noTestingUIKitOverlay + [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "UIKitDriverTests",
            dependencies: [
                "UIKit", "UIKitDriver", "NavigationBarSearchExample", "TableHeaderSearchExample", "DocgenTestSupport",
            ],
            path: "Tests/Runtime/UIKitDriverTests", exclude: ["Fixtures"], swiftSettings: noTestingUIKitOverlay),
        .testTarget(
            name: "DocgenExampleSupportTests",
            dependencies: ["DocgenExampleSupport", "UIKit", "UIKitDriver", "NavigationBarSearchExample"],
            path: "Tests/Runtime/DocgenExampleSupportTests", swiftSettings: noTestingUIKitOverlay),
        .testTarget(
            name: "DocgenExampleTestingTests",
            dependencies: [
                "DocgenExampleTesting", "DocgenExampleSupport", "UIKit", "UIKitDriver", "NavigationBarSearchExample",
            ],
            path: "Tests/Runtime/DocgenExampleTestingTests", swiftSettings: noTestingUIKitOverlay),
    ]
)
