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
    /// Swift examples that leave code out: built with their holes taken out (``HoleReading``), in
    /// `inPackage`; the convention's verdict is theirs only when they cannot be compiled.
    var elided: [String: ConventionVerdict]

    /// The plan for the examples with these ids (all of them when nil).
    init(_ examples: ExampleSet, ids: Set<String>? = nil) {
        let chosen = examples.examples.filter { ids?.contains($0.id) != false }.sorted { $0.id < $1.id }
            .map { ExamplePlan($0) }
        selected = chosen.map(\.example.id)
        notBuilt = chosen.filter { !$0.isBuilt }.map(\.example.id)
        var byConvention: [String: ConventionVerdict] = [:]
        for plan in chosen where plan.isBuilt {
            byConvention[plan.example.id] = ConventionVerdict.of(plan.example)
        }
        let swift = Set(chosen.filter { $0.example.language == .swift }.map(\.example.id))
        let elided = byConvention.filter { id, verdict in verdict.hole != nil && swift.contains(id) }
        byConvention = byConvention.filter { elided[$0.key] == nil }
        self.elided = elided
        self.byConvention = byConvention
        let built = chosen.filter { $0.isBuilt && byConvention[$0.example.id] == nil }
        inPackage = built.filter { !$0.isCompileFail }.map(\.example.id)
        compileFail = built.filter(\.isCompileFail).map(\.example.id)
    }
}
