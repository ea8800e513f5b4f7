import DocgenCore

/// Two translations of one document aligned block by block.
///
/// Beads are in document order. Blocks of the source outside `scope` (when the target translates only
/// one section) are in no bead.
public struct DocumentAlignment: Hashable, Sendable, Codable {
    /// The `<name>` both files share.
    public var name: String
    /// How the original was decided: the project's source language, or a guess (the document with more
    /// passages) where it names neither document's language.
    public enum Direction: String, Hashable, Sendable, Codable {
        case configured
        case guessed
    }

    /// The original.
    public var source: String
    public var sourceLanguage: HumanLanguage?
    public var target: String
    public var targetLanguage: HumanLanguage?
    /// The part of the source the target translates, when it is one section rather than the whole.
    public var scope: AlignmentScope?
    public var direction: Direction
    /// Target length per source length (non-space characters), calibrated on the anchored regions.
    public var lengthRatio: Double
    public var beads: [AlignmentBead]

    public init(
        name: String, source: String, sourceLanguage: HumanLanguage?, target: String, targetLanguage: HumanLanguage?,
        scope: AlignmentScope?, lengthRatio: Double, beads: [AlignmentBead], direction: Direction = .guessed
    ) {
        self.direction = direction
        self.name = name
        self.source = source
        self.sourceLanguage = sourceLanguage
        self.target = target
        self.targetLanguage = targetLanguage
        self.scope = scope
        self.lengthRatio = lengthRatio
        self.beads = beads
    }

    /// Code blocks with identical code in both documents: one example, several sources.
    public var anchors: [AlignmentBead] { beads.filter { $0.kind == .anchor } }

    /// The passage pairs (beads joining prose on both sides).
    public var pairs: [TranslationPair] {
        beads.filter { $0.kind == .match && $0.source.allSatisfy { $0.passageIndex != nil } }
            .map { TranslationPair(origin: .aligned, source: $0.source, translation: $0.target) }
    }
}

/// One step of an alignment: blocks of the source and of the target that correspond.
public struct AlignmentBead: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Identical code blocks: a hard anchor.
        case anchor
        /// Corresponding blocks (1-1, 1-2 or 2-1).
        case match
        /// A source block with no counterpart (1-0).
        case sourceOnly
        /// A target block with no counterpart (0-1).
        case targetOnly
    }

    public var kind: Kind
    public var source: [BlockReference]
    public var target: [BlockReference]
    /// The aligner's cost for this bead (lower is more certain); 0 for anchors.
    public var cost: Double

    public init(kind: Kind, source: [BlockReference], target: [BlockReference], cost: Double) {
        self.kind = kind
        self.source = source
        self.target = target
        self.cost = cost
    }

    /// `1-1`, `2-1`, `1-0`, …
    public var shape: String { "\(source.count)-\(target.count)" }
}

/// The section of the source a partial translation covers.
public struct AlignmentScope: Hashable, Sendable, Codable {
    public var sectionTitle: String
    /// The section's heading.
    public var headingRange: SourceRange

    public init(sectionTitle: String, headingRange: SourceRange) {
        self.sectionTitle = sectionTitle
        self.headingRange = headingRange
    }
}
