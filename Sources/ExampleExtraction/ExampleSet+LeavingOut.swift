import DocParsing
import DocgenCore

extension ExampleSet {
    /// Extracts the examples of the documents that have no error, leaving out each document an error is
    /// located in (by loading or by extraction, which may find errors in more documents once others are
    /// left out, so it runs until none is new). Returns the diagnostics of every round, once each.
    public static func extractLeavingOutBadDocuments(_ all: [Document], _ loadDiagnostics: [Diagnostic]) -> (
        documents: [Document], examples: ExampleSet, diagnostics: [Diagnostic], leftOut: Set<String>
    ) {
        var diagnostics = loadDiagnostics
        var seen = Set(loadDiagnostics)
        var leftOut = Set(loadDiagnostics.filter { $0.severity == .error }.compactMap { $0.location?.file })
        while true {
            let documents = all.filter { !leftOut.contains($0.path) }
            let (examples, found) = ExampleSet.extract(from: documents)
            for diagnostic in found where seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
            let newlyBad = Set(found.filter { $0.severity == .error }.compactMap { $0.location?.file })
                .subtracting(leftOut)
            if newlyBad.isEmpty { return (documents, examples, diagnostics, leftOut) }
            leftOut.formUnion(newlyBad)
        }
    }
}
