import ExampleExtraction
import ExampleGeneration

/// What one check does with each selected example, decided from the examples alone (no compiler): which
/// are not built (skipped), which go into the scratch package, which are `compile_fail` examples compiled
/// on their own.
struct CheckPlan: Hashable, Sendable {
    /// Every selected example, in report order (by id).
    var selected: [String]
    /// Not built at all (`ignore`, another language): skipped with the reason.
    var notBuilt: [String]
    /// Built in the scratch package: runnable, `no_run` and `should_fail` examples.
    var inPackage: [String]
    /// `compile_fail` examples: type-checked alone against the built package, never part of it.
    var compileFail: [String]
    /// Decided by the conventions of real docs without a compiler (emphasis in code, elided code, API
    /// listings): never built.
    var byConvention: [String: ConventionVerdict]

    /// The plan for the examples with these ids (all of them when nil).
    init(_ examples: ExampleSet, ids: Set<String>? = nil) {
        let chosen = examples.examples.filter { ids?.contains($0.id) != false }.sorted { $0.id < $1.id }
        selected = chosen.map(\.id)
        notBuilt = chosen.filter { !ExamplePackageGenerator.isBuilt($0) }.map(\.id)
        var byConvention: [String: ConventionVerdict] = [:]
        for example in chosen where ExamplePackageGenerator.isBuilt(example) {
            byConvention[example.id] = ConventionVerdict.of(example)
        }
        self.byConvention = byConvention
        let built = chosen.filter { ExamplePackageGenerator.isBuilt($0) && byConvention[$0.id] == nil }
        inPackage = built.filter { !ExamplePackageGenerator.isCompileFail($0) }.map(\.id)
        compileFail = built.filter(ExamplePackageGenerator.isCompileFail).map(\.id)
    }
}
