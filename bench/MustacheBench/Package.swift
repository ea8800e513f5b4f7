// swift-tools-version:6.0
//
// Private scratch package for bench/mustache: builds the Mustache module from the repository's sources (through the
// symlinks under Sources/) together with a benchmark driver, without touching the root package.
import PackageDescription

let package = Package(
    name: "MustacheBench",
    targets: [
        .target(name: "DocgenCore", path: "Sources/DocgenCore"),
        .target(name: "Mustache", dependencies: ["DocgenCore"], path: "Sources/Mustache"),
        .executableTarget(name: "MustacheBench", dependencies: ["Mustache"]),
    ]
)
