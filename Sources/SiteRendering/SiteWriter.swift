import DocgenCore
import Foundation

/// Writes a rendered site into a directory through `GeneratedTree`, the writer of the generated package:
/// one manifest, one guard, one crash-safe journal for both.
///
/// A site is a tree of kind `site`: only the files docgen wrote there (its manifest lists them) are ever
/// replaced or removed; a file docgen did not write is never overwritten (nothing is written and the file
/// is named); a generated page edited by hand is kept unless `force` is given; stale pages are removed; a
/// directory holding docgen's generated package is never written over.
public enum SiteWriter {
    /// The kind recorded in a site's manifest.
    public static let kind = "site"

    /// The tree of the site: its pages (text) and its images (bytes), by path.
    public static func tree(_ files: SiteFiles, images: [String: Data] = [:]) -> GeneratedTree {
        GeneratedTree(files: files, binaryFiles: images, kind: kind)
    }

    /// Writes the site into `directory`, first finishing or undoing an interrupted write of it; returns what
    /// changed, or the diagnostics that stopped it (then nothing was changed).
    ///
    /// - Parameters:
    ///   - force: overwrite or remove generated pages that were edited by hand.
    ///   - beforeStep: see `GeneratedTree.StepHook`.
    public static func write(
        _ files: SiteFiles, images: [String: Data] = [:], to directory: URL, force: Bool = false,
        beforeStep: GeneratedTree.StepHook? = nil
    ) -> Result<GeneratedTree.Outcome, GenerationFailure> {
        tree(files, images: images).write(to: directory, force: force, beforeStep: beforeStep)
    }
}
