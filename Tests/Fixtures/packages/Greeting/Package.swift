// swift-tools-version:6.0
// A tiny local package a doc declares in its front matter (`packages: ../packages/Greeting`), used by the
// end-to-end test of declared packages.

import PackageDescription

let package = Package(
    name: "Greeting",
    products: [.library(name: "Greeting", targets: ["Greeting"])],
    targets: [.target(name: "Greeting")]
)
