import Foundation
import PackagePlugin

/// `swift package docgen <command> [options]`: runs the `docgen` executable built from this package on
/// the package the command is run in, with the same arguments, output and exit status as the CLI.
///
/// SwiftPM asks for `--allow-writing-to-package-directory` before the plugin runs (docgen writes
/// `Examples/`, `site/` and `.build/docgen`). docgen's own templates and headless UIKit are found
/// through `DOCGEN_PACKAGE`, the directory of the docgen package the tool came from.
@main
struct DocgenPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "docgen")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        if let docgen = Self.docgenPackage(in: context.package) {
            environment["DOCGEN_PACKAGE"] = docgen.directoryURL.path
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("docgen \(arguments.first ?? "") exited with status \(process.terminationStatus)")
            throw DocgenPluginFailure(status: process.terminationStatus)
        }
    }

    /// The docgen package: the package itself or one of its dependencies, found breadth-first by the
    /// `docgen` product it declares.
    static func docgenPackage(in root: Package) -> Package? {
        var queue = [root]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let package = queue.removeFirst()
            guard seen.insert(package.id).inserted else { continue }
            if package.products.contains(where: { $0.name == "docgen" })
                && package.products.contains(where: { $0.name == "HeadlessUIKit" })
            {
                return package
            }
            queue += package.dependencies.map(\.package)
        }
        return nil
    }
}

/// docgen failed: its own output said why.
struct DocgenPluginFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "docgen exited with status \(status)" }
}
