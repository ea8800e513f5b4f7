// swift-tools-version:6.0
//
// docgen's libFuzzer targets, kept out of the main package so that `swift build` and `swift test` never
// build them. `scripts/fuzz` builds this package with `-sanitize=fuzzer,address` and runs every target.

import PackageDescription

let package = Package(
    name: "DocgenFuzz",
    dependencies: [.package(name: "docgen", path: "..")],
    targets: [
        .executableTarget(
            name: "docgen-fuzz",
            dependencies: ["CLibFuzzer", .product(name: "DocgenPipeline", package: "docgen")]),
        .target(name: "CLibFuzzer"),
    ]
)
