import Foundation

/// A new empty directory under the temporary directory, named `<prefix>-<UUID>`; the caller removes it.
public func makeTemporaryDirectory(_ prefix: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// A scratch docgen project in a new temporary directory: a copy of this repository's `Templates/`, and a
/// `Docs/` holding `docs` (relative path → text), or a copy of the repository folder `docsFolder` plus `docs`.
/// The caller removes it.
public func makeScratchProject(_ prefix: String, docs: [String: String] = [:], docsFolder: String? = nil) throws -> URL
{
    let fileManager = FileManager.default
    let directory = try makeTemporaryDirectory(prefix)
    try fileManager.copyItem(
        at: repositoryRoot.appendingPathComponent("Templates"), to: directory.appendingPathComponent("Templates"))
    if let docsFolder {
        try fileManager.copyItem(
            at: repositoryRoot.appendingPathComponent(docsFolder), to: directory.appendingPathComponent("Docs"))
    } else {
        try fileManager.createDirectory(at: directory.appendingPathComponent("Docs"), withIntermediateDirectories: true)
    }
    for (name, text) in docs {
        let file = directory.appendingPathComponent("Docs/\(name)")
        try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
    return directory
}
