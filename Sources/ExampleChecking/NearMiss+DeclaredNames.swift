import AppleUIKitAPI
import DocgenCore

extension NearMiss {
    /// The declared name `name` is a near miss of, the closest first (case and number count as one edit);
    /// ties go to the first declared.
    static func nearest(to name: String, in declared: [DeclaredNames.Name]) -> DeclaredNames.Name? {
        var best: (name: DeclaredNames.Name, distance: Int)?
        for candidate in declared where isNearMiss(name, of: candidate.name) {
            let distance =
                name.lowercased() == candidate.name.lowercased()
                ? 1 : EditDistance.withTranspositions(name, candidate.name)
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }
}
