import DocgenCore

extension Subprocess.Output {
    /// What the process did besides passing or failing, each an error at `location`: output beyond
    /// `outputLimit`, processes left running after it ended, the sandbox's process limit (`processLimit`)
    /// reached. None of them is a pass or a trap, however the process ended.
    func misconduct(at location: SourceLocation?, outputLimit: Int, processLimit: Int) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if isTruncated {
            diagnostics.append(
                .error(
                    .exampleOutputTooLarge, at: location,
                    "the example wrote \(ExampleChecker.size(byteCount)) of output, more than the "
                        + "\(ExampleChecker.size(outputLimit)) docgen keeps; the middle was dropped"))
        }
        if strayProcessCount > 0 && !timedOut {
            let count = strayProcessCount
            diagnostics.append(
                .error(
                    .exampleLeftProcesses, at: location,
                    "the example left \(count) process\(count == 1 ? "" : "es") running after it ended; docgen killed "
                        + (count == 1 ? "it" : "them")))
        }
        if reachedProcessLimit {
            diagnostics.append(
                .error(
                    .exampleReachedProcessLimit, at: location,
                    "the example reached the process limit of \(processLimit) (processes and threads together)"))
        }
        return diagnostics
    }
}
