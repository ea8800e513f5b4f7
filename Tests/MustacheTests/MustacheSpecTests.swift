import Foundation
import Mustache
import Testing

/// The official Mustache spec: every case of the six core files, `~inheritance` and `~dynamic-names`, by name.
@Suite struct MustacheSpecTests {
    /// The spec files this engine must pass, without `.json`.
    static let files = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance",
        "~dynamic-names",
    ]

    @Test(arguments: try SpecCase.load(files))
    func specCase(_ spec: SpecCase) throws {
        let partials = try MustacheLibrary(sources: spec.partials ?? [:])
        let template = try MustacheTemplate(name: spec.testDescription, source: spec.template)
        let output = try template.render(spec.data, partials: partials)
        #expect(output == spec.expected, "\(spec.desc)\ntemplate: \(spec.template.debugDescription)")
    }

    @Test func everyFileHasCases() throws {
        let cases = try SpecCase.load(Self.files)
        for file in Self.files {
            #expect(cases.contains { $0.file == file }, "no case read from \(file).json")
        }
        #expect(cases.count == 184)
    }
}

/// One test of a spec file, named `file: name` in test reports.
struct SpecCase: Decodable, Sendable, CustomTestStringConvertible {
    var file = ""
    let name: String
    let desc: String
    let data: MustacheValue
    let template: String
    let partials: [String: String]?
    let expected: String

    var testDescription: String { "\(file): \(name)" }

    private enum CodingKeys: String, CodingKey {
        case name, desc, data, template, partials, expected
    }

    private struct SpecFile: Decodable {
        let tests: [SpecCase]
    }

    /// The cases of the given files from the test bundle's `Spec` directory.
    static func load(_ files: [String]) throws -> [SpecCase] {
        let directory = try #require(Bundle.module.url(forResource: "Spec", withExtension: nil))
        return try files.flatMap { file in
            let data = try Data(contentsOf: directory.appendingPathComponent("\(file).json"))
            return try JSONDecoder().decode(SpecFile.self, from: data).tests.map { spec in
                var spec = spec
                spec.file = file
                return spec
            }
        }
    }
}
