/// Small lists of very frequent English and Russian words: evidence for keeping or dropping a hyphen at a
/// line end when the document itself has none (`well-` / `known` stays hyphenated, `con-` / `troller` joins).
///
/// Written for docgen from general knowledge of the languages (function words and the commonest words of
/// technical prose), not taken from a corpus.
enum CommonWords {
    static let english: Set<String> = Set(
        """
        a about above after again against all almost along already also always an and another any anything
        are around as at back based be because been before being below best better between both built but by
        call called can cannot case change check class code come common could data default do does done down
        each easy either end enough even every example false few file find first for found free from full
        get give good great half has have he her here high his how however if in inside instead into is it
        its just keep kind known last later least left less let like line list little long look made make
        many may me method might more most much must my name need never new next no non not now number of off
        often old on once one only open or order other our out over own part place point read real right run
        same see self set she should show side simple since small so some something state still such system
        take than that the their them then there these they thing this those through time to too top true
        two under until up upon us use used user using value very view want was way we well were what when
        where which while who why will with within without work would write year yet you your zero
        """.split(separator: " ").flatMap { $0.split(separator: "\\n") }.map { String($0).trimmed }.filter {
            !$0.isEmpty
        })

    static let russian: Set<String> = Set(
        """
        а без более бы был была были было быть в вам вас весь во вот все всего всех вы где да даже для до
        его ее если есть еще же за здесь и из или им их к как как-то когда кто ли либо мы на над нам нас не
        него нет ни нибудь но ну о об один он она они оно от по под после при про раз с со так также там
        то тоже только у уже хотя что чтобы это этот я
        """.split(separator: " ").flatMap { $0.split(separator: "\\n") }.map { String($0).trimmed }.filter {
            !$0.isEmpty
        })

    /// Russian particles written after a hyphen (`кто-то`, `где-нибудь`, `какой-либо`).
    static let russianParticles: Set<String> = ["то", "либо", "нибудь", "таки"]

    static func contains(_ word: String) -> Bool {
        let word = word.lowercased()
        return english.contains(word) || russian.contains(word)
    }
}
