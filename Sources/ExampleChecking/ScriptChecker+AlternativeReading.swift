import DocgenCore
import ExampleExtraction
import Foundation

/// A document that declares a name again starts a new script (`ExampleScript`) with the new declaration, and
/// the listings after it are read with it. The doc may mean otherwise: "a version of `Container`" shows an
/// alternative, and the listings after it go on with the first declaration. Both readings are tried: the
/// listings a later script fails to compile (or cannot judge) are checked again in the document's first
/// reading, where each name keeps its first declaration; a listing passes if it passes in either.
extension ScriptChecker {
    /// The verdicts with those of the first reading where it is more charitable (`charitable(_:first:)`).
    func charitable(_ verdicts: [ExampleResult]) -> [ExampleResult] {
        let readings = verdicts.filter { Self.mayReadOtherwise($0) && !isInFirstScript($0.id) }
            .reduce(into: [String: Set<String>]()) { byFile, result in
                guard let file = examples.script(of: result.id)?.file else { return }
                byFile[file, default: []].insert(result.id)
            }
            .compactMap { file, undecided in firstReading(of: file, upTo: undecided) }
        guard !readings.isEmpty else { return verdicts }
        let checked = ParallelResults<[ExampleResult]>(count: readings.count)
        DispatchQueue.concurrentPerform(iterations: readings.count) { index in
            checked[index] = check(readings[index])
        }
        let first = Dictionary(checked.values.flatMap { $0 }.map { ($0.id, $0) }) { first, _ in first }
        return verdicts.map { Self.charitable($0, first: first[$0.id]) }
    }

    /// Whether the listing is checked in the first script of its document (the first reading itself).
    private func isInFirstScript(_ id: String) -> Bool {
        guard let script = examples.script(of: id) else { return true }
        return examples.scripts.first { $0.file == script.file } == script
    }

    /// The listings `undecided` of the document with what they need in its first reading, as one script: of
    /// the listings before them that do not declare a name again (the first declaration of each name kept),
    /// those that declare a name they use (and what those use, in turn), and those of extensions only (which
    /// add members that code uses without naming their type); nil when that reading holds none of them.
    private func firstReading(of file: String, upTo undecided: Set<String>) -> ExampleScript? {
        let scripts = examples.scripts.filter { $0.file == file }
        // The first reading: each listing that does not declare again a name declared before it.
        var reading: [String] = []
        var declared: Set<String> = []
        var remaining = undecided
        var seen: Set<String> = []
        for id in scripts.flatMap(\.exampleIDs) where !remaining.isEmpty && seen.insert(id).inserted {
            guard examples.script(of: id)?.file == file, let code = examples[id: id]?.program.text else { continue }
            let names = ExampleScript.topLevelNames(of: code)
            guard !ExampleScript.conflict(names, declared) else { continue }
            declared.formUnion(names)
            remaining.remove(id)
            reading.append(id)
        }
        let undecidedRead = reading.filter(undecided.contains)
        let members = undecidedRead + context(for: undecidedRead, among: reading.filter { !undecided.contains($0) })
        guard members.contains(where: undecided.contains), let id = scripts.first?.id,
            !scripts.contains(where: { $0.exampleIDs == members })
        else { return nil }
        let order = Dictionary(zip(reading, reading.indices)) { first, _ in first }
        return ExampleScript(
            id: id + "_first_reading", file: file,
            exampleIDs: members.sorted { order[$0, default: 0] < order[$1, default: 0] })
    }

    /// Of `candidates`, in their order, those that listings `ids` need: those that declare a name they use
    /// (and what those use, in turn, to a fixed point), and those of extensions only (which add members that
    /// code uses without naming their type).
    func context(for ids: [String], among candidates: [String]) -> [String] {
        let listings = candidates.compactMap {
            id -> (id: String, declared: Set<String>, used: Set<String>, extends: Bool)? in
            guard let code = examples[id: id]?.program.text else { return nil }
            return (
                id, Set(ExampleScript.topLevelNames(of: code).map(ExampleScript.baseName)),
                ExampleScript.usedNames(of: code), ExampleScript.declaresOnlyExtensions(code)
            )
        }
        var needed = ids.reduce(into: Set<String>()) { needed, id in
            needed.formUnion(examples[id: id].map { ExampleScript.usedNames(of: $0.program.text) } ?? [])
        }
        var chosen: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for listing in listings
            where !chosen.contains(listing.id) && (listing.extends || !listing.declared.isDisjoint(with: needed)) {
                chosen.insert(listing.id)
                needed.formUnion(listing.used)
                grew = true
            }
        }
        return candidates.filter(chosen.contains)
    }

    /// Whether a listing's verdict may be another in another reading of its document: it fails to compile, or
    /// it is not judged (incomplete or skipped: what it needs is not there, or did not compile).
    static func mayReadOtherwise(_ result: ExampleResult) -> Bool {
        switch result.status {
        case .failed: result.diagnostics.contains { $0.id == .exampleCompileError }
        case .skipped, .incomplete: true
        default: false
        }
    }

    /// A listing's verdict of two readings: passed in either is passed. A failure of the first reading alone
    /// is not the doc's: there a name the listing uses may be another declaration of it than the one it means.
    static func charitable(_ result: ExampleResult, first: ExampleResult?) -> ExampleResult {
        guard mayReadOtherwise(result), let first, first.status == .passed else { return result }
        return first
    }
}
