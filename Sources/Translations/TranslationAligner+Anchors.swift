extension TranslationAligner {
    /// A unit's anchor key, numbered: equal numbers are equal keys, on both sides.
    typealias KeyedUnit = (unit: Int, key: Int)

    /// Pairs of unit indices (source, target) with an equal anchor key (identical code, a grammar block's
    /// productions, a date or a version; with `acrossScripts`, a passage's text in Simplified script), in
    /// order in both documents.
    ///
    /// As patience diff does with lines: the rarest keys that occur equally often on both sides pair their
    /// occurrences in order (the first with the first…; a key unique in both is the rarest), the longest
    /// chain of those pairs in order in both is kept, and each stretch between two kept anchors is matched
    /// the same way on its own, where a key repeated elsewhere may be unique. A key need not be unique in the
    /// whole document: a document repeated twice is anchored as its single copy is, and the work grows with
    /// the keys in each stretch, not with their square.
    ///
    /// With `acrossScripts` (a zh-Hans and a zh-Hant document), passages whose texts are equal once both
    /// are in Simplified script (`HanScriptConverter`) are anchors too: such documents are far more often
    /// one text in two scripts than two translations.
    static func anchors(_ source: [AlignmentUnit], _ target: [AlignmentUnit], acrossScripts: Bool = false)
        -> [(source: Int, target: Int)]
    {
        var numbers: [String: Int] = [:]
        let sourceKeys = keyedUnits(source, acrossScripts: acrossScripts, numbers: &numbers)
        let targetKeys = keyedUnits(target, acrossScripts: acrossScripts, numbers: &numbers)
        return matchedAnchors(sourceKeys, targetKeys)
    }

    /// The anchors of two documents' keyed units.
    static func matchedAnchors(_ source: [KeyedUnit], _ target: [KeyedUnit]) -> [(source: Int, target: Int)] {
        var result: [(source: Int, target: Int)] = []
        matchAnchors(source[...], target[...], into: &result)
        return result
    }

    /// Every anchor key of every unit, in document order (a unit may have several), each key numbered in
    /// `numbers`.
    static func keyedUnits(_ units: [AlignmentUnit], acrossScripts: Bool, numbers: inout [String: Int])
        -> [KeyedUnit]
    {
        var result: [KeyedUnit] = []
        func add(_ key: String, _ unit: Int) {
            let number = numbers[key] ?? numbers.count
            numbers[key] = number
            result.append((unit, number))
        }
        for (index, unit) in units.enumerated() {
            if let code = unit.normalizedCode, !code.isEmpty { add(code, index) }
            if let tail = Self.quotedTail(of: unit) { add("\u{1}" + tail, index) }
            if let value = Self.neutralText(of: unit) { add("\u{2}" + value, index) }
            if acrossScripts, unit.passage != nil, let text = Self.simplifiedText(of: unit) {
                add("\u{0}" + text, index)
            }
        }
        return result
    }

    /// Appends to `anchors` the anchors of one stretch (its keyed units on each side), in order, then those
    /// of the stretches between them.
    private static func matchAnchors(
        _ source: ArraySlice<KeyedUnit>, _ target: ArraySlice<KeyedUnit>,
        into anchors: inout [(source: Int, target: Int)]
    ) {
        guard !source.isEmpty, !target.isEmpty else { return }
        let chain = longestChain(of: rarestPairs(source, target))
        guard !chain.isEmpty else { return }
        var sourceStart = source.startIndex, targetStart = target.startIndex
        for anchor in chain + [(source: Int.max, target: Int.max)] {
            var sourceEnd = sourceStart, targetEnd = targetStart
            while sourceEnd < source.endIndex, source[sourceEnd].unit < anchor.source { sourceEnd += 1 }
            while targetEnd < target.endIndex, target[targetEnd].unit < anchor.target { targetEnd += 1 }
            matchAnchors(source[sourceStart..<sourceEnd], target[targetStart..<targetEnd], into: &anchors)
            guard anchor.source != Int.max else { break }
            anchors.append(anchor)
            // Past every key of the two anchored units.
            sourceStart = sourceEnd
            targetStart = targetEnd
            while sourceStart < source.endIndex, source[sourceStart].unit == anchor.source { sourceStart += 1 }
            while targetStart < target.endIndex, target[targetStart].unit == anchor.target { targetStart += 1 }
        }
    }

    /// The unit pairs of the keys that occur equally often on both sides, as rarely as any such key (once
    /// when some key is unique in both), the n-th occurrence of a key on one side with its n-th on the other;
    /// sorted by source unit.
    static func rarestPairs(_ source: ArraySlice<KeyedUnit>, _ target: ArraySlice<KeyedUnit>)
        -> [(source: Int, target: Int)]
    {
        var sourceCounts: [Int: Int] = [:], targetCounts: [Int: Int] = [:]
        for keyed in source { sourceCounts[keyed.key, default: 0] += 1 }
        for keyed in target { targetCounts[keyed.key, default: 0] += 1 }
        var rarest = Int.max
        for (key, count) in sourceCounts where targetCounts[key] == count { rarest = min(rarest, count) }
        guard rarest != Int.max else { return [] }
        // The target units of each chosen key, in order; the source's occurrences take them in turn.
        var targetUnits: [Int: [Int]] = [:]
        for keyed in target where targetCounts[keyed.key] == rarest && sourceCounts[keyed.key] == rarest {
            targetUnits[keyed.key, default: []].append(keyed.unit)
        }
        var taken: [Int: Int] = [:]
        var pairs: [(source: Int, target: Int)] = []
        for keyed in source {
            guard let units = targetUnits[keyed.key] else { continue }
            let occurrence = taken[keyed.key, default: 0]
            taken[keyed.key] = occurrence + 1
            pairs.append((keyed.unit, units[occurrence]))
        }
        return pairs
    }

    /// The longest chain of `pairs` strictly increasing on both sides, found by patience sorting (O(p log p)
    /// for p pairs); of chains as long, the one ending first in the source, each pair after the first it can
    /// follow.
    static func longestChain(of pairs: [(source: Int, target: Int)]) -> [(source: Int, target: Int)] {
        // Pairs of one source unit by descending target, so that no two of them chain.
        let ordered = pairs.sorted { $0.source != $1.source ? $0.source < $1.source : $0.target > $1.target }
        // piles[k]: the pairs ending a chain of k + 1 pairs at best, in order; their targets never increase.
        var piles: [[Int]] = []
        var previous = Array(repeating: -1, count: ordered.count)
        for (index, pair) in ordered.enumerated() {
            var low = 0, high = piles.count
            while low < high {
                let middle = (low + high) / 2
                if ordered[piles[middle].last!].target < pair.target { low = middle + 1 } else { high = middle }
            }
            if low > 0 {
                // The first pair of the pile before with a smaller target.
                let pile = piles[low - 1]
                var first = 0, last = pile.count - 1
                while first < last {
                    let middle = (first + last) / 2
                    if ordered[pile[middle]].target < pair.target { last = middle } else { first = middle + 1 }
                }
                previous[index] = pile[first]
            }
            if low == piles.count { piles.append([index]) } else { piles[low].append(index) }
        }
        var chain: [(source: Int, target: Int)] = []
        var index = piles.last?.first ?? -1
        while index >= 0 {
            chain.append(ordered[index])
            index = previous[index]
        }
        return chain.reversed()
    }
}
