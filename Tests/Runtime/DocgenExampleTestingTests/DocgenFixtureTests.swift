import DocgenExampleTesting
import Foundation
import Testing

@Suite struct DocgenFixtureTests {
    @Test func theFixtureOfAnExampleIsFoundFromItsTestFile() {
        let url = fixtureURL("a__poisk", filePath: "/p/Examples/Tests/ExampleTests/a__poiskTests.swift")
        #expect(url.path == "/p/Examples/Fixtures/a__poisk.json")
    }

    @Test func readsEachEntrysTitleAndImage() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try
            #"{"id": "x", "entries": [{"title": "Easiest", "image": "green_circle"}, {"title": "Plain", "image": null}]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(
            try DocgenFixture.load(from: file).entries == [
                DocgenFixture.Entry(title: "Easiest", image: "green_circle"),
                DocgenFixture.Entry(title: "Plain", image: nil),
            ])
    }
}
