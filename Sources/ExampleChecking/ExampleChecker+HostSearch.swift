import DocgenCore
import ExampleExtraction

extension ExampleChecker {
    /// A failed example's other readings (``HostSearch``), each compiled alone against the built modules: the
    /// one with the fewest errors of the doc's replaces the first, with the reading named in a note. Only
    /// examples whose errors point at another host are compiled again, at most
    /// ``HostSearch/maximumCandidates`` times each.
    func searchedHosts(
        _ classified: [String: ExampleResult], compileErrors: [String: [ExampleCompileError]],
        toolchain: any CheckToolchain, holes: [String: HoleReading]
    ) -> [String: (result: ExampleResult, fromHoles: [ExampleCompileError])] {
        let search = HostSearch(symbols: .shared)
        let classifier = CompileFailureClassifier()
        var found: [String: (result: ExampleResult, fromHoles: [ExampleCompileError])] = [:]
        for (id, first) in classified.sorted(by: { $0.key < $1.key }) where first.status == .failed {
            guard let example = examples[id: id], let errors = compileErrors[id] else { continue }
            let candidates = search.candidates(for: example, errors: errors.map(\.diagnostic))
            var best = (errors: Self.errorCount(first), result: first, fromHoles: [ExampleCompileError]())
            for kind in candidates {
                let read = HostSearch.hosted(example, as: kind)
                // Only a view controller is opened by the generated entry point.
                var entryless = read
                if !search.symbols.surface.isSubclass(kind, of: "UIViewController") { entryless.hostType = nil }
                guard let compiled = toolchain.compileAlone(reading: entryless) else { continue }
                var errors = Self.attribute(compiled, toExample: id, in: examples)
                var fromHoles: [ExampleCompileError] = []
                if let reading = holes[id] { (errors, fromHoles) = reading.split(errors) }
                let verdict =
                    errors.isEmpty
                    ? CompileFailureClassifier.Verdict(status: .passed, diagnostics: [], unmodelled: [])
                    : classifier.classify(errors, example: read)
                // A reading docgen cannot generate is no reading of the doc's.
                if verdict.isDocgenError { continue }
                let note = Diagnostic.note(
                    .synthesizedHost, at: example.sources.first?.location,
                    "read as the members of a \(kind) subclass, which the doc never shows: as a "
                        + "\(HostSearch.hostSuperclass(of: example) ?? "view controller")'s they do not compile")
                var result = self.result(read, verdict.status, verdict.diagnostics + [note])
                result.unmodelled = verdict.unmodelled
                if verdict.status == .passed { result.evidence = .compiled }
                let count = Self.errorCount(result)
                if count < best.errors { best = (count, result, fromHoles) }
            }
            if best.result != first { found[id] = (best.result, best.fromHoles) }
        }
        return found
    }

    /// The doc's errors a result reports: none unless it failed.
    static func errorCount(_ result: ExampleResult) -> Int {
        result.status == .failed ? result.diagnostics.filter { $0.severity == .error }.count : 0
    }
}
