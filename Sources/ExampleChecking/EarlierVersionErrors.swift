import DocgenCore
import ExampleExtraction

/// The errors a later version of a program keeps from the version it was made from.
///
/// A tutorial's next step is checked as a new version of the program (`Example.version`): the blocks of the
/// version before it, and the step's. An error in one of those earlier blocks that the version before
/// reports too — at the same place, in the same words — is that version's error, already reported there;
/// repeated in every later step, it would fail each of them for a line none of them wrote. The step's own
/// errors, and an error its change causes in an earlier block (not reported before), stay its own.
enum EarlierVersionErrors {
    /// Each example's errors without those it keeps from the version before it, and for each example that
    /// kept some, the id of that version.
    static func split(_ errors: [String: [ExampleCompileError]], in examples: ExampleSet) -> (
        own: [String: [ExampleCompileError]], keptFrom: [String: String]
    ) {
        var own = errors
        var keptFrom: [String: String] = [:]
        for (id, list) in errors {
            guard let example = examples[id: id], example.version != nil,
                let earlier = versionBefore(example, in: examples)
            else { continue }
            let mine = self.own(list, of: example, among: errors, in: examples)
            guard mine.count < list.count else { continue }
            own[id] = mine
            keptFrom[id] = earlier.id
        }
        return (own, keptFrom)
    }

    /// `list`, errors of `example` (a reading of it too), without those the version before it reports among
    /// `errors` (each example's errors) at the same place in its blocks, in the same words.
    static func own(
        _ list: [ExampleCompileError], of example: Example, among errors: [String: [ExampleCompileError]],
        in examples: ExampleSet
    ) -> [ExampleCompileError] {
        guard example.version != nil, let earlier = versionBefore(example, in: examples),
            let earlierErrors = errors[earlier.id]
        else { return list }
        let reported = Set(earlierErrors.map { Key($0.diagnostic) })
        let blocks = earlier.sources.flatMap { source in source.blocks.map { (source.file, $0.codeLines) } }
        return list.filter { error in
            guard let location = error.diagnostic.location, reported.contains(Key(error.diagnostic)) else {
                return true
            }
            return !blocks.contains { $0.0 == location.file && $0.1.contains(location.line) }
        }
    }

    /// The version `example` was made from: the example of the same program whose blocks are the longest
    /// proper beginning of its own.
    static func versionBefore(_ example: Example, in examples: ExampleSet) -> Example? {
        let blocks = example.sources.flatMap { source in source.blocks.map { "\(source.file):\($0.firstCodeLine)" } }
        var best: (example: Example, count: Int)?
        for other in examples.examples where other.id != example.id {
            let theirs = other.sources.flatMap { source in source.blocks.map { "\(source.file):\($0.firstCodeLine)" } }
            guard theirs.count < blocks.count, theirs == Array(blocks.prefix(theirs.count)),
                theirs.count > (best?.count ?? 0)
            else { continue }
            best = (other, theirs.count)
        }
        return best?.example
    }

    /// The note of a version whose only errors are those it keeps: its own blocks compile, and the errors
    /// are reported by the version before it.
    static func note(_ example: Example, keptFrom earlier: String) -> Diagnostic {
        .note(
            .earlierVersionErrors, at: example.sources.first?.location,
            "its own blocks compile; not run: the blocks it keeps from \(earlier) have errors, reported there")
    }

    /// What makes two errors the same: where they are and what they say.
    private struct Key: Hashable {
        var location: SourceLocation?
        var message: String

        init(_ diagnostic: Diagnostic) {
            location = diagnostic.location
            message = diagnostic.message
        }
    }
}
