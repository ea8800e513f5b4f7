import Testing

/// `ExampleRunner --testing-library swift-testing [--filter <regex>]`: the examples' tests (the `@Test`
/// functions of the runner's module), run by Swift Testing as `swift test` runs them, with the same options
/// and the same output.
///
/// `docgen check` runs the tests so: it builds the runner alone, not a test bundle as well (a test target
/// costs a module, the test entry point and a second link).
public enum DocgenTestRun {
    /// Whether the runner's command line asks for the tests.
    public static func isRequested(by arguments: [String]) -> Bool {
        arguments.first == "--testing-library"
    }

    /// Runs the tests, reading the options from the process's command line; returns the exit status.
    public static func run() async -> Int32 {
        // The entry point SwiftPM's generated test runner calls.
        await Testing.__swiftPMEntryPoint() as CInt
    }
}
