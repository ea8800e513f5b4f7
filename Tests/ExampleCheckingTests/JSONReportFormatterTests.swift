import ExampleChecking
import Foundation
import Testing

@Suite struct JSONReportFormatterTests {
    @Test func golden() throws {
        try expectGolden(JSONReportFormatter.format(sampleReport), "report.json")
    }

    @Test func parsesBackWithTheDocumentedShape() throws {
        let data = Data(JSONReportFormatter.format(sampleReport).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["schemaVersion"] as? Int == 1)
        let summary = try #require(root["summary"] as? [String: Int])
        #expect(summary == ["passed": 1, "failed": 2, "skipped": 3, "incomplete": 1])
        let examples = try #require(root["examples"] as? [[String: Any]])
        #expect(
            examples.map { $0["status"] as? String }
                == ["passed", "failed", "failed", "skipped", "incomplete", "skipped", "skipped"])
        #expect(examples[4]["needs"] as? [String] == ["searchController", "products"])
        #expect((examples[4]["suggestion"] as? String)?.hasPrefix("// snippet.hide\n") == true)
        #expect(examples[3]["needs"] as? [String] == [])
        let unmodelled = try #require(examples[5]["unmodelled"] as? [[String: Any]])
        #expect(unmodelled.map { $0["name"] as? String } == ["UIScene", "UIScreen.main"])
        let modules = try #require(examples[6]["unavailableModules"] as? [[String: Any]])
        #expect(modules.first?["name"] as? String == "Combine")
        #expect(modules.first?["kind"] as? String == "apple-only")
        let table = try #require(root["unmodelledAPI"] as? [[String: Any]])
        #expect(table.map { $0["name"] as? String } == ["UIScene", "UIScreen.main"])
        #expect(table.map { $0["examples"] as? Int } == [2, 1])
        #expect(examples[3]["reason"] as? String == "ignore=\"Objective-C is not built\"")
        #expect(examples[3]["cached"] as? Bool == true)
        let step = try #require(examples[1]["failingStep"] as? [String: Any])
        #expect(step["text"] as? String == "type \"in\" → Intermediate, Advanced")
        let diagnostics = try #require(examples[1]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == ["DG0601", "DG0602", "DG0603"])
        #expect((root["diagnostics"] as? [[String: Any]])?.first?["file"] is NSNull)
    }
}
