import DocgenTestSupport
import Foundation
import Testing

/// An app package that depends on the headless UIKit by path, as `Examples/` does, with one Swift 5-mode
/// target and one Swift 6-mode target holding the same code: UIKit used from nonisolated places.
///
/// Swift 5 mode builds (Apple's main-actor annotations are preconcurrency); Swift 6 mode still reports
/// Swift 6's isolation diagnostics. The package lives in `.build/uikit-client-package`, so a rerun is
/// incremental.
@Suite(.serialized) struct ClientPackageTests {
    static let clientSource = """
        import UIKit

        public func makeSearchController() -> UISearchController {
            let controller = UISearchController(searchResultsController: nil)
            controller.searchBar.placeholder = "Search"
            return controller
        }

        public final class SearchModel {
            public let table = UITableView(frame: .zero, style: .plain)
            public init() {}
        }

        public func titles(of table: UITableView) -> [String] {
            return table.visibleCells.filter { $0.textLabel?.text != nil }.compactMap { $0.textLabel?.text }
        }

        """

    /// Writes the package (unchanged files are left alone, to keep the build incremental).
    static func writePackage() throws -> URL {
        let directory = repositoryRoot.appendingPathComponent(".build/uikit-client-package")
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let uikit: Target.Dependency = .product(name: "HeadlessUIKit", package: "docgen")
            let package = Package(
                name: "UIKitClient",
                dependencies: [.package(name: "docgen", path: \(String(reflecting: repositoryRoot.path)))],
                targets: [
                    .target(name: "Swift5Client", dependencies: [uikit], swiftSettings: [.swiftLanguageMode(.v5)]),
                    .target(name: "Swift6Client", dependencies: [uikit], swiftSettings: [.swiftLanguageMode(.v6)]),
                ]
            )

            """
        let files = [
            "Package.swift": manifest,
            "Sources/Swift5Client/Client.swift": clientSource,
            "Sources/Swift6Client/Client.swift": clientSource,
        ]
        for (path, text) in files {
            let file = directory.appendingPathComponent(path)
            if (try? String(contentsOf: file, encoding: .utf8)) == text { continue }
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// `swift build --target NAME` in the package; the exit code and the merged output.
    static func build(_ target: String, in directory: URL) throws -> (exitCode: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", directory.path, "--target", target]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.hangGuard) func swift5BuildsAndSwift6StillDiagnoses() throws {
        let directory = try Self.writePackage()
        let swift5 = try Self.build("Swift5Client", in: directory)
        #expect(swift5.exitCode == 0, "\(swift5.output)")
        #expect(!swift5.output.contains("Swift5Client/Client.swift:"), "\(swift5.output)")

        let swift6 = try Self.build("Swift6Client", in: directory)
        #expect(swift6.exitCode != 0)
        #expect(
            swift6.output.contains(
                "Swift6Client/Client.swift:10:16: error: main actor-isolated default value in a nonisolated context"),
            "\(swift6.output)")
        #expect(
            swift6.output.contains(
                "Swift6Client/Client.swift:4:22: warning: call to main actor-isolated initializer 'init(searchResultsController:)' in a synchronous nonisolated context"
            ), "\(swift6.output)")
    }
}
