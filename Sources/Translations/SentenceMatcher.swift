import Foundation

/// Matches the sentences of one paragraph pair in order, as Gale and Church match sentences by length: each
/// bead joins one or more sentences of one side with one of the other (a translator merges and splits
/// sentences) or adds a sentence of the translation's own, and costs how far its lengths are from the
/// document's own ratio plus how many anchors (tokens one sentence of each side has, and no other) it
/// separates. An original sentence with no counterpart is no bead: `cost` is the cost of the pair read as a
/// complete translation, and comparing it with the cost of the same pair without one original sentence says
/// whether that sentence was left out.
struct SentenceMatcher {
    /// Translation length per original length in this document (its pairs' median).
    var ratio: Double
    /// The spread of the logarithm of a sentence's ratio around `ratio`, in this document.
    var spread: Double

    /// Added to both lengths of a bead before their ratio is taken: short sentences vary most.
    static let smoothing = 5.0
    /// The cost of each sentence a bead merges or splits more than one to one, and of a sentence the translation
    /// adds of its own.
    static let twoToOneCost = 1.5
    static let addedCost = 4.0
    /// What a token both beads' sides share earns; what a token whose partner is in another bead costs.
    static let anchorReward = 1.0
    static let anchorPenalty = 3.0

    /// One side's sentences as the matcher reads them: lengths and anchors.
    struct Side {
        var lengths: [Double]
        var anchors: [Set<String>]
    }

    /// The anchors of each sentence: tokens in exactly one sentence of each side.
    static func anchors(source: [Set<String>], target: [Set<String>]) -> (source: [Set<String>], target: [Set<String>])
    {
        func once(_ sides: [Set<String>]) -> Set<String> {
            var counts: [String: Int] = [:]
            for tokens in sides { for token in tokens { counts[token, default: 0] += 1 } }
            return Set(counts.filter { $0.value == 1 }.keys)
        }
        let shared = once(source).intersection(once(target))
        return (source.map { $0.intersection(shared) }, target.map { $0.intersection(shared) })
    }

    /// The least cost of reading the pair as a complete translation: every sentence of each side in one bead.
    func cost(source: Side, target: Side) -> Double {
        let rows = source.lengths.count
        let columns = target.lengths.count
        guard rows > 0 else { return Double(columns) * Self.addedCost }
        var best = Array(repeating: Array(repeating: Double.infinity, count: columns + 1), count: rows + 1)
        best[0][0] = 0
        // One to one, many to one and one to many (each sentence more costs as much again), and a sentence the
        // translation adds.
        var shapes: [(Int, Int, Double)] = [(1, 1, 0), (0, 1, Self.addedCost)]
        for more in 1..<max(rows, columns) {
            let prior = Self.twoToOneCost * Double(more)
            if more < rows { shapes.append((more + 1, 1, prior)) }
            if more < columns { shapes.append((1, more + 1, prior)) }
        }
        for row in 0...rows {
            for column in 0...columns where best[row][column].isFinite {
                for (taken, given, prior) in shapes where row + taken <= rows && column + given <= columns {
                    let total =
                        best[row][column] + prior
                        + beadCost(
                            source: source, rows: row..<row + taken, target: target, columns: column..<column + given)
                    if total < best[row + taken][column + given] { best[row + taken][column + given] = total }
                }
            }
        }
        return best[rows][columns]
    }

    private func beadCost(source: Side, rows: Range<Int>, target: Side, columns: Range<Int>) -> Double {
        let sourceAnchors = rows.reduce(into: Set<String>()) { $0.formUnion(source.anchors[$1]) }
        let targetAnchors = columns.reduce(into: Set<String>()) { $0.formUnion(target.anchors[$1]) }
        let shared = sourceAnchors.intersection(targetAnchors).count
        let separated = sourceAnchors.count + targetAnchors.count - 2 * shared
        var cost = Double(separated) * Self.anchorPenalty - Double(shared) * Self.anchorReward
        if !rows.isEmpty {
            let sourceLength = rows.reduce(0) { $0 + source.lengths[$1] }
            let targetLength = columns.reduce(0) { $0 + target.lengths[$1] }
            let deviation =
                log((targetLength + Self.smoothing) / (sourceLength * ratio + Self.smoothing)) / spread
            cost += deviation * deviation / 2
        }
        return cost
    }
}
