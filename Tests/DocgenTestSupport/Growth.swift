import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much longer `work(base * 8)` takes than `work(base)`: about 8 for a linear pass, 64 for a quadratic
/// one. Each size is run five times and the fastest run is kept, in the CPU time of the calling thread (not
/// wall time), so that other processes on a busy machine do not count.
public func growthRatio(base: Int, _ work: (Int) -> Void) -> Double {
    var small = Double.infinity, large = Double.infinity
    for _ in 0..<5 {
        small = min(small, threadCPUSeconds { work(base) })
        large = min(large, threadCPUSeconds { work(base * 8) })
    }
    return large / max(small, 1e-6)
}

/// The CPU time the calling thread spends in `work`.
func threadCPUSeconds(_ work: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    work()
    return now() - start
}

/// The ratio `growthRatio` stays under for a pass that is not quadratic: halfway (geometrically) between
/// linear (8) and quadratic (64), with room for a noisy machine on either side.
public let linearGrowthLimit = 24.0
