import Foundation
import Mustache
import Testing

@Suite struct MustacheValueTests {
    @Test func literalsBuildTypedValues() {
        let value: MustacheValue = [
            "title": "Search", "count": 3, "ratio": 0.5, "isEmpty": false, "missing": nil,
            "rows": [["name": "Apple"]],
        ]
        #expect(value["title"] == .string("Search"))
        #expect(value["count"] == .int(3))
        #expect(value["ratio"] == .double(0.5))
        #expect(value["isEmpty"] == .bool(false))
        #expect(value["missing"] == .null)
        #expect(value["rows"] == .array([.object(["name": .string("Apple")])]))
        let name = "Pear"
        #expect(("fruit: \(name)" as MustacheValue) == .string("fruit: Pear"))
    }

    @Test(arguments: [
        (MustacheValue.int(85), "85"), (.double(1.210), "1.21"), (.double(85), "85"), (.double(-0.5), "-0.5"),
        (.double(1e20), "1e+20"), (.bool(true), "true"), (.null, ""), (.array([1]), ""), (.string("a"), "a"),
    ])
    func interpolatedText(_ value: MustacheValue, _ text: String) {
        #expect(value.interpolatedText == text)
    }

    @Test func truthiness() {
        let falsey: [MustacheValue] = [.null, false, "", []]
        let truthy: [MustacheValue] = [true, 0, 0.0, "x", [0], [:]]
        #expect(falsey.allSatisfy { !$0.isTruthy })
        #expect(truthy.allSatisfy { $0.isTruthy })
    }

    @Test func decodesJSONKeepingIntegersAndBooleansApart() throws {
        let value = try MustacheValue(
            json: Data(#"{"a": 1, "b": 1.5, "c": true, "d": null, "e": ["x"], "f": {}}"#.utf8))
        #expect(value == ["a": 1, "b": 1.5, "c": true, "d": nil, "e": ["x"], "f": [:]])
    }

    @Test func convertsEncodableModels() throws {
        struct Row: Encodable {
            let title: String
            let imageName: String?
        }
        let value = try MustacheValue(encoding: ["rows": [Row(title: "Apple", imageName: nil)]])
        #expect(value == ["rows": [["title": "Apple"]]])
    }
}
