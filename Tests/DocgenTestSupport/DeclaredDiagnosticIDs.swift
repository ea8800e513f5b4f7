import Foundation

/// The registry of diagnostic ids as `Sources/DocgenCore` declares it: each `DiagnosticID("DGnnnn")` with
/// the lines that declare it (`file: line`), for the tests that hold the registry and the documentation to
/// it.
public enum DeclaredDiagnosticIDs {
    /// Every declared id, with its declaring lines.
    public static func scan() throws -> [String: [String]] {
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
        return declared
    }
}
