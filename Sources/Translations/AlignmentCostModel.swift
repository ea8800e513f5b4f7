import Foundation

/// Gale–Church costs for aligning blocks, with bonuses for shared invariant tokens.
///
/// A bead's cost is `-ln P(shape) - ln P(δ)`, where δ measures how far the target's length is from the
/// source's length times the calibrated ratio `c`, in units of the expected deviation; then kind
/// penalties (a heading does not translate a paragraph) and a bonus per shared inline code span, number or
/// Latin identifier (translations keep API names).
struct AlignmentCostModel: Sendable {
    /// Target length per source length.
    var lengthRatio: Double
    /// Variance of the length difference per character (Gale and Church's 6.8).
    var variance = 6.8

    /// Gale and Church's shape priors.
    static let matchPrior = 0.89, mergePrior = 0.0445, skipPrior = 0.0099
    /// Three blocks of one side with one of the other: rarer than a block left out, likelier than two.
    static let tripleMergePrior = 0.005
    /// Penalty for matching a heading with another kind, or merging a heading.
    static let headingMismatch = 4.0
    /// Bonus per shared token, and its cap; penalty when both sides have tokens and share none.
    static let sharedTokenBonus = 1.5, maximumBonus = 4.5, noSharedTokenPenalty = 1.5

    /// Cost of leaving one block unmatched (1-0 or 0-1).
    var skipCost: Double { -log(Self.skipPrior) }

    /// The least a bead of `sourceCount` and `targetCount` blocks can cost (its shape's prior, less the
    /// largest bonus), for each shape the aligner tries: it need not compute a bead that cannot beat the
    /// best way found to a cell of its table.
    let lowerBounds: [Int: Double] = {
        var bounds: [Int: Double] = [1: -log(Self.skipPrior), 10: -log(Self.skipPrior)]
        bounds[11] = -log(Self.matchPrior) - Self.maximumBonus
        for shape in [12, 21] { bounds[shape] = -log(Self.mergePrior) - Self.maximumBonus }
        for shape in [13, 31] { bounds[shape] = -log(Self.tripleMergePrior) - Self.maximumBonus }
        return bounds
    }()

    func lowerBound(_ sourceCount: Int, _ targetCount: Int) -> Double {
        lowerBounds[sourceCount * 10 + targetCount] ?? -.infinity
    }

    /// Cost of matching source blocks `a` with target blocks `b` (1-1, 2-1, 1-2, 3-1 or 1-3); nil when not allowed
    /// (code with prose, code in a merge, a date or a version with anything but one date or version).
    func cost(_ a: ArraySlice<AlignmentUnit>, _ b: ArraySlice<AlignmentUnit>) -> Double? {
        let codeCount = a.count(where: \.isCode) + b.count(where: \.isCode)
        if codeCount > 0 {
            guard a.count == 1, b.count == 1, codeCount == 2 else { return nil }
            return codeCost(a[a.startIndex], b[b.startIndex])
        }
        // A date or a version translates only a date or a version, one to one.
        let values = a.count(where: \.isNeutralValue) + b.count(where: \.isNeutralValue)
        if values > 0, values != 2 || a.count != 1 || b.count != 1 { return nil }
        let prior =
            a.count == 1 && b.count == 1
            ? Self.matchPrior : max(a.count, b.count) == 2 ? Self.mergePrior : Self.tripleMergePrior
        // Latin words both sides have (names, a grammar block's productions) are kept, not translated:
        // their length is no evidence of the ratio.
        let kept = Self.keptLengths(a, b)
        var cost =
            -log(prior)
            + lengthCost(a.reduce(0) { $0 + $1.length } - kept.source, b.reduce(0) { $0 + $1.length } - kept.target)
        cost += kindPenalty(a, b)
        let shared = Multiset(a.flatMap(\.tokens)).intersectionCount(Multiset(b.flatMap(\.tokens)))
        if shared > 0 {
            cost -= min(Self.maximumBonus, Self.sharedTokenBonus * Double(shared))
        } else if a.flatMap(\.tokens).count >= 2, b.flatMap(\.tokens).count >= 2 {
            cost += Self.noSharedTokenPenalty
        }
        return cost
    }

    /// The length, on each side, of the Latin words both sides have (as often as the side with fewer has
    /// each).
    static func keptLengths(_ a: ArraySlice<AlignmentUnit>, _ b: ArraySlice<AlignmentUnit>)
        -> (source: Int, target: Int)
    {
        func merged(_ units: ArraySlice<AlignmentUnit>) -> [String: Int] {
            units.count == 1
                ? units[units.startIndex].latinLengths
                : units.reduce(into: [:]) { $0.merge($1.latinLengths, uniquingKeysWith: +) }
        }
        let left = merged(a), right = merged(b)
        let (small, large) = left.count <= right.count ? (left, right) : (right, left)
        var kept = 0
        for (word, length) in small {
            if let other = large[word] { kept += min(length, other) }
        }
        return (kept, kept)
    }

    /// `-ln(2(1 - Φ(|δ|)))` for the two lengths.
    func lengthCost(_ sourceLength: Int, _ targetLength: Int) -> Double {
        let expected = lengthRatio * Double(sourceLength)
        let spread = (variance * max(1, (expected + Double(targetLength)) / 2)).squareRoot()
        let delta = abs(Double(targetLength) - expected) / spread
        return -log(max(1e-12, erfc(delta / 2.0.squareRoot())))
    }

    private func kindPenalty(_ a: ArraySlice<AlignmentUnit>, _ b: ArraySlice<AlignmentUnit>) -> Double {
        if a.count > 1 || b.count > 1 {
            return a.contains(where: \.isHeading) || b.contains(where: \.isHeading) ? Self.headingMismatch : 0
        }
        switch (a[a.startIndex].block.kind, b[b.startIndex].block.kind) {
        case (.heading(let left), .heading(let right)): return left == right ? 0 : 0.5
        case (.heading, _), (_, .heading): return Self.headingMismatch
        case (let left, let right): return left == right ? 0 : 0.5
        }
    }

    /// Code matches code by shared lines: nearly free when almost identical, costlier than skipping both
    /// when less than about a quarter of the lines agree.
    private func codeCost(_ a: AlignmentUnit, _ b: AlignmentUnit) -> Double {
        let similarity = Self.lineSimilarity(a.normalizedCode ?? "", b.normalizedCode ?? "")
        return -log(Self.matchPrior) + 12 * (1 - similarity)
    }

    /// Dice coefficient over the two texts' trimmed, non-empty lines.
    static func lineSimilarity(_ left: String, _ right: String) -> Double {
        func lines(_ text: String) -> Multiset {
            Multiset(
                text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        let a = lines(left), b = lines(right)
        guard a.count + b.count > 0 else { return 1 }
        return 2 * Double(a.intersectionCount(b)) / Double(a.count + b.count)
    }
}
