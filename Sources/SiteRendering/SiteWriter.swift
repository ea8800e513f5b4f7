import Foundation

/// Writes rendered site files under a directory, creating folders as needed.
///
/// Only the given files are written (existing ones replaced); nothing else in the directory is touched.
/// `docgen build` may instead hand the files to `GeneratedTree`, which also removes stale pages.
public enum SiteWriter {
    /// Writes every file of `files` below `directory`.
    /// - Throws: `SiteRenderingError.unwritable` for the first file or folder that cannot be written.
    public static func write(_ files: SiteFiles, to directory: URL) throws(SiteRenderingError) {
        let fileManager = FileManager.default
        var created: Set<String> = []
        for path in files.keys.sorted() {
            let url = directory.appendingPathComponent(path)
            let folder = url.deletingLastPathComponent()
            do {
                if created.insert(folder.path).inserted {
                    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
                }
                try Data(files[path]!.utf8).write(to: url, options: .atomic)
            } catch {
                throw .unwritable(path: url.path, reason: error.localizedDescription)
            }
        }
    }
}
