import AppleUIKitAPI
import DocgenCore
import ExampleExtraction

/// What the other Objective-C examples of a fragment's document declare of the members it needs, as
/// ``DocumentJoin`` is for Swift (issue 31: one rule set for both languages): `@property (nonatomic, strong)
/// NSMutableArray *contents;` of the template's class extension, for a later `addButtonTapped:` that sends
/// `[self contents]` from the hidden host. Only properties: a member the host would have, which the doc shows.
struct ObjectiveCDocumentJoin: Sendable {
    /// A property another example shows: its name, its line as the doc wrote it, where it is.
    struct Property: Hashable, Sendable {
        var name: String
        var line: String
        var location: SourceLocation
        var example: String
    }

    /// The properties each document's Objective-C examples declare, by file, in the document's order.
    private var byFile: [String: [Property]] = [:]

    init(_ examples: [Example]) {
        for example in examples where example.language == .objectiveC {
            for line in example.program.lines {
                guard let origin = line.origin,
                    line.text.trimmingCharacters(in: .whitespaces).hasPrefix("@property"),
                    let name = ObjectiveCSelectorIndex.selectors(declaredBy: line.text[...]).first
                else { continue }
                byFile[origin.file, default: []].append(
                    Property(
                        name: name, line: line.text.trimmingCharacters(in: .whitespaces), location: origin,
                        example: example.id))
            }
        }
    }

    /// The first property of each needed name, or of a name a need is a near miss of (a typo the doc's other
    /// block shows right), that another example of `example`'s document declares.
    func properties(named needs: [String], for example: Example) -> [Property] {
        guard let file = example.sources.first?.file else { return [] }
        var taken: Set<String> = []
        return (byFile[file] ?? []).filter { property in
            property.example != example.id
                && needs.contains { $0 == property.name || NearMiss.isNearMiss($0, of: property.name) }
                && taken.insert(property.name).inserted
        }
    }

    /// `example` with `properties` declared in its hidden host's `@interface`, as hidden lines; nil without one.
    static func reading(_ example: Example, with properties: [Property]) -> Example? {
        guard let (index, _) = ObjectiveCHostSearch.hostHeader(of: example) else { return nil }
        var read = example
        read.program.lines.insert(
            contentsOf: properties.map { ProgramLine(text: $0.line, origin: nil, isHidden: true) }, at: index + 1)
        return read
    }
}
