import DocgenCore
import DocgenTestSupport
import Foundation
import Testing

@testable import ExampleChecking

/// The toolchain's clang numbers its diagnostics; docgen learns which number is which kind from clang itself,
/// and reads names from the code, so that no kind depends on a message's words.
@Suite struct ClangCalibrationTests {
    static let toolchain = ObjectiveCToolchain.locate(
        swift: "swift", headers: ObjectiveCToolchain.headerDirectory(inDocgenPackage: repositoryRoot))

    /// clang's SARIF for the calibration unit.
    static func calibrationResults() throws -> [ClangSARIF.Result] {
        let toolchain = try toolchain.get()
        let directory = try makeTemporaryDirectory("docgen-calibration")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("calibration.m")
        try ClangCalibration.source.write(to: url, atomically: true, encoding: .utf8)
        let output = try Subprocess(toolchain.clang, toolchain.arguments(source: url.path), timeLimit: 60).run()
        return ClangSARIF(output: output.combined).results
    }

    @Test func everyKindHasAnIdOnThisToolchain() throws {
        let directory = try makeTemporaryDirectory("docgen-calibration")
        defer { try? FileManager.default.removeItem(at: directory) }
        let calibration = ClangCalibration.of(try Self.toolchain.get(), scratchDirectory: directory)
        #expect(calibration.uncalibrated.isEmpty, "\(calibration.uncalibrated)")
        // Each probe's kind has its own ids (two for the two forms of a missing interface).
        let probed = ClangCalibration.probes.map { ClangCalibration.Entry(kind: $0.kind, isCorrected: $0.isCorrected) }
        #expect(Set(calibration.kinds.values) == Set(probed))
    }

    @Test func aRewordedMessageChangesNothing() throws {
        var sarif = ClangSARIF(output: "")
        sarif.results = try Self.calibrationResults()
        let calibration = ClangCalibration(results: sarif.results)
        let facts = Self.facts(sarif, calibration: calibration)
        sarif.reword { _ in "x" }
        #expect(ClangCalibration(results: sarif.results) == calibration)
        #expect(Self.facts(sarif, calibration: calibration) == facts)
    }

    /// The names come from the code at each diagnostic: the identifier, the selector, the header, the class of
    /// the object, and the name clang's `did you mean` note points at.
    @Test func theFactsOfTheProbesNameWhatTheirLinesName() throws {
        let results = try Self.calibrationResults()
        let facts = Self.facts(ClangSARIF(results: results), calibration: ClangCalibration(results: results))
        let expected: [ClangFact] = [
            ClangFact(kind: .undeclaredIdentifier, name: "docgenUndeclared"),
            ClangFact(
                kind: .undeclaredIdentifier, isCorrected: true, name: "docgenDeclare", suggestion: "docgenDeclared"),
            ClangFact(kind: .unknownTypeName, name: "DocgenUnknownType"),
            ClangFact(
                kind: .unknownTypeName, isCorrected: true, name: "DocgenProbeClas", suggestion: "DocgenProbeClass"),
            ClangFact(
                kind: .unknownReceiver, isCorrected: true, name: "DocgenProbeClas", suggestion: "DocgenProbeClass"),
            ClangFact(kind: .undeclaredFunction, name: "docgenUndeclared"),
            ClangFact(kind: .unknownProtocol, name: "DocgenUnknown"),
            ClangFact(
                kind: .unknownProtocol, isCorrected: true, name: "DocgenProbeProtocl", suggestion: "DocgenProbeProtocol"
            ),
            ClangFact(kind: .unknownTypeOrProtocol, name: "DocgenUnknown"),
            ClangFact(kind: .unknownInterface, name: "DocgenUnknown"),
            ClangFact(kind: .unknownInterface, name: "DocgenUnknown2"),
            ClangFact(kind: .unknownSuperclass, name: "DocgenUnknown3"),
            ClangFact(kind: .propertyNotFound, name: "docgenUndeclared", type: "DocgenProbeClass"),
            ClangFact(
                kind: .propertyNotFound, isCorrected: true, name: "cont", type: "DocgenProbeClass", suggestion: "count"),
            ClangFact(kind: .selectorNotInInterface, name: "docgenUndeclared", type: "DocgenProbeClass"),
            ClangFact(kind: .selectorNotFound, name: "docgenUndeclared"),
            ClangFact(kind: .selectorNotFound, name: "docgenUndeclared"),
            ClangFact(kind: .incompatiblePointerTypes, name: "root", type: "DocgenProbeRoot"),
            ClangFact(kind: .fileNotFound, name: "docgen-probe-missing.h"),
        ]
        #expect(facts == expected)
    }

    @Test func aKeywordSelectorIsItsKeywords() {
        let code = CodeText("[self show:[a b:c] animated:YES completion:^{ [x y:z]; }];")
        #expect(code.selector(at: 6) == "show:animated:completion:")
        #expect(CodeText("[self reload];").selector(at: 6) == "reload")
    }

    @Test func aMessageNamingAClassPropertyIsOfItsClass() {
        let line = "UIWindow *window = [UIApplication sharedApplication].keyWindow;"
        let code = CodeText(line)
        let offset = line.unicodeScalars.count - "keyWindow;".unicodeScalars.count
        #expect(code.receiver(before: offset) == "[UIApplication sharedApplication]")
        let reader = ObjectiveCFactReader(
            source: line, path: "a.m", calibration: ClangCalibration(results: []),
            propertyTypes: ["sharedApplication": "UIApplication"])
        #expect(reader.className(of: "[UIApplication sharedApplication]", atLine: 1) == "UIApplication")
        // A message whose selector the headers give no class, or with arguments, says nothing.
        #expect(reader.className(of: "[UIApplication unknownThing]", atLine: 1) == nil)
        #expect(reader.className(of: "[self objectAtIndex:0]", atLine: 1) == nil)
    }

    /// The facts of the first result on each probe's line, in the probes' order.
    static func facts(_ sarif: ClangSARIF, calibration: ClangCalibration) -> [ClangFact?] {
        let reader = ObjectiveCFactReader(
            source: ClangCalibration.source, path: sarif.results.first?.point?.path ?? "",
            calibration: calibration)
        return ClangCalibration.probes.indices.map { index in
            let line = ClangCalibration.prelude.count + index + 1
            return sarif.results.first { $0.point?.line == line }.flatMap(reader.fact(of:))
        }
    }
}
