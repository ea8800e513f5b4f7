import DocgenCore
import ExampleExtraction

/// The verdict of one code block of an example. A verdict is located where its cause is: an example of
/// several blocks that fails or is incomplete because of one block does not make the blocks beside it
/// wrong. A block holding one of the example's errors is `failed`; one using a name the example needs and
/// never declares is `incomplete`; a block with neither in a failed or incomplete example compiled with the
/// rest of it (the compiler checked it and said nothing of it) and is `passed`. In an example skipped for
/// UIKit API the headless UIKit lacks, the blocks that use it are `skipped` and the others are read the same
/// way (the compiler found nothing else in them). A passed example, one skipped for another reason, and a
/// failed one none of whose errors is in a block (a behaviour failure of the whole app, an error of the code
/// docgen generated around it) give every block their own status.
public struct BlockResult: Hashable, Sendable, Codable {
    public enum Status: String, Hashable, Sendable, Codable {
        case passed, failed, incomplete, skipped
    }

    /// The block's first code line.
    public var location: SourceLocation
    /// Its last code line.
    public var lastLine: Int
    public var status: Status
    /// The example's needs this block uses, for an incomplete block.
    public var needs: [String]

    public init(location: SourceLocation, lastLine: Int, status: Status, needs: [String] = []) {
        self.location = location
        self.lastLine = lastLine
        self.status = status
        self.needs = needs
    }

    /// `lines 16-21`, `line 8`.
    public var lines: String {
        location.line == lastLine ? "line \(lastLine)" : "lines \(location.line)-\(lastLine)"
    }

    /// Whether `location` is in this block.
    func holds(_ other: SourceLocation?) -> Bool {
        guard let other else { return false }
        return other.file == location.file && location.line <= other.line && other.line <= lastLine
    }

    /// The verdict of each code block of `example`, in each of its sources, from its `result`.
    static func blocks(of example: Example, result: ExampleResult) -> [BlockResult] {
        let own: Status
        switch result.status {
        case .passed: own = .passed
        case .failed: own = .failed
        case .incomplete: own = .incomplete
        case .skipped: own = .skipped
        }
        let sources = example.sources.map { source in
            source.blocks.map { block in
                BlockResult(
                    location: SourceLocation(file: source.file, line: block.firstCodeLine, column: block.codeColumn),
                    lastLine: block.lastCodeLine, status: own)
            }
        }
        guard let first = sources.first else { return [] }
        let primary = located(first, of: example, result: result)
        // The program is the first source's; a translation's blocks are the same code, block for block.
        return primary
            + sources.dropFirst().flatMap { translation in
                guard translation.count == primary.count else { return translation }
                return zip(translation, primary).map { block, original in
                    var block = block
                    (block.status, block.needs) = (original.status, original.needs)
                    return block
                }
            }
    }

    /// The first source's `blocks`, each given the verdict its own errors, needs and unmodelled uses make.
    private static func located(_ blocks: [BlockResult], of example: Example, result: ExampleResult)
        -> [BlockResult]
    {
        var blocks = blocks
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.location)
        // The UIKit API the headless UIKit lacks, by the name code spells it with (`storyboard` of
        // `UIViewController.storyboard`, `UIActionSheet`): a skip for it is the skip of the blocks that use it.
        let unmodelled = Set(
            result.unmodelled.map { use in
                String((use.name.split(separator: ".").last ?? Substring(use.name)).prefix { $0 != "(" })
            })
        switch result.status {
        case .passed: return blocks
        case .skipped where unmodelled.isEmpty: return blocks
        case .failed where !errors.contains(where: { error in blocks.contains { $0.holds(error) } }):
            return blocks
        case .failed, .incomplete, .skipped: break
        }
        // An incomplete example's needs by name; a failed or skipped one's by where the compiler first met each
        // (its warning's location and notes).
        let needs = result.status.needs
        let needPlaces = result.diagnostics.filter { $0.id == .incompleteFragment }.flatMap { warning in
            [warning.location] + warning.notes.map(\.location)
        }
        for index in blocks.indices {
            if errors.contains(where: blocks[index].holds) {
                blocks[index].status = .failed
                continue
            }
            let text = code(of: example.program, within: blocks[index])
            if result.status.reason != nil {
                let unmodelledHere =
                    !identifiers(in: text).isDisjoint(with: unmodelled)
                    || result.unmodelled.contains { blocks[index].holds($0.location) }
                if unmodelledHere { continue }
            }
            let names = example.language == .swift ? SwiftNames.undeclared(in: text) : identifiers(in: text)
            let used = needs.filter { names.contains(needName($0)) }
            if !used.isEmpty || needPlaces.contains(where: blocks[index].holds) {
                blocks[index].status = .incomplete
                blocks[index].needs = used
            } else {
                blocks[index].status = .passed
            }
        }
        return blocks
    }

    /// The identifier a need is spelled with in code: the first piece of an Objective-C selector
    /// (`animateTextField:up:` → `animateTextField`).
    private static func needName(_ need: String) -> String {
        String(need.prefix { $0 != ":" })
    }

    /// The program's lines that come from `block`, in order.
    private static func code(of program: AssembledProgram, within block: BlockResult) -> String {
        program.lines.filter { block.holds($0.origin) }.map(\.text).joined(separator: "\n")
    }

    /// The identifiers of Objective-C (or other) code, outside `//` comments.
    private static func identifiers(in code: String) -> Set<String> {
        var names: Set<String> = []
        for line in code.split(separator: "\n") {
            let text: Substring = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            where word.first?.isNumber == false {
                names.insert(String(word))
            }
        }
        return names
    }
}
