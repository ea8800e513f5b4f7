import ExampleExtraction

/// Where each file of the generated package goes: the single place that names them, for the generator that
/// writes them and for whoever needs a file (the checker, the keys of kept check results).
public struct ExampleFileLayout: Hashable, Sendable {
    /// `Sources/<module>/<id>.swift` (the module is the example's own, named by its id, or the one examples
    /// share: see `ExamplePlan.module`), or `CompileFail/<id>/<id>.swift` for a `compile_fail` example (which
    /// is not a target of the package: it must not build).
    public var program: String
    /// `Fixtures/<id>.json`: the entries and the recorded session.
    public var fixture: String

    /// The layout of a planned example; `module` is the plan's module when the caller has already asked it.
    public init(_ plan: ExamplePlan, module: ModuleSharing? = nil) {
        let id = plan.example.id
        let directory =
            plan.isCompileFail
            ? Self.compileFailDirectory(of: id)
            : Self.sourceDirectory(ofModule: (module ?? plan.module).isShared ? ModuleSharing.moduleName : id)
        program = "\(directory)/\(id).swift"
        fixture = "Fixtures/\(id).json"
    }

    /// The layout of an example of `set`: a plain-Swift listing's program is its script's `main.swift`
    /// (`script(_:)`), which it has no fixture beside.
    public init(_ plan: ExamplePlan, in set: ExampleSet) {
        self.init(plan)
        if let script = set.script(of: plan.example.id), !plan.isCompileFail {
            program = Self.script(script)
        }
    }

    /// Every path, sorted.
    public var paths: [String] { [program, fixture].sorted() }

    // MARK: - Directories and files of the package

    /// `Sources/<module>`: the sources of a target of the package.
    public static func sourceDirectory(ofModule module: String) -> String { "Sources/\(module)" }

    /// `CompileFail/<id>`: where a `compile_fail` example's program waits to be compiled alone.
    public static func compileFailDirectory(of id: String) -> String { "CompileFail/\(id)" }

    /// The example whose program a Swift file of the shared module is (`<id>.swift`, wherever it is); nil for
    /// a file that is not Swift.
    public static func exampleID(ofProgramFile path: String) -> String? {
        guard path.hasSuffix(".swift") else { return nil }
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        return String(name.dropLast(".swift".count))
    }

    /// The executable that plays examples and runs their tests.
    public static let runnerModule = "ExampleRunner"

    /// The runner's sources: `main.swift` and `Examples.swift`.
    public static let runnerDirectory = sourceDirectory(ofModule: runnerModule)

    /// How the runner plays every example (from what each example's module says) and the tests: it changes
    /// only when examples come or go, so it is no example's file.
    public static let runnerExamplesFile = runnerDirectory + "/Examples.swift"

    /// The test target's one file: it imports the runner, whose module holds the tests.
    public static let testTargetFile = "Tests/ExampleTests/ExampleTests.swift"

    /// The plain-Swift scripts' directory: one folder a script, which is no target of the package.
    public static let scriptsDirectory = "Scripts"

    /// `Scripts/<id>/main.swift`: a plain-Swift script's one file (`ScriptSource`).
    public static func script(_ script: ExampleScript) -> String { "\(scriptsDirectory)/\(script.id)/main.swift" }
}
