import DocParsing
import DocgenCore

/// Aligns two translations of one document block by block.
///
/// 1. Code blocks with identical code, block quotes identical after their first paragraph (grammar
///    blocks: a caption, then productions kept as they are), and passages in no language that are a date or
///    a version are hard anchors, matched in order as patience diff matches lines
///    (`TranslationAligner+Anchors`: unique ones first, then within each stretch between them).
/// 2. If the target has at most half the source's passages and all anchors lie in one section of the
///    source, the target translates that section only: the source is cut down to it.
/// 3. Between anchors a Gale–Church dynamic program aligns the remaining blocks with beads 1-0, 0-1,
///    1-1, 1-2, 2-1, 1-3 and 3-1 (`AlignmentCostModel`: Latin words both sides keep, a grammar block's productions,
///    are no length to scale); the length ratio is calibrated on the anchored regions that have as many
///    blocks on both sides.
/// 4. A list item or quote of one side whose blocks the other side writes after it, outside it, is paired
///    with them too (`TranslationAligner+Unnested`).
public struct TranslationAligner: Sendable {
    /// Whether code blocks are compared without their comments and their editor placeholders' names
    /// (`<#constraint#>`, `<#约束#>`: the translation's language translates them,
    /// `TranslationConvention.translatedComments`), for anchors and for matching code with code.
    public var codeWithoutComments: Bool

    public init(codeWithoutComments: Bool = false) {
        self.codeWithoutComments = codeWithoutComments
    }

    /// Aligns `target` to `source` (pass the larger document, usually the original, as `source`).
    public func align(
        source: Document, _ sourceLanguages: DocumentLanguages, target: Document, _ targetLanguages: DocumentLanguages
    ) -> DocumentAlignment {
        let plan = self.plan(source: source, sourceLanguages, target: target, targetLanguages)
        let (sourceUnits, targetUnits, anchors) = (plan.sourceUnits, plan.targetUnits, plan.anchors)
        let (regions, acrossScripts) = (plan.regions, plan.acrossScripts)
        let ratio = Self.calibratedRatio(
            regions: regions, sourceUnits, targetUnits, sourceLanguage: sourceLanguages.language,
            targetLanguage: targetLanguages.language)
        let model = AlignmentCostModel(lengthRatio: ratio)

        var beads: [AlignmentBead] = []
        for (offset, region) in regions.enumerated() {
            beads += Self.alignRegion(
                Array(sourceUnits[region.source]), Array(targetUnits[region.target]), model: model)
            if offset < anchors.count {
                let anchor = anchors[offset]
                // A passage anchored by its content (a grammar block) is a pair the checks compare.
                let isPassage = !acrossScripts && sourceUnits[anchor.source].passage != nil
                beads.append(
                    AlignmentBead(
                        kind: isPassage ? .match : .anchor, source: [sourceUnits[anchor.source].reference],
                        target: [targetUnits[anchor.target].reference], cost: 0))
            }
        }
        var units: [SourceLocation: AlignmentUnit] = [:]
        for unit in sourceUnits + targetUnits { units[unit.reference.location] = unit }
        beads = Self.pairingKeptLines(beads, units: units)
        beads = Self.swappingCrossedPairs(beads, units: units, model: model)
        beads = Self.joiningUnnestedBlocks(
            beads, units: units, ratio: ratio, withoutComments: codeWithoutComments)
        return DocumentAlignment(
            name: source.name, source: source.path, sourceLanguage: sourceLanguages.language, target: target.path,
            targetLanguage: targetLanguages.language, scope: plan.scope, lengthRatio: ratio, beads: beads)
    }

    /// The units, anchors, scope and regions of an alignment of `target` to `source`.
    func plan(
        source: Document, _ sourceLanguages: DocumentLanguages, target: Document, _ targetLanguages: DocumentLanguages
    ) -> AlignmentPlan {
        var sourceUnits = AlignmentUnit.units(
            of: source, languages: sourceLanguages, withoutComments: codeWithoutComments)
        let targetUnits = AlignmentUnit.units(
            of: target, languages: targetLanguages, withoutComments: codeWithoutComments)
        let acrossScripts = Self.isOneTextInTwoScripts(sourceLanguages.language, targetLanguages.language)
        var anchors = Self.anchors(sourceUnits, targetUnits, acrossScripts: acrossScripts)

        var scope: AlignmentScope?
        if !anchors.isEmpty, targetLanguages.passages.count * 2 <= sourceLanguages.passages.count,
            let section = Self.commonSection(of: anchors.map { sourceUnits[$0.source].block.section }, in: source)
        {
            let sectionInfo = source.sections[section]
            scope = AlignmentScope(sectionTitle: sectionInfo.title, headingRange: sectionInfo.headingRange)
            let kept = sourceUnits.indices.filter {
                Self.isInSection(sourceUnits[$0].block.section, section, of: source)
            }
            let newIndex = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1, $0) })
            sourceUnits = kept.map { sourceUnits[$0] }
            anchors = anchors.map { (newIndex[$0.source]!, $0.target) }
        }
        let regions = Self.regions(between: anchors, sourceCount: sourceUnits.count, targetCount: targetUnits.count)
        return AlignmentPlan(
            sourceUnits: sourceUnits, targetUnits: targetUnits, anchors: anchors, scope: scope, regions: regions,
            acrossScripts: acrossScripts)
    }

    // MARK: - Anchors and scope

    /// A block quote's text after its first paragraph, when that is 20 characters or more: a grammar's
    /// productions after its caption (`> Grammar of a pattern:` / `> 模式语法:`), which a translation keeps
    /// as they are. Equal on both sides, the two quotes are an anchor like equal code.
    static func quotedTail(of unit: AlignmentUnit) -> String? {
        guard unit.passage != nil, case .blockQuote = unit.block.kind, unit.block.children.count >= 2 else {
            return nil
        }
        let tail = unit.block.children.dropFirst().map { $0.inlines.plainText }.joined(separator: "\n")
        return tail.count >= 20 ? tail : nil
    }

    /// The text of a passage in no language with a digit and six characters or more: a date or a version
    /// (`**2025-12-12**`, `Swift 6.2`), which a translation keeps as it is. Equal on both sides,
    /// the two passages are one anchor: two dates that differ are never each other's translation.
    static func neutralText(of unit: AlignmentUnit) -> String? {
        guard let passage = unit.passage, passage.language == .neutral else { return nil }
        let text = unit.block.plainText.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.count >= 6 && text.contains(where: \.isNumber) ? text : nil
    }

    /// The innermost section containing every given block section; nil if some block is before the first
    /// heading.
    static func commonSection(of sections: [Int?], in document: Document) -> Int? {
        func chain(_ section: Int) -> [Int] {
            var result = [section]
            while let parent = document.sections[result.last!].parent { result.append(parent) }
            return result
        }
        guard let first = sections.first, let start = first else { return nil }
        var common = chain(start)
        for section in sections.dropFirst() {
            guard let section else { return nil }
            let ancestors = Set(chain(section))
            common = common.filter(ancestors.contains)
        }
        return common.first
    }

    static func isInSection(_ section: Int?, _ ancestor: Int, of document: Document) -> Bool {
        var current = section
        while let index = current {
            if index == ancestor { return true }
            current = document.sections[index].parent
        }
        return false
    }

    /// The beads with two neighbours that each leave one block of a side unpaired made one pair when the
    /// two blocks are of one kind and keep most of their lines (`keepsLines`) or of their code, numbers and
    /// names (`sharesTokens`), or are code blocks with most of their code's tokens (`sharesCode`): a grammar
    /// block with a few productions translated, an example with a name changed, which neither an anchor nor
    /// the lengths pair.
    static func pairingKeptLines(_ beads: [AlignmentBead], units: [SourceLocation: AlignmentUnit])
        -> [AlignmentBead]
    {
        var result: [AlignmentBead] = []
        for bead in beads {
            guard let last = result.last, let pair = Self.onePair(last, bead),
                let source = units[pair.source.location], let target = units[pair.target.location],
                keepsLines(source, target) || sharesTokens(source, target) || sharesCode(source, target)
            else {
                result.append(bead)
                continue
            }
            result[result.count - 1] = AlignmentBead(
                kind: .match, source: [pair.source], target: [pair.target], cost: 0)
        }
        return result
    }

    /// How much cheaper two neighbouring pairs must be crossed than as aligned for the translation to have
    /// swapped the two passages: e², seven times likelier.
    static let swapMargin = 2.0

    /// Two neighbouring one-to-one pairs of passages crossed (the first source block with the second target
    /// block, and the second with the first) when crossed they share more invariant tokens (code, numbers,
    /// names, link targets) and cost far less (`swapMargin`) than as aligned: a translation that swapped two
    /// paragraphs, which the dynamic program, keeping both documents in order, cannot pair. Lengths alone
    /// never cross two pairs: a translator's added sentence changes them.
    static func swappingCrossedPairs(
        _ beads: [AlignmentBead], units: [SourceLocation: AlignmentUnit], model: AlignmentCostModel
    ) -> [AlignmentBead] {
        var result = beads
        var index = 0
        while index + 1 < result.count {
            let first = result[index], second = result[index + 1]
            guard first.kind == .match, second.kind == .match, first.source.count == 1, first.target.count == 1,
                second.source.count == 1, second.target.count == 1,
                let a1 = units[first.source[0].location], let b1 = units[first.target[0].location],
                let a2 = units[second.source[0].location], let b2 = units[second.target[0].location],
                [a1, b1, a2, b2].allSatisfy({ (unit: AlignmentUnit) -> Bool in
                    unit.passage != nil && !unit.isHeading && !unit.isNeutralValue && quotedTail(of: unit) == nil
                }),
                let straight1 = model.cost([a1][...], [b1][...]), let straight2 = model.cost([a2][...], [b2][...]),
                let crossed1 = model.cost([a1][...], [b2][...]), let crossed2 = model.cost([a2][...], [b1][...]),
                crossed1 + crossed2 + swapMargin < straight1 + straight2,
                shared(a1, b2) + shared(a2, b1) > shared(a1, b1) + shared(a2, b2)
            else {
                index += 1
                continue
            }
            result[index] = AlignmentBead(kind: .match, source: first.source, target: second.target, cost: crossed1)
            result[index + 1] = AlignmentBead(kind: .match, source: second.source, target: first.target, cost: crossed2)
            index += 2
        }
        return result
    }

    /// How many invariant tokens two units share.
    private static func shared(_ a: AlignmentUnit, _ b: AlignmentUnit) -> Int {
        Multiset(a.tokens).intersectionCount(Multiset(b.tokens))
    }

    /// The block of each side when one bead leaves one source block unpaired and the other one target block.
    private static func onePair(_ a: AlignmentBead, _ b: AlignmentBead)
        -> (source: BlockReference, target: BlockReference)?
    {
        let (sourceOnly, targetOnly) = a.kind == .sourceOnly ? (a, b) : (b, a)
        guard sourceOnly.kind == .sourceOnly, targetOnly.kind == .targetOnly, sourceOnly.source.count == 1,
            targetOnly.target.count == 1
        else { return nil }
        return (sourceOnly.source[0], targetOnly.target[0])
    }

    /// Whether two passages of one kind share two lines of 10 characters or more, and at least half the lines
    /// of the one with fewer.
    static func keepsLines(_ a: AlignmentUnit, _ b: AlignmentUnit) -> Bool {
        guard a.passage != nil, b.passage != nil, a.block.kindName == b.block.kindName else { return false }
        func lines(_ unit: AlignmentUnit) -> Set<Substring> {
            Set(unit.block.plainText.split(separator: "\n").filter { $0.count >= 10 })
        }
        let (left, right) = (lines(a), lines(b))
        let shared = left.intersection(right).count
        return shared >= 2 && shared * 2 >= min(left.count, right.count)
    }

    /// Whether two code blocks have most of their code's tokens (names, literals, punctuation) in common —
    /// four in five or more, as many times, or all but one in five in place — though not their lines: the
    /// same example with a name changed (`names.sotred(by:)`, `pritn(friendlyWelcome)`), which line by line
    /// is another block when it has one line.
    static func sharesCode(_ a: AlignmentUnit, _ b: AlignmentUnit) -> Bool {
        guard let left = a.normalizedCode, let right = b.normalizedCode else { return false }
        let (x, y) = (CodeTokens.tokens(in: left), CodeTokens.tokens(in: right))
        guard x.count + y.count >= 6 else { return false }
        if 5 * 2 * Multiset(x).intersectionCount(Multiset(y)) >= 4 * (x.count + y.count) { return true }
        guard x.count == y.count else { return false }
        let changed = zip(x, y).count { $0 != $1 }
        return changed <= max(1, x.count / 5)
    }

    /// Whether two passages of one kind share three invariant tokens or more (code, numbers, names, URLs),
    /// or five Latin words or more, and at least half of those of the one with fewer: a grammar block whose
    /// productions the translation escaped otherwise, a paragraph left in the original's language next to
    /// its own original.
    static func sharesTokens(_ a: AlignmentUnit, _ b: AlignmentUnit) -> Bool {
        guard a.passage != nil, b.passage != nil, a.block.kindName == b.block.kindName else { return false }
        func shares(_ left: [String], _ right: [String], atLeast minimum: Int) -> Bool {
            let shared = Multiset(left).intersectionCount(Multiset(right))
            return shared >= minimum && shared * 2 >= min(left.count, right.count)
        }
        return shares(a.tokens, b.tokens, atLeast: 3)
            || shares(latinWords(a.block.plainText), latinWords(b.block.plainText), atLeast: 5)
    }

    /// The distinct runs of ASCII letters, digits, `-` and `_` of three characters or more.
    static func latinWords(_ text: String) -> [String] {
        var words: Set<String> = []
        var current = ""
        for character in text + " " {
            if character.isASCII, character.isLetter || character.isNumber || character == "-" || character == "_" {
                current.append(character)
            } else {
                if current.count >= 3 { words.insert(current) }
                current = ""
            }
        }
        return words.sorted()
    }

    // MARK: - Regions between anchors

    /// Index ranges before, between and after the anchors (anchors excluded): one more than anchors.
    static func regions(between anchors: [(source: Int, target: Int)], sourceCount: Int, targetCount: Int)
        -> [(source: Range<Int>, target: Range<Int>)]
    {
        var result: [(source: Range<Int>, target: Range<Int>)] = []
        var sourceStart = 0, targetStart = 0
        for anchor in anchors {
            result.append((sourceStart..<anchor.source, targetStart..<anchor.target))
            sourceStart = anchor.source + 1
            targetStart = anchor.target + 1
        }
        result.append((sourceStart..<sourceCount, targetStart..<targetCount))
        return result
    }

    /// Target length per source length over the regions with equally many blocks on both sides (most
    /// likely all 1-1), else over everything aligned, else the languages' typical ratio.
    static func calibratedRatio(
        regions: [(source: Range<Int>, target: Range<Int>)], _ source: [AlignmentUnit], _ target: [AlignmentUnit],
        sourceLanguage: HumanLanguage?, targetLanguage: HumanLanguage?
    ) -> Double {
        func lengths(_ selected: [(source: Range<Int>, target: Range<Int>)]) -> (Int, Int) {
            var sourceLength = 0, targetLength = 0
            for region in selected {
                for unit in source[region.source] { sourceLength += unit.length }
                for unit in target[region.target] { targetLength += unit.length }
            }
            return (sourceLength, targetLength)
        }
        let balanced = regions.filter { $0.source.count == $0.target.count && !$0.source.isEmpty }
        for selected in [balanced, regions] {
            let (sourceLength, targetLength) = lengths(selected)
            if sourceLength >= 20, targetLength >= 5 { return Double(targetLength) / Double(sourceLength) }
        }
        let sourceRatio = sourceLanguage.map(InlinePairFinder.expectedLengthRatio) ?? 1
        let targetRatio = targetLanguage.map(InlinePairFinder.expectedLengthRatio) ?? 1
        return targetRatio / sourceRatio
    }

    // MARK: - Dynamic programming

    /// Moves of the dynamic program: blocks taken from the source and from the target.
    /// A translation may join three paragraphs of its original into one, or split one into three.
    private static let moves: [(Int, Int)] = [(1, 1), (1, 0), (0, 1), (2, 1), (1, 2), (3, 1), (1, 3)]

    /// How far (in blocks) an alignment may stray from the diagonal beyond the two sides' difference in
    /// length: far more than the paragraphs a translation drops or adds in one stretch between anchors.
    static let alignmentBand = 64

    /// The columns (target blocks taken) of each row (source blocks taken, 0 through `sourceCount`) of a
    /// region's table: only a band around the diagonal, as wide as the two sides' difference in blocks plus
    /// `alignmentBand` either way, so that the work and the table grow with the region's length, not with
    /// its square.
    static func band(sourceCount n: Int, targetCount m: Int) -> [ClosedRange<Int>] {
        let width = abs(n - m) + alignmentBand
        return (0...n).map { i in
            let diagonal = n == 0 ? 0 : i * m / n
            return max(0, diagonal - width)...min(m, diagonal + width)
        }
    }

    static func alignRegion(_ source: [AlignmentUnit], _ target: [AlignmentUnit], model: AlignmentCostModel)
        -> [AlignmentBead]
    {
        let n = source.count, m = target.count
        guard n + m > 0 else { return [] }
        let rows = band(sourceCount: n, targetCount: m)
        let low = rows.map(\.lowerBound), high = rows.map(\.upperBound)
        var cost = (0...n).map { Array(repeating: Double.infinity, count: high[$0] - low[$0] + 1) }
        var move = (0...n).map { Array(repeating: -1, count: high[$0] - low[$0] + 1) }
        func costAt(_ i: Int, _ j: Int) -> Double {
            j >= low[i] && j <= high[i] ? cost[i][j - low[i]] : .infinity
        }
        cost[0][0] = 0
        for i in 0...n {
            for j in low[i]...high[i] where !(i == 0 && j == 0) {
                for (index, (di, dj)) in moves.enumerated() where i >= di && j >= dj {
                    let before = costAt(i - di, j - dj)
                    guard before.isFinite, before + model.lowerBound(di, dj) < cost[i][j - low[i]],
                        let step = stepCost(source[(i - di)..<i], target[(j - dj)..<j], model),
                        before + step < cost[i][j - low[i]]
                    else { continue }
                    cost[i][j - low[i]] = before + step
                    move[i][j - low[i]] = index
                }
            }
        }
        var beads: [AlignmentBead] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            let (di, dj) = moves[move[i][j - low[i]]]
            let a = Array(source[(i - di)..<i]), b = Array(target[(j - dj)..<j])
            let kind: AlignmentBead.Kind = di == 0 ? .targetOnly : dj == 0 ? .sourceOnly : .match
            beads.append(
                AlignmentBead(
                    kind: kind, source: a.map(\.reference), target: b.map(\.reference),
                    cost: costAt(i, j) - costAt(i - di, j - dj)))
            i -= di
            j -= dj
        }
        return beads.reversed()
    }

    private static func stepCost(
        _ a: ArraySlice<AlignmentUnit>, _ b: ArraySlice<AlignmentUnit>, _ model: AlignmentCostModel
    ) -> Double? {
        if a.isEmpty || b.isEmpty { return model.skipCost }
        return model.cost(a, b)
    }
}
