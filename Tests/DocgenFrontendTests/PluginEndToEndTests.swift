import DocgenTestSupport
import Foundation
import Testing

/// `swift package docgen …` in a package that depends on this one by path.
///
/// Slow the first time (SwiftPM builds docgen's tool for the consumer), so the consumer package lives in
/// `.build/plugin-e2e/Consumer` and its build is kept between runs. Two plugin invocations: one refused
/// without `--allow-writing-to-package-directory`, one allowed.
@Suite(.serialized) struct PluginEndToEndTests {
    static let consumer = repositoryRoot.appendingPathComponent(".build/plugin-e2e/Consumer")

    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Consumer",
            dependencies: [.package(name: "docgen", path: "\(repositoryRoot.path)")],
            targets: [.target(name: "Consumer", path: "Sources/Consumer")]
        )

        """

    static let document = """
        # Greeting

        A first example prints a greeting.

        ```swift
        let greeting = "hello"
        print(greeting)
        ```

        """

    /// The consumer package with fresh docs and no output from an earlier run.
    static func prepareConsumer() throws {
        let files = FileManager.default
        try files.createDirectory(
            at: consumer.appendingPathComponent("Sources/Consumer"), withIntermediateDirectories: true)
        try files.createDirectory(at: consumer.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try manifest.write(to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public let consumer = 1\n".write(
            to: consumer.appendingPathComponent("Sources/Consumer/Consumer.swift"), atomically: true, encoding: .utf8)
        try document.write(
            to: consumer.appendingPathComponent("Docs/greeting.en.md"), atomically: true, encoding: .utf8)
        for output in ["Examples", "site", "Examples-cli", "site-cli"] {
            try? files.removeItem(at: consumer.appendingPathComponent(output))
        }
    }

    /// `swift package <arguments>` in the consumer.
    static func swiftPackage(_ arguments: [String]) throws -> DocgenProcess.Output {
        try DocgenProcess.run(
            tool: URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package"] + arguments, in: consumer)
    }

    /// Relative path → contents of every file below `directory`.
    static func tree(_ directory: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = directory.resolvingSymlinksInPath().path + "/"
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.resolvingSymlinksInPath().path
            result[path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path] = try? Data(contentsOf: url)
        }
        return result
    }

    @Test func theConsumerRunsDocgenThroughThePluginOnlyWhenAllowedToWrite() throws {
        try Self.prepareConsumer()
        let refused = try Self.swiftPackage(["docgen", "build"])
        #expect(refused.exitCode != 0)
        #expect((refused.stdout + refused.stderr).contains("--allow-writing-to-package-directory"))
        #expect(!FileManager.default.fileExists(atPath: Self.consumer.appendingPathComponent("Examples").path))

        let allowed = try Self.swiftPackage(["--allow-writing-to-package-directory", "docgen", "build"])
        #expect(allowed.exitCode == 0, "\(allowed.stdout)\(allowed.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: Self.consumer.appendingPathComponent("site/index.html").path))

        // The same as the CLI itself: the same lines, the same generated package and site.
        let cli = try DocgenProcess.run(
            ["build", "--output", "Examples-cli", "--site", "site-cli"], in: Self.consumer,
            environment: ["DOCGEN_PACKAGE": repositoryRoot.path])
        #expect(cli.exitCode == 0, "\(cli.stderr)")
        let cliLines = cli.stdout.replacingOccurrences(of: "Examples-cli", with: "Examples")
            .replacingOccurrences(of: "site-cli", with: "site").split(separator: "\n")
        #expect(!cliLines.isEmpty)
        for line in cliLines { #expect(allowed.stdout.contains(line), "plugin output has “\(line)”") }
        let pluginTree = Self.tree(Self.consumer.appendingPathComponent("Examples"))
        #expect(pluginTree.keys.contains("Package.swift"))
        #expect(pluginTree == Self.tree(Self.consumer.appendingPathComponent("Examples-cli")))
        #expect(
            Self.tree(Self.consumer.appendingPathComponent("site"))
                == Self.tree(Self.consumer.appendingPathComponent("site-cli")))
    }
}
