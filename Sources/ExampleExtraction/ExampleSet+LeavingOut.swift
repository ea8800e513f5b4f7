import DocParsing
import DocgenCore

extension ExampleSet {
    /// Extracts the examples of the documents that have no error, leaving out each document an error
    /// (``makesDocumentBad(_:)``) is located in (by loading or by extraction, which may find errors in more documents once others are
    /// left out, so it runs until none is new). Returns the diagnostics of every round, once each.
    public static func extractLeavingOutBadDocuments(_ all: [Document], _ loadDiagnostics: [Diagnostic]) -> (
        documents: [Document], examples: ExampleSet, diagnostics: [Diagnostic], leftOut: Set<String>
    ) {
        var diagnostics = loadDiagnostics
        var seen = Set(loadDiagnostics)
        var leftOut = Set(loadDiagnostics.filter(makesDocumentBad).compactMap { $0.location?.file })
        while true {
            let documents = all.filter { !leftOut.contains($0.path) }
            let (examples, found) = ExampleSet.extract(from: documents)
            for diagnostic in found where seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
            let newlyBad = Set(found.filter(makesDocumentBad).compactMap { $0.location?.file }).subtracting(leftOut)
            if newlyBad.isEmpty { return (documents, examples, diagnostics, leftOut) }
            leftOut.formUnion(newlyBad)
        }
    }

    /// Whether an error leaves its document out. A code fence never closed does not: the block runs to the end
    /// of the document, as CommonMark reads it, and its example fails with that error at the fence; the
    /// document's other examples are built and checked (one example never stops the others).
    public static func makesDocumentBad(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && diagnostic.id != .unterminatedFence
    }
}
