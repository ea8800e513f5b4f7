import DocgenTestSupport
import Foundation
import Testing

@testable import Translations

/// The committed Han tables are what the generators make from the installed OpenCC dictionaries now.
struct HanTablesFreshnessTests {
    static let dictionaries = "/usr/share/opencc"
    static let resources = repositoryRoot.appendingPathComponent("Sources/Translations/Resources")
    static let isOpenCCInstalled =
        FileManager.default.fileExists(atPath: dictionaries + "/STCharacters.ocd2")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/opencc_dict")

    /// Runs `python3 scripts/<generator> --output-directory <directory>`; true when it succeeds.
    static func generate(_ generator: String, into directory: URL) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", repositoryRoot.appendingPathComponent("scripts/\(generator)").path,
            "--output-directory", directory.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test(
        .enabled(
            if: isOpenCCInstalled,
            "OpenCC's dictionaries are not installed (scripts/bootstrap installs opencc and libopencc-data)"))
    func regeneratingFromOpenCCGivesTheCommittedFiles() throws {
        let directory = try makeTemporaryDirectory("han-tables")
        defer { try? FileManager.default.removeItem(at: directory) }
        for generator in Set(HanTableFile.Name.allCases.map(\.generator)).sorted() {
            try #require(try Self.generate(generator, into: directory), "scripts/\(generator) failed")
        }
        for name in HanTableFile.Name.allCases {
            let regenerated = try Data(contentsOf: directory.appendingPathComponent(name.rawValue))
            let committed = try Data(contentsOf: Self.resources.appendingPathComponent(name.rawValue))
            #expect(regenerated == committed, "\(name.rawValue) is stale: run python3 scripts/\(name.generator)")
        }
    }
}
