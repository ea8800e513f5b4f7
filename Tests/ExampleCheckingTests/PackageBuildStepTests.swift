import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import Foundation
import Testing

@testable import ExampleChecking

/// A toolchain with canned structured diagnostics: each build fails with the errors `buildErrors` gives for
/// the examples it holds (none: it builds), each example compiled alone has the errors of `aloneErrors`.
final class FakeToolchain: CheckToolchain, @unchecked Sendable {
    let buildErrors: @Sendable (Set<String>, Set<String>) -> [CompilerDiagnostic]
    let aloneErrors: [String: [CompilerDiagnostic]]
    private let lock = NSLock()
    private var builtSets: [Set<String>] = []
    private var compiledAlone: [String] = []

    init(
        aloneErrors: [String: [CompilerDiagnostic]] = [:],
        buildErrors: @escaping @Sendable (_ ids: Set<String>, _ ownModule: Set<String>) -> [CompilerDiagnostic]
    ) {
        self.aloneErrors = aloneErrors
        self.buildErrors = buildErrors
    }

    var builds: [Set<String>] { lock.withLock { builtSets } }
    var alone: [String] { lock.withLock { compiledAlone.sorted() } }

    func build(_ ids: Set<String>, ownModule: Set<String>) -> PackageBuild {
        lock.withLock { builtSets.append(ids) }
        let errors = buildErrors(ids, ownModule)
        return errors.isEmpty ? .built : .failed(BuildFailure(errors: errors))
    }

    func compileAlone(_ id: String) -> [CompilerDiagnostic]? {
        lock.withLock { compiledAlone.append(id) }
        return aloneErrors[id] ?? []
    }
}

/// The build step on canned compiler output: no compiler runs.
@Suite struct PackageBuildStepTests {
    /// A program with a typo, a later section that makes a version of it (`…_v2`), and a neighbour.
    static let document: String = {
        let program = searchControllerDocument(
            heading: "Fruit", controller: "FruitController", entries: ("Apple", "Pear")
        )
        .replacingOccurrences(of: ": entries.count", with: ": entrie.count")
        let version = """

            # Better filter

            ```swift
            func updateSearchResults(for searchController: UISearchController) {
                let text = searchController.searchBar.text ?? ""
                results = entries.filter { $0.title.lowercased().contains(text.lowercased()) }
                tableView.reloadData()
            }
            ```
            """
        return program + version
    }()

    static let examples = ExampleSet.extract(
        from: [
            DocumentParser.parse(document, path: "Docs/versions.en.md").document,
            DocumentParser.parse(
                searchControllerDocument(
                    heading: "Neighbour", controller: "NeighbourController", entries: ("Plum", "Fig")),
                path: "Docs/neighbour.en.md"
            ).document,
        ]
    ).0

    /// The typo's doc line, where both versions have it.
    static let typo: CompilerDiagnostic = {
        let line = document.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("entrie.count")
        }!
        return CompilerDiagnostic(
            severity: .error, location: SourceLocation(file: "Docs/versions.en.md", line: line + 1, column: 9),
            message: "cannot find 'entrie' in scope")
    }()

    static let versions: Set = ["versions__fruit", "versions__fruit_v2"]
    static let neighbour = "neighbour__neighbour"

    func run(_ toolchain: FakeToolchain) -> PackageBuildStep.Outcome {
        PackageBuildStep(examples: Self.examples, toolchain: toolchain).run(Set(Self.examples.examples.map(\.id)))
    }

    @Test func theExamplesAreTheTwoVersionsAndTheNeighbour() {
        #expect(Set(Self.examples.examples.map(\.id)) == Self.versions.union([Self.neighbour]))
        #expect(Set(BuildBlame.examples(at: Self.typo.location!, in: Self.examples)) == Self.versions)
    }

    @Test func twoVersionsWithOneErrorAtTheSameDocLineFailAloneAndTheNeighbourIsBuilt() throws {
        let toolchain = FakeToolchain(aloneErrors: [
            "versions__fruit": [Self.typo], "versions__fruit_v2": [Self.typo],
        ]) { ids, _ in ids.isDisjoint(with: Self.versions) ? [] : [Self.typo] }
        let outcome = run(toolchain)
        #expect(outcome.builds == 2)
        #expect(Set(outcome.compileErrors.keys) == Self.versions)
        for id in Self.versions {
            #expect(outcome.compileErrors[id]?.map(\.diagnostic.message) == ["cannot find 'entrie' in scope"])
            #expect(outcome.compileErrors[id]?.first?.isInGeneratedCode == false)
        }
        guard case .built(let built) = outcome.package else {
            Issue.record("not built: \(outcome.package)")
            return
        }
        #expect(built == [Self.neighbour])
        // Only the examples the error points at were compiled alone.
        #expect(toolchain.alone == Self.versions.sorted())
    }

    @Test func anErrorInAnExamplesGeneratedFileIsThatExamples() {
        let generated = CompilerDiagnostic(
            severity: .error,
            location: SourceLocation(file: "Sources/DocgenExamples/\(Self.neighbour).swift", line: 40, column: 1),
            message: "m", targetName: "DocgenExamples")
        let toolchain = FakeToolchain(aloneErrors: [Self.neighbour: [generated]]) { ids, _ in
            ids.contains(Self.neighbour) ? [generated] : []
        }
        let outcome = run(toolchain)
        #expect(toolchain.alone == [Self.neighbour])
        #expect(outcome.compileErrors[Self.neighbour]?.first?.isInGeneratedCode == true)
        #expect(outcome.builds == 2)
    }

    @Test func atMostThreeBuildsWhateverFails() {
        // Every build fails at the doc line of some example still in it, though each compiles alone.
        let toolchain = FakeToolchain { ids, _ in ids.isEmpty ? [] : [Self.typo] }
        let outcome = run(toolchain)
        #expect(toolchain.builds.count <= PackageBuildStep.maximumBuilds)
        #expect(outcome.builds == toolchain.builds.count)
        guard case .doesNotBuild(let errors) = outcome.package else {
            Issue.record("built: \(outcome.package)")
            return
        }
        // The error is shown.
        #expect(errors.map(\.message) == ["cannot find 'entrie' in scope"])
    }

    @Test func aThirdBuildHoldsOnlyExamplesThatCompileAlone() {
        // The first build's error hides the neighbour's (SwiftPM cancelled its module).
        let hidden = CompilerDiagnostic(
            severity: .error, location: SourceLocation(file: "Docs/neighbour.en.md", line: 9, column: 1), message: "n")
        let toolchain = FakeToolchain(aloneErrors: [
            "versions__fruit": [Self.typo], "versions__fruit_v2": [Self.typo], Self.neighbour: [hidden],
        ]) { ids, _ in
            if !ids.isDisjoint(with: Self.versions) { return [Self.typo] }
            return ids.contains(Self.neighbour) ? [hidden] : []
        }
        let outcome = run(toolchain)
        #expect(outcome.builds == 3)
        #expect(Set(outcome.compileErrors.keys) == Self.versions.union([Self.neighbour]))
    }

    @Test func anErrorInSupportCodeStopsAtOnceAndIsShown() {
        let support = CompilerDiagnostic(
            severity: .error, location: SourceLocation(file: "/repo/Sources/UIKit/UIView.swift", line: 3, column: 1),
            message: "expected declaration", targetName: "UIKit")
        let toolchain = FakeToolchain { _, _ in [support, Self.typo] }
        let outcome = run(toolchain)
        #expect(outcome.builds == 1)
        #expect(toolchain.alone.isEmpty)
        guard case .doesNotBuild(let errors) = outcome.package else {
            Issue.record("built: \(outcome.package)")
            return
        }
        #expect(errors.map(\.message).contains("expected declaration"))
    }
}

/// The plan is decided from the examples alone.
@Suite struct CheckPlanTests {
    @Test func ignoredAndCompileFailExamplesAreKeptOutOfThePackage() {
        let text = """
            # A

            ```swift
            let a = 1
            ```

            # B

            ```swift ignore
            let b = 1
            ```

            # C

            ```swift compile_fail
            let c: Int = "c"
            ```
            """
        let examples = ExampleSet.extract(from: [DocumentParser.parse(text, path: "Docs/p.en.md").document]).0
        let plan = CheckPlan(examples)
        #expect(plan.selected == ["p__a", "p__b", "p__c"])
        #expect(plan.notBuilt == ["p__b"])
        #expect(plan.inPackage == ["p__a"])
        #expect(plan.compileFail == ["p__c"])
        #expect(CheckPlan(examples, ids: ["p__c"]).selected == ["p__c"])
    }
}

/// A declared package whose `Package.swift` fails or never finishes fails only the examples that use it, at
/// the front matter line that declares it; the others are built (no `swift build` stopped at its time limit
/// failing every example of the project).
@Suite struct FailingManifestTests {
    /// Builds every set it is given; the manifest at `failing` does not finish.
    final class Toolchain: CheckToolchain, @unchecked Sendable {
        let failing: String
        private let lock = NSLock()
        private var built: [Set<String>] = []
        private var asked: [Set<String>] = []
        init(failing: String) { self.failing = failing }
        var builds: [Set<String>] { lock.withLock { built } }
        var manifestsAsked: [Set<String>] { lock.withLock { asked } }

        func build(_ ids: Set<String>, ownModule: Set<String>) -> PackageBuild {
            lock.withLock { built.append(ids) }
            return .built
        }
        func compileAlone(_ id: String) -> [CompilerDiagnostic]? { [] }
        func failingManifests(_ paths: Set<String>) -> [String: String] {
            lock.withLock { asked.append(paths) }
            return paths.contains(failing) ? [failing: "did not finish evaluating within 120 s"] : [:]
        }
    }

    @Test func onlyTheExamplesUsingThePackageFailAtItsFrontMatter() throws {
        var examples = ExampleSet.extract(
            from: ["a", "b", "c"].map {
                DocumentParser.parse("# \($0)\n\n```swift\nlet \($0) = 1\n```\n", path: "Docs/\($0).en.md").document
            }
        ).0
        try #require(examples.examples.count == 3, "\(examples.examples.map(\.id))")
        let declaredAt = SourceLocation(file: "Docs/a.en.md", line: 2, column: 1)
        func package(_ name: String) -> DeclaredPackage {
            DeclaredPackage(
                identity: name, declaredPath: "../\(name)", path: "/p/\(name)", libraries: [name], location: declaredAt)
        }
        let ids = examples.examples.map(\.id)
        examples.examples[0].packageProducts = [PackageProduct(product: "Hang", package: package("Hang"))]
        examples.examples[1].packageProducts = [PackageProduct(product: "Fine", package: package("Fine"))]
        let toolchain = Toolchain(failing: "/p/Hang")
        let outcome = PackageBuildStep(examples: examples, toolchain: toolchain).run(Set(ids))
        #expect(toolchain.manifestsAsked == [["/p/Hang", "/p/Fine"]])
        guard case .built(let built) = outcome.package else {
            Issue.record("\(outcome.package)")
            return
        }
        #expect(built == Set(ids.dropFirst()))
        #expect(toolchain.builds == [Set(ids.dropFirst())])
        let errors = try #require(outcome.failingPackages[ids[0]])
        #expect(outcome.failingPackages.count == 1)
        #expect(errors.map(\.id) == [.declaredPackageManifestFails])
        #expect(errors.first?.location == declaredAt)
        #expect(errors.first?.message.contains("'../Hang' did not finish evaluating") == true)
    }

    @Test func noDeclaredPackageAsksNothing() {
        let examples = ExampleSet.extract(
            from: [DocumentParser.parse("# a\n\n```swift\nlet x = 1\n```\n", path: "Docs/a.en.md").document]
        ).0
        let toolchain = Toolchain(failing: "/p/Hang")
        _ = PackageBuildStep(examples: examples, toolchain: toolchain).run(Set(examples.examples.map(\.id)))
        #expect(toolchain.manifestsAsked.isEmpty)
    }
}
