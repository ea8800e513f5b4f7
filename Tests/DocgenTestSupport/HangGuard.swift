import Testing

/// The suite's whole budget, as a test's time limit (see `hangGuard`).
private let suiteBudget: TimeLimitTrait = .timeLimit(.minutes(20))

extension Trait where Self == TimeLimitTrait {
    /// The time limit of a test that could hang (a process, a FIFO, a solver): the suite's whole budget.
    ///
    /// A guard against hangs, never a measure of speed: under Swift Testing 6.3 a test's time runs from its
    /// start event, and on a 2-core machine a test waits there for one of the few test cases that run at once
    /// (the others start compilers) — a test of a second was stopped at 600 s, after 820 s in the queue.
    /// Speed is measured by the benchmarks in `bench/`.
    public static var hangGuard: Self { suiteBudget }
}
