import ExampleExtraction

/// What docgen does with one example, from its language and attributes: whether it is compiled and by
/// what, whether it must fail to compile, which module it is compiled in and why, and why it is skipped.
///
/// The one place these are decided: the generator, the checker, the layout of the generated files and
/// `docgen build` ask a plan rather than reading an example's mode and language.
public struct ExamplePlan: Sendable {
    public let example: Example
    /// Whether `docgen check` compiles the example in a module of its own whatever its program allows: it
    /// did not compile in the shared module, and alone its errors are its own.
    public let isInOwnModule: Bool

    /// The plan of `example`; `isInOwnModule` keeps it out of the shared module.
    public init(_ example: Example, isInOwnModule: Bool = false) {
        self.example = example
        self.isInOwnModule = isInOwnModule
    }

    /// Whether docgen builds the example with Swift: in the generated package, or alone when it is
    /// `compile_fail` (Swift, and neither ignored nor skipped).
    public var isBuilt: Bool {
        example.language == .swift && example.mode.isBuilt
    }

    /// Whether clang type-checks the example instead (Objective-C, and neither ignored nor skipped); it never
    /// enters the generated package.
    public var isTypeCheckedWithClang: Bool {
        example.language == .objectiveC && example.mode.isBuilt
    }

    /// Whether the example is marked `compile_fail`: it must not compile, so it is no target of the package
    /// (`docgen check` compiles it alone, from `CompileFail/<id>/`).
    public var isCompileFail: Bool {
        if case .compileFail = example.mode { return true }
        return false
    }

    /// The text an error must contain, for `compile_fail="text"`; nil otherwise.
    public var expectedCompileError: String? {
        if case .compileFail(let expected) = example.mode { return expected }
        return nil
    }

    /// Why the example is not compiled at all (`ignore`, another language, a module that cannot be built
    /// here), for the "skipped" line of a report; nil when it is.
    public var skipReason: String? {
        isBuilt || isTypeCheckedWithClang ? nil : example.mode.skipReason ?? "not built"
    }

    /// The module the example is compiled in: the one examples share, or its own with the reason
    /// (`docgen build` prints it). Its attributes decide first (`compile_fail`, `standalone`, declared
    /// packages), then its program (`ModuleSharing`).
    public var module: ModuleSharing {
        if isInOwnModule { return .own(reason: "did not compile in the shared module") }
        if isCompileFail { return .own(reason: "compile_fail: compiled on its own") }
        if example.isStandalone == true { return .own(reason: "marked standalone") }
        if !example.packageProducts.isEmpty { return .own(reason: "uses packages its document declares") }
        return ModuleSharing.remembered(program: example.program)
    }

    /// The name of that module: the shared one's, or the example's id.
    public var moduleName: String {
        module.isShared ? ModuleSharing.moduleName : example.id
    }
}
