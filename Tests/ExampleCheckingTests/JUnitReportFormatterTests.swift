import ExampleChecking
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct JUnitReportFormatterTests {
    @Test func golden() throws {
        try expectGolden(JUnitReportFormatter.format(sampleReport), "report.junit.xml")
    }

    /// Elements, attributes and text of a parsed XML document.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text = ""
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((elementName, attributes))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    @Test func isWellFormedAndRoundTripsEveryValue() throws {
        let xml = JUnitReportFormatter.format(sampleReport)
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        let names: [String] = collector.elements.map(\.name)
        func count(_ name: String) -> Int { names.filter { (element: String) -> Bool in element == name }.count }
        let counts: [Int] = ["testcase", "testsuite", "failure", "skipped", "error"].map(count)
        let expected: [Int] = [8, 4, 2, 4, 1]
        #expect(counts == expected)
        try expectRoot(collector)
        try expectSkippedAndFailures(collector)
    }

    private func expectRoot(_ collector: Collector) throws {
        let root = try #require(collector.elements.first)
        #expect(root.name == "testsuites")
        #expect(root.attributes["tests"] == "8")
        #expect(root.attributes["failures"] == "2")
        #expect(root.attributes["skipped"] == "4")
        #expect(root.attributes["errors"] == "1")
    }

    private func expectSkippedAndFailures(_ collector: Collector) throws {
        let skipped = try #require(collector.elements.first { $0.name == "skipped" })
        #expect(skipped.attributes["message"] == "ignore=\"Objective-C is not built\"")
        #expect(
            collector.elements.contains {
                $0.name == "skipped" && $0.attributes["message"] == "incomplete: needs searchController, products"
            })
        let failure = try #require(collector.elements.first { $0.name == "failure" })
        #expect(failure.attributes["type"] == "DG0601")
        #expect(collector.text.contains("step 2 showed (none), expected \"Intermediate\" & <Advanced>, 100% sure"))
        let trap = try #require(collector.elements.last { $0.name == "failure" })
        // A line break survives in an attribute; a control character becomes U+FFFD.
        #expect(trap.attributes["message"] == "Fatal error: Index out of range\ncontrol\u{FFFD}char")
        #expect(
            collector.elements.contains { $0.name == "testsuite" && $0.attributes["name"] == "Docs/導航 欄.zh-Hant.md" })
    }

    @Test func anEmptyReportIsStillADocument() {
        let xml = JUnitReportFormatter.format(CheckReport(examples: []))
        #expect(XMLParser(data: Data(xml.utf8)).parse())
        #expect(
            xml.contains("<testsuites name=\"docgen check\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\">"))
    }
}
