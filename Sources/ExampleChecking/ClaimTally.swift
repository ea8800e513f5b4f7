/// What the comments of one listing that say what it prints (`// Prints "…"`, `// 打印…`: `OutputClaim`) came
/// to in its script's run: how many there are, and how many the program's output bears out or contradicts.
public struct ClaimTally: Hashable, Sendable, Codable {
    /// The claims of the listing, each document's (a translation's `// 打印…` beside the original's `// Prints`).
    public var found: Int
    /// Claims whose line the program printed.
    public var right: Int
    /// Claims whose line it did not print (each a `DG0656` error of the listing).
    public var wrong: Int

    public init(found: Int, right: Int = 0, wrong: Int = 0) {
        self.found = found
        self.right = right
        self.wrong = wrong
    }

    /// The claims held against the output: right or wrong. The others were not: the listing did not run to
    /// them (it failed, was skipped or left out), or a closure's claim the program ended before.
    public var checked: Int { right + wrong }

    /// The tallies of many listings added up.
    public static func total(_ tallies: some Sequence<ClaimTally>) -> ClaimTally {
        tallies.reduce(into: ClaimTally(found: 0)) { sum, tally in
            sum.found += tally.found
            sum.right += tally.right
            sum.wrong += tally.wrong
        }
    }
}
