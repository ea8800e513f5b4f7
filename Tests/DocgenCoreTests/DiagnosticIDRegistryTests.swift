import DocgenTestSupport
import Foundation
import Testing

/// Ids are never reused for another meaning: every `DiagnosticID("DGnnnn")` of the registry is declared once.
@Suite struct DiagnosticIDRegistryTests {
    @Test func everyIdIsDeclaredOnce() throws {
        let directory = repositoryRoot.appendingPathComponent("Sources/DocgenCore")
        var declared: [String: [String]] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let start = line.range(of: "DiagnosticID(\"DG"),
                    let end = line[start.upperBound...].firstIndex(of: "\"")
                else { continue }
                let id = "DG" + line[start.upperBound..<end]
                declared[id, default: []].append(file + ": " + line.trimmingCharacters(in: .whitespaces))
            }
        }
        #expect(declared.count > 100)
        let reused = declared.filter { $0.value.count > 1 }
        #expect(reused.isEmpty, "declared more than once: \(reused)")
    }
}
