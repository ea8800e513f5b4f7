import Foundation
import Testing

@testable import ExampleChecking

/// The toolchain version of the kept results' keys is remembered under the toolchain's fingerprint.
@Suite struct ToolchainVersionTests {
    @Test func swiftRunsOnlyWhenTheToolchainChanged() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docgen-toolchain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let counter = directory.appendingPathComponent("runs")
        let swift = directory.appendingPathComponent("swift")
        func writeSwift(_ version: String) throws {
            try "#!/bin/sh\necho run >> '\(counter.path)'\necho 'Fake Swift version \(version)'\n".write(
                to: swift, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        }
        func runs() -> Int {
            ((try? String(contentsOf: counter, encoding: .utf8)) ?? "").split(separator: "\n").count
        }
        let file = directory.appendingPathComponent("kept/toolchain-version")
        try writeSwift("9.9")
        // No directory of kept results yet: nothing is written, and swift is asked each time.
        #expect(ToolchainVersion.current(path: directory.path, file: file) == "Fake Swift version 9.9\n")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(runs() == 1)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(ToolchainVersion.current(path: directory.path, file: file) == "Fake Swift version 9.9\n")
        #expect(ToolchainVersion.current(path: directory.path, file: file) == "Fake Swift version 9.9\n")
        #expect(runs() == 2)
        // Another toolchain at the same path (another size): asked again.
        try writeSwift("10.10")
        #expect(ToolchainVersion.current(path: directory.path, file: file) == "Fake Swift version 10.10\n")
        #expect(runs() == 3)
    }
}
