import ExampleChecking
import ExampleExtraction
import Foundation

extension PreparedBuild {
    /// The keys of this build's kept check results (what `check`, `watch` and the site's badges read), and
    /// of the book tests `bookTests` (what `check` runs of them; `allBookTests` are the tests they may import).
    func cacheKeys(
        _ options: BuildOptions, bookTests: [BookTestProgram] = [], allBookTests: [BookTestProgram] = []
    ) -> CacheKeys {
        let environment = CacheKeys.Environment.current(
            templateDirectories: options.templateDirectories.map { URL(fileURLWithPath: $0) },
            uikitPackage: URL(fileURLWithPath: options.uikitPackage),
            docgenVersion: DocgenCommandLine.version + " " + Self.executableIdentity)
        var keys = CacheKeys(examples: examples, tree: tree, environment: environment)
        keys.addBookTests(bookTests, modules: allBookTests, toolchain: environment.toolchain)
        return keys
    }

    /// The running docgen's executable, by size and modification time: a kept result is docgen's verdict,
    /// so another build of docgen (a checkout's own, between releases of one version) does not reuse it.
    static let executableIdentity: String = {
        guard let path = Bundle.main.executablePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        else { return "" }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)@\(Int(modified))"
    }()

    /// A checker of this build's examples in the scratch package.
    func checker(
        _ options: BuildOptions, timeLimit: Double, buildTimeLimit: Double, memoryLimit: Int, isSandboxed: Bool,
        progress: @escaping @Sendable (String) -> Void
    ) -> ExampleChecker {
        var checking = ExampleChecker.Options.scratch(uikitPackage: options.uikitPackage, testTimeLimit: timeLimit)
        checking.buildTimeLimit = buildTimeLimit
        checking.sandboxLimits.memoryBytes = memoryLimit
        checking.isSandboxed = isSandboxed
        checking.keptPrograms = Self.keptPrograms
        return ExampleChecker(examples: examples, generator: generator, options: checking, progress: progress)
    }
}

extension PreparedBuild {
    /// The tests *The Swift Programming Language* keeps beside its listings, of every document, in order.
    var bookTests: [BookTestProgram] {
        documents.flatMap { document in
            BookTestProgram.programs(from: BookTestParser.parts(of: document).parts, file: document.path)
        }
    }

    /// The results of these book tests, compiled and run beside the scratch package (sandboxed when asked and
    /// possible).
    func checkBookTests(
        _ programs: [BookTestProgram], importing modules: [BookTestProgram], memoryLimit: Int, isSandboxed: Bool
    ) -> [ExampleResult] {
        guard !programs.isEmpty else { return [] }
        let scratch = URL(fileURLWithPath: ExampleChecker.Options.defaultScratchDirectory)
            .deletingLastPathComponent().appendingPathComponent("book-tests")
        var limits = ExampleSandbox.Limits()
        limits.memoryBytes = memoryLimit
        let sandbox = isSandboxed ? try? ExampleSandbox.available(limits: limits).get() : nil
        var runner = BookTestRunner(swiftc: "swiftc", scratch: scratch, sandbox: sandbox)
        runner.tools.keptPrograms = Self.keptPrograms
        return runner.check(programs, modules: modules)
    }

    /// Where `DOCGEN_KEEP_PROGRAMS` asks the last compiled source of each script and book test to be copied
    /// (`bench/book`'s compile floor), if anywhere.
    static let keptPrograms: URL? = ProcessInfo.processInfo.environment["DOCGEN_KEEP_PROGRAMS"].flatMap { path in
        path.isEmpty ? nil : URL(fileURLWithPath: path)
    }
}
