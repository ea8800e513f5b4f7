import ExampleExtraction

/// Where one built example's files go in the generated package: the single place that names them, for
/// the generator that writes them and for whoever needs an example's files (the keys of kept check
/// results).
public struct ExampleFileLayout: Hashable, Sendable {
    /// `Sources/<module>/<id>.swift` (the module is the example's own, named by its id, or the one examples
    /// share: see `ModuleSharing`), or `CompileFail/<id>/<id>.swift` for a `compile_fail` example (which is
    /// not a target of the package: it must not build).
    public var program: String
    /// `Fixtures/<id>.json`: the entries and the recorded session.
    public var fixture: String

    public init(_ example: Example, sharing: ModuleSharing? = nil) {
        let module = (sharing ?? .of(example)).isShared ? ModuleSharing.moduleName : example.id
        let directory =
            ExamplePackageGenerator.isCompileFail(example) ? "CompileFail/\(example.id)" : "Sources/\(module)"
        program = "\(directory)/\(example.id).swift"
        fixture = "Fixtures/\(example.id).json"
    }

    /// The layout of an example of `set`: a plain-Swift listing's program is its script's `main.swift`
    /// (`ScriptSource`), which it has no fixture beside.
    public init(_ example: Example, in set: ExampleSet) {
        self.init(example)
        if let script = set.script(of: example.id), !ExamplePackageGenerator.isCompileFail(example) {
            program = ScriptSource.path(of: script)
        }
    }

    /// Every path, sorted.
    public var paths: [String] { [program, fixture].sorted() }

    /// The runner's sources: `main.swift` and `Examples.swift`.
    public static let runnerDirectory = "Sources/ExampleRunner"

    /// How the runner plays every example (from what each example's module says) and the tests: it changes
    /// only when examples come or go, so it is no example's file.
    public static let runnerExamplesFile = runnerDirectory + "/Examples.swift"

    /// The test target's one file: it imports the runner, whose module holds the tests.
    public static let testTargetFile = "Tests/ExampleTests/ExampleTests.swift"
}
