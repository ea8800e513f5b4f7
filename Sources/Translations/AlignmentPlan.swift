import DocParsing

/// What `TranslationAligner` decides before its dynamic programs: the units of each side, the anchors, the
/// section the target translates, and the regions between anchors that the programs align.
struct AlignmentPlan: Sendable {
    var sourceUnits: [AlignmentUnit]
    var targetUnits: [AlignmentUnit]
    /// Unit indices (source, target), in order on both sides.
    var anchors: [(source: Int, target: Int)]
    var scope: AlignmentScope?
    /// Index ranges before, between and after the anchors: one more than anchors.
    var regions: [(source: Range<Int>, target: Range<Int>)]
    /// Whether the two documents are Chinese in its two scripts.
    var acrossScripts: Bool

    /// The cells of the dynamic programs' tables over all regions: the aligner's work, which grows with the
    /// regions' lengths (each region's table is a band around its diagonal).
    var tableCells: Int {
        regions.reduce(0) { sum, region in
            sum
                + TranslationAligner.band(sourceCount: region.source.count, targetCount: region.target.count)
                .reduce(0) { $0 + $1.count }
        }
    }
}
