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
        let statuses: [String?] = examples.map { (example: [String: Any]) -> String? in example["status"] as? String }
        #expect(statuses == ["passed", "failed", "failed", "skipped", "incomplete", "skipped", "skipped"])
        try expectNeedsAndUnmodelled(examples)
        try expectTableStepAndDiagnostics(root, examples)
    }

    private func expectNeedsAndUnmodelled(_ examples: [[String: Any]]) throws {
        #expect(examples[4]["needs"] as? [String] == ["searchController", "products"])
        #expect((examples[4]["suggestion"] as? String)?.hasPrefix("// snippet.hide\n") == true)
        #expect(examples[3]["needs"] as? [String] == [])
        let unmodelled = try #require(examples[5]["unmodelled"] as? [[String: Any]])
        #expect(names(unmodelled) == ["UIScene", "UIScreen.main"])
        let modules = try #require(examples[6]["unavailableModules"] as? [[String: Any]])
        #expect(modules.first?["name"] as? String == "Combine")
        #expect(modules.first?["kind"] as? String == "apple-only")
    }

    private func expectTableStepAndDiagnostics(_ root: [String: Any], _ examples: [[String: Any]]) throws {
        let table = try #require(root["unmodelledAPI"] as? [[String: Any]])
        #expect(names(table) == ["UIScene", "UIScreen.main"])
        let counts: [Int?] = table.map { (row: [String: Any]) -> Int? in row["examples"] as? Int }
        #expect(counts == [2, 1])
        try expectReasonStepAndDiagnostics(root, examples)
    }

    private func expectReasonStepAndDiagnostics(_ root: [String: Any], _ examples: [[String: Any]]) throws {
        #expect(examples[3]["reason"] as? String == "ignore=\"Objective-C is not built\"")
        #expect(examples[3]["cached"] as? Bool == true)
        let step = try #require(examples[1]["failingStep"] as? [String: Any])
        #expect(step["text"] as? String == "type \"in\" → Intermediate, Advanced")
        let diagnostics = try #require(examples[1]["diagnostics"] as? [[String: Any]])
        let ids: [String?] = diagnostics.map { (diagnostic: [String: Any]) -> String? in diagnostic["id"] as? String }
        #expect(ids == ["DG0601", "DG0602", "DG0603"])
        #expect((root["diagnostics"] as? [[String: Any]])?.first?["file"] is NSNull)
    }

    private func names(_ rows: [[String: Any]]) -> [String?] {
        rows.map { (row: [String: Any]) -> String? in row["name"] as? String }
    }
}
