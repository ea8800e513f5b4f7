/// How much longer `work` takes on an 8× larger input than on the base one: about 8 for a linear pass
/// (9–10 for n log n), 64 for a quadratic one. Each size runs three times, interleaved, and the fastest
/// run of each counts, so a busy machine (the tests run in parallel) slows both sides alike instead of
/// one. Compare the result with `linearGrowthLimit`.
public func growthRatio(base: Int, _ work: (Int) -> Void) -> Double {
    let clock = ContinuousClock()
    var small = Duration.seconds(Int64.max), large = Duration.seconds(Int64.max)
    for _ in 0..<3 {
        small = min(small, clock.measure { work(base) })
        large = min(large, clock.measure { work(base * 8) })
    }
    return large / max(small, .microseconds(1))
}

/// The ratio `growthRatio` stays under for a pass that is not quadratic: halfway (geometrically) between
/// linear (8) and quadratic (64), with room for a noisy machine on either side.
public let linearGrowthLimit = 24.0
