import DocgenCore
import Foundation

/// Whether the generated package on disk is exactly what `docgen build` writes now: what `docgen check`
/// verifies before it builds anything.
public struct PackageFreshness: Sendable {
    /// Warnings of an interrupted write finished or undone first, the manifest's unsafe lines
    /// (`GeneratedTree.manifestProblems`), then the `staleExamples` error if stale.
    public var diagnostics: [Diagnostic]
    /// The paths that differ (missing or changed, then generated paths that would be removed).
    public var differences: [String]
    public var isStale: Bool { !differences.isEmpty }
    /// Whether the package cannot be checked as it is: stale, or its recovery failed (another docgen holds
    /// it, or an unsafe journal was refused).
    public var blocksCheck: Bool { isStale || diagnostics.contains { $0.severity == .error } }

    /// Compares `tree` with the package at `directory` (named `shownAs` in the message), once an
    /// interrupted write of it is finished or undone.
    public static func check(_ tree: GeneratedTree, in directory: URL, shownAs name: String) -> PackageFreshness {
        var diagnostics = GeneratedTree.recover(directory)
        diagnostics += GeneratedTree.manifestProblems(in: directory)
        let stale = tree.differences(from: directory)
        if !stale.isEmpty {
            let shown = stale.prefix(3).joined(separator: ", ") + (stale.count > 3 ? ", …" : "")
            diagnostics.append(
                .error(
                    .staleExamples, at: nil,
                    "\(name)/ is stale (\(stale.count) file\(stale.count == 1 ? "" : "s") differ: \(shown)); run 'docgen build' and commit the result"
                ))
        }
        return PackageFreshness(diagnostics: diagnostics, differences: stale)
    }
}
