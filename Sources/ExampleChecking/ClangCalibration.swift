import Foundation

/// Which of clang's diagnostic ids is which `ClangDiagnosticKind`, learned from the clang at hand: one small
/// translation unit whose every probe line provokes one known kind, type-checked once per clang; the first
/// diagnostic on each probe line gives that kind's id. clang's ids change between builds; its words may
/// change between releases; neither matters here.
struct ClangCalibration: Hashable, Sendable {
    /// One probe: the line that provokes a kind (and whether in clang's `did you mean` variant).
    struct Probe: Hashable, Sendable {
        var kind: ClangDiagnosticKind
        var isCorrected: Bool
        var line: String
    }

    /// A kind, and whether in its corrected variant.
    struct Entry: Hashable, Sendable {
        var kind: ClangDiagnosticKind
        var isCorrected: Bool
    }

    /// clang's diagnostic id → its kind.
    var kinds: [String: Entry]

    /// The kind of a diagnostic clang numbered `rule`.
    func kind(of rule: String?) -> Entry? {
        rule.flatMap { kinds[$0] }
    }

    /// Declarations the probes use, before them.
    static let prelude = [
        "@interface DocgenProbeRoot", "+ (id)alloc;", "@end", "@protocol DocgenProbeProtocol", "@end",
        "@interface DocgenProbeClass : DocgenProbeRoot", "@property int count;", "- (void)reloadData;", "@end",
    ]

    /// One line per kind (two for a kind with two forms); the missing header last, as clang stops there.
    static let probes: [Probe] = [
        Probe(
            kind: .undeclaredIdentifier, isCorrected: false, line: "void docgenProbe1(void) { (void)docgenUndeclared; }"
        ),
        Probe(
            kind: .undeclaredIdentifier, isCorrected: true,
            line: "void docgenProbe2(void) { int docgenDeclared = 0; int docgenValue = docgenDeclare; }"),
        Probe(kind: .unknownTypeName, isCorrected: false, line: "void docgenProbe3(DocgenUnknownType *value);"),
        Probe(kind: .unknownTypeName, isCorrected: true, line: "void docgenProbe4(DocgenProbeClas *value);"),
        Probe(kind: .unknownReceiver, isCorrected: true, line: "void docgenProbe5(void) { [DocgenProbeClas alloc]; }"),
        Probe(kind: .undeclaredFunction, isCorrected: false, line: "void docgenProbe6(void) { docgenUndeclared(); }"),
        Probe(kind: .unknownProtocol, isCorrected: false, line: "@protocol DocgenProbeProtocol2 <DocgenUnknown> @end"),
        Probe(kind: .unknownProtocol, isCorrected: true, line: "void docgenProbe7(id<DocgenProbeProtocl> value);"),
        Probe(kind: .unknownTypeOrProtocol, isCorrected: false, line: "void docgenProbe8(id<DocgenUnknown> value);"),
        Probe(kind: .unknownInterface, isCorrected: false, line: "@interface DocgenUnknown (DocgenProbe) @end"),
        Probe(kind: .unknownInterface, isCorrected: false, line: "@implementation DocgenUnknown2 @end"),
        Probe(kind: .unknownSuperclass, isCorrected: false, line: "@interface DocgenProbeSub : DocgenUnknown3 @end"),
        Probe(
            kind: .propertyNotFound, isCorrected: false,
            line: "void docgenProbe9(DocgenProbeClass *value) { value.docgenUndeclared = 1; }"),
        Probe(
            kind: .propertyNotFound, isCorrected: true,
            line: "void docgenProbe10(DocgenProbeClass *value) { (void)value.cont; }"),
        Probe(
            kind: .selectorNotInInterface, isCorrected: false,
            line: "void docgenProbe11(DocgenProbeClass *value) { [value docgenUndeclared]; }"),
        Probe(
            kind: .selectorNotFound, isCorrected: false,
            line: "void docgenProbe12(id value) { [value docgenUndeclared]; }"),
        Probe(
            kind: .selectorNotFound, isCorrected: false,
            line: "void docgenProbe13(void) { [DocgenProbeClass docgenUndeclared]; }"),
        Probe(
            kind: .incompatiblePointerTypes, isCorrected: false,
            line: "void docgenProbe14(DocgenProbeClass *value, DocgenProbeRoot *root) { value = root; }"),
        Probe(kind: .fileNotFound, isCorrected: false, line: "#import \"docgen-probe-missing.h\""),
    ]

    /// The calibration unit's text.
    static var source: String { (prelude + probes.map(\.line)).joined(separator: "\n") + "\n" }

    /// The table from clang's diagnostics of the calibration unit (`ClangSARIF` of its output): the first
    /// error or warning on each probe's line.
    init(results: [ClangSARIF.Result]) {
        var kinds: [String: Entry] = [:]
        for (index, probe) in Self.probes.enumerated() {
            let line = Self.prelude.count + index + 1
            // A diagnostic two probes provoke is the first one's (a probe that missed its variant).
            guard let rule = results.first(where: { $0.point?.line == line })?.rule, kinds[rule] == nil else {
                continue
            }
            kinds[rule] = Entry(kind: probe.kind, isCorrected: probe.isCorrected)
        }
        self.kinds = kinds
    }

    /// The kinds no diagnostic of this clang was found for.
    var uncalibrated: [ClangDiagnosticKind] {
        let found = Set(kinds.values.map(\.kind))
        return ClangDiagnosticKind.allCases.filter { !found.contains($0) }
    }

    // MARK: - Once per clang

    /// The calibration of `toolchain`'s clang, computed once per clang (its path, size and modification
    /// date); an empty table when clang cannot run (every diagnostic then has no kind).
    static func of(_ toolchain: ObjectiveCToolchain, scratchDirectory: URL) -> ClangCalibration {
        let attributes = try? FileManager.default.attributesOfItem(
            atPath: URL(fileURLWithPath: toolchain.clang).resolvingSymlinksInPath().path)
        let key = [
            toolchain.clang, "\(attributes?[.size] ?? "")",
            "\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)",
        ].joined(separator: "|")
        return cache.value(for: key) { run(toolchain, scratchDirectory: scratchDirectory) }
    }

    private static func run(_ toolchain: ObjectiveCToolchain, scratchDirectory: URL) -> ClangCalibration {
        try? FileManager.default.createDirectory(at: scratchDirectory, withIntermediateDirectories: true)
        let url = scratchDirectory.appendingPathComponent("docgen-clang-calibration-\(UUID().uuidString).m")
        defer { try? FileManager.default.removeItem(at: url) }
        guard (try? source.write(to: url, atomically: true, encoding: .utf8)) != nil,
            let output = try? Subprocess(
                toolchain.clang, toolchain.arguments(source: url.path), timeLimit: 60, outputLimit: 1 << 20
            ).run()
        else { return ClangCalibration(results: []) }
        return ClangCalibration(results: ClangSARIF(output: output.combined).results)
    }

    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        private var values: [String: ClangCalibration] = [:]
        private let lock = NSLock()

        func value(for key: String, compute: () -> ClangCalibration) -> ClangCalibration {
            lock.lock()
            defer { lock.unlock() }
            if let value = values[key] { return value }
            let value = compute()
            values[key] = value
            return value
        }
    }
}
