import DocgenCore
import ExampleExtraction
import Foundation

/// The build step of a check: builds the scratch package at most three times whatever fails, and finds
/// the examples that do not compile by compiling them alone.
///
/// 1. Build every example. Usually that is all.
/// 2. If it fails, compile alone (in parallel, against the support modules the build left) the examples its
///    errors point at: by generated file, or written at a doc line with an error (every version of the
///    program written there). Those with errors are left out; their errors are what they get alone. Those
///    the errors pointed at that compile alone go into modules of their own. Build again.
/// 3. If that fails too, compile alone every example not compiled alone yet, so that the third build holds
///    only examples that compile alone.
///
/// The package "does not build" only when a build fails with no error in any example (support code, the
/// runner, SwiftPM), or the third build fails; its errors are then the check's, shown.
struct PackageBuildStep {
    /// The most `swift build` runs in one check.
    static let maximumBuilds = 3

    var examples: ExampleSet
    var toolchain: any CheckToolchain
    var progress: @Sendable (String) -> Void = { _ in }

    /// What the builds found.
    struct Outcome: Sendable {
        /// The `swift build` runs.
        var builds: Int
        /// Each example that does not compile alone, with its errors.
        var compileErrors: [String: [ExampleCompileError]]
        var package: Package
        /// Each example left out for a declared package whose `Package.swift` does not evaluate, with the
        /// error at the front matter that declares it.
        var failingPackages: [String: [Diagnostic]] = [:]
    }

    /// Whether the package was built, and with which examples.
    enum Package: Sendable {
        /// Built, with these examples.
        case built(Set<String>)
        /// It does not build: the errors outside every example (or the reason), to show.
        case doesNotBuild([Diagnostic])
        /// It could not be written.
        case notWritten([Diagnostic])
    }

    func run(_ ids: Set<String>) -> Outcome {
        // A declared package whose manifest fails or never finishes fails the examples that use it, not the
        // build.
        let failing = leaveOutFailingPackages(of: ids)
        var included = ids.subtracting(failing.keys)
        var ownModule = Set<String>()
        var compiledAlone = Set<String>()
        var compileErrors: [String: [ExampleCompileError]] = [:]
        func outcome(_ build: Int, _ package: Package) -> Outcome {
            Outcome(builds: build, compileErrors: compileErrors, package: package, failingPackages: failing)
        }
        for build in 1...Self.maximumBuilds {
            progress(Self.progressLine(build: build, included: included.count, leftOut: ids.count - included.count))
            let failure: BuildFailure
            switch toolchain.build(included, ownModule: ownModule) {
            case .built: return outcome(build, .built(included))
            case .notWritten(let diagnostics): return outcome(build, .notWritten(diagnostics))
            case .cannotRun(let reason):
                return outcome(build, .doesNotBuild([.error(.unattributedBuildError, at: nil, reason)]))
            case .failed(let failed): failure = failed
            }
            let blame = BuildBlame(failure.errors, among: included, in: examples)
            guard failure.timedOutAfter == nil, blame.inSupportCode.isEmpty, blame.pointsAtExamples,
                build < Self.maximumBuilds
            else { return outcome(build, .doesNotBuild(packageErrors(failure))) }
            // After the first build, the examples the errors point at; after the second, all not yet compiled
            // alone, so that the last build holds only examples that compile alone.
            let pointedAt = blame.hasDocLineOutsideExamples ? included : blame.suspects.intersection(included)
            let candidates = (build == 1 ? pointedAt : included).subtracting(compiledAlone)
            var changed = false
            for (id, errors) in compileAlone(candidates) {
                compiledAlone.insert(id)
                guard !errors.isEmpty else { continue }
                compileErrors[id] = errors
                included.remove(id)
                changed = true
            }
            // Pointed at, yet compiling alone: built next in a module of their own, away from the others.
            let together = pointedAt.intersection(included).subtracting(ownModule)
            if !together.isEmpty {
                ownModule.formUnion(together)
                changed = true
            }
            if !changed {
                // The next build would fail the same way.
                return outcome(build, .doesNotBuild(packageErrors(failure)))
            }
        }
        preconditionFailure("the loop returns at its last build")
    }

    /// The examples among `included` that use a declared package whose `Package.swift` does not evaluate,
    /// each with an error at the front matter line of its document that declares it.
    func leaveOutFailingPackages(of included: Set<String>) -> [String: [Diagnostic]] {
        let using = included.compactMap { examples[id: $0] }.filter { !$0.packageProducts.isEmpty }
        let paths = Set(using.flatMap { $0.packageProducts.map(\.package.path) })
        guard !paths.isEmpty else { return [:] }
        let failing = toolchain.failingManifests(paths)
        var leftOut: [String: [Diagnostic]] = [:]
        for example in using {
            var seen = Set<String>()
            for package in example.packageProducts.map(\.package) where seen.insert(package.path).inserted {
                guard let reason = failing[package.path] else { continue }
                leftOut[example.id, default: []].append(
                    .error(
                        .declaredPackageManifestFails, at: package.location,
                        "not built: the Package.swift of declared package '\(package.declaredPath)' \(reason)"))
            }
        }
        return leftOut
    }

    /// The errors of each example compiled alone, in parallel; an example the compiler could not be run on
    /// is missing (nothing is known of it).
    func compileAlone(_ ids: Set<String>) -> [String: [ExampleCompileError]] {
        guard !ids.isEmpty else { return [:] }
        let order = ids.sorted()
        progress("compiling \(order.count) example\(order.count == 1 ? "" : "s") alone")
        let results = ParallelResults<[CompilerDiagnostic]?>(count: order.count)
        let toolchain = self.toolchain
        DispatchQueue.concurrentPerform(iterations: order.count) { index in
            results[index] = .some(toolchain.compileAlone(order[index]))
        }
        var errors: [String: [ExampleCompileError]] = [:]
        for (id, diagnostics) in zip(order, results.values) {
            guard let diagnostics else { continue }
            errors[id] = ExampleChecker.attribute(diagnostics, toExample: id, in: examples)
        }
        return errors
    }

    /// What a build that cannot succeed shows: its errors, or why none could be read.
    func packageErrors(_ failure: BuildFailure) -> [Diagnostic] {
        var diagnostics = failure.errors.map { $0.diagnostic() }
        if let limit = failure.timedOutAfter {
            diagnostics.append(
                .error(
                    .unattributedBuildError, at: nil,
                    "the build did not finish within \(Int(limit)) s (a declared package's Package.swift that never "
                        + "finishes evaluating does this); see --build-timeout"))
        } else if diagnostics.isEmpty {
            diagnostics.append(.error(.unattributedBuildError, at: nil, "swift build failed: \(failure.outputTail)"))
        }
        return diagnostics
    }

    static func progressLine(build: Int, included: Int, leftOut: Int) -> String {
        let examples = "\(included) example\(included == 1 ? "" : "s")"
        if build == 1 { return "building \(examples)" }
        return "building again (\(build) of at most \(maximumBuilds)): \(examples)"
            + (leftOut > 0 ? ", without \(leftOut) that do not compile" : "")
    }
}
