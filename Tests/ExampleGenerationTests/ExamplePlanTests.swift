import ExampleExtraction
import Testing

@testable import ExampleGeneration

/// `ExamplePlan` answers what docgen does with an example: built or not, `compile_fail`, which module, why
/// skipped.
@Suite struct ExamplePlanTests {
    static let docs =
        ExamplePackageGeneratorTests.modes + """

            # Shell
            ```sh
            ls
            ```
            # Objective
            ```objc
            @interface Objective : NSObject
            @end
            ```
            """

    func plan(_ id: String) throws -> ExamplePlan {
        let examples = ExamplePackageGeneratorTests.examples(["modes.md": Self.docs])
        return ExamplePlan(try #require(examples.examples.first { $0.id == id }, "no \(id)"))
    }

    @Test func aRunnableExampleIsBuiltInTheSharedModule() throws {
        let run = try plan("modes__run")
        #expect(run.isBuilt && !run.isTypeCheckedWithClang && !run.isCompileFail)
        #expect(run.skipReason == nil && run.expectedCompileError == nil)
        #expect(run.module.isShared)
        #expect(run.moduleName == ModuleSharing.moduleName)
        #expect(try plan("modes__norun").isBuilt)
    }

    @Test func aCompileFailExampleIsBuiltAloneWithItsExpectedText() throws {
        let fail = try plan("modes__fail")
        #expect(fail.isBuilt && fail.isCompileFail)
        #expect(fail.expectedCompileError == "cannot find")
        #expect(fail.module == .own(reason: "compile_fail: compiled on its own"))
        #expect(fail.moduleName == "modes__fail")
    }

    @Test func examplesNotBuiltSayWhy() throws {
        let ignored = try plan("modes__ignored")
        #expect(!ignored.isBuilt && !ignored.isTypeCheckedWithClang)
        #expect(ignored.skipReason == "needs a device")
        #expect(try plan("modes__shell").skipReason?.contains("'sh' code is not built") == true)
    }

    @Test func objectiveCIsTypeCheckedWithClangNotBuilt() throws {
        let objective = try plan("modes__objective")
        #expect(objective.isTypeCheckedWithClang && !objective.isBuilt)
        #expect(objective.skipReason == nil)
    }

    /// `docgen check` puts an example that did not compile in the shared module in a module of its own.
    @Test func anExampleKeptOutOfTheSharedModuleSaysWhy() throws {
        let run = ExamplePlan(try plan("modes__run").example, isInOwnModule: true)
        #expect(run.module == .own(reason: "did not compile in the shared module"))
        #expect(run.moduleName == "modes__run")
        #expect(ExampleFileLayout(run).program == "Sources/modes__run/modes__run.swift")
    }
}
