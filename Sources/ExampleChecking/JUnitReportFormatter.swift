import DocgenCore

/// `docgen check --junit FILE`: JUnit XML as CI systems read it (`testsuites` › `testsuite` › `testcase` with
/// `failure` / `skipped`).
///
/// One `testsuite` per Markdown file (the file of each example's first location, in order of first
/// appearance), one `testcase` per example named by its id. A failed example's `failure` carries its first
/// error as `message`, its diagnostic id as `type`, and every diagnostic line as text. Errors of the run
/// itself (a stale `Examples/`) are a `testcase` with an `error` in a last suite named `docgen`.
public enum JUnitReportFormatter {
    /// The XML document, ending with a newline.
    public static func format(_ report: CheckReport, name: String = "docgen check") -> String {
        var suites: [(file: String, examples: [ExampleResult])] = []
        var suiteIndex: [String: Int] = [:]
        for example in report.examples {
            let file = example.primaryLocation.map { DiagnosticRenderer.printableFile($0.file) } ?? "(no location)"
            if let index = suiteIndex[file] {
                suites[index].examples.append(example)
            } else {
                suiteIndex[file] = suites.count
                suites.append((file, [example]))
            }
        }
        let runErrors = report.diagnostics.filter { $0.severity == .error }
        let human = HumanReportFormatter(useColour: false)

        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites"
            + attributes([
                ("name", name), ("tests", "\(report.examples.count + (runErrors.isEmpty ? 0 : 1))"),
                ("failures", "\(report.failedCount)"), ("errors", runErrors.isEmpty ? "0" : "1"),
                ("skipped", "\(report.skippedCount + report.incompleteCount)"),
            ]) + ">\n"
        for suite in suites {
            let failed = suite.examples.count { $0.status == .failed }
            let skipped = suite.examples.count { $0.status.reason != nil || $0.status.isIncomplete }
            xml +=
                "  <testsuite"
                + attributes([
                    ("name", suite.file), ("tests", "\(suite.examples.count)"), ("failures", "\(failed)"),
                    ("errors", "0"), ("skipped", "\(skipped)"),
                ]) + ">\n"
            for example in suite.examples {
                var testcase = [("name", DiagnosticRenderer.printableFile(example.id)), ("classname", suite.file)]
                if let location = example.primaryLocation {
                    testcase += [
                        ("file", DiagnosticRenderer.printableFile(location.file)), ("line", "\(location.line)"),
                    ]
                }
                xml += "    <testcase" + attributes(testcase)
                switch example.status {
                case .passed:
                    if let evidence = example.evidence {
                        xml +=
                            ">\n      <properties>\n        <property"
                            + attributes([("name", "evidence"), ("value", evidence.rawValue)])
                            + "/>\n      </properties>\n    </testcase>\n"
                    } else {
                        xml += "/>\n"
                    }
                case .skipped(let reason):
                    xml += ">\n      <skipped" + attributes([("message", reason)]) + "/>\n    </testcase>\n"
                case .incomplete(let needs, _):
                    let message = "incomplete: needs " + needs.joined(separator: ", ")
                    xml += ">\n      <skipped" + attributes([("message", message)]) + "/>\n    </testcase>\n"
                case .failed:
                    let first = example.diagnostics.first { $0.severity == .error } ?? example.diagnostics.first
                    var body = example.diagnostics.flatMap(human.lines(for:))
                    if let step = example.failingStep {
                        body.append(
                            "failing step (\(DiagnosticRenderer.printablePath(step.location))): "
                                + TerminalText.printable(step.text))
                    }
                    xml +=
                        ">\n      <failure"
                        + attributes([
                            ("message", first?.message ?? "\(example.id) failed"),
                            ("type", first?.id.rawValue ?? "failure"),
                        ]) + ">" + escapedText(body.joined(separator: "\n")) + "</failure>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        if !runErrors.isEmpty {
            xml +=
                "  <testsuite"
                + attributes([
                    ("name", "docgen"), ("tests", "1"), ("failures", "0"), ("errors", "1"), ("skipped", "0"),
                ]) + ">\n"
            xml += "    <testcase" + attributes([("name", "run"), ("classname", "docgen")]) + ">\n"
            xml +=
                "      <error" + attributes([("message", runErrors[0].message), ("type", runErrors[0].id.rawValue)])
                + ">" + escapedText(runErrors.map(\.description).joined(separator: "\n")) + "</error>\n"
            xml += "    </testcase>\n  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    // MARK: - Escaping

    /// ` name="value"` for each pair, values escaped for a double-quoted attribute.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escapedAttribute($0.1))\"" }.joined()
    }

    /// Text content: `&`, `<`, `>` escaped, characters XML 1.0 forbids replaced by U+FFFD.
    static func escapedText(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// An attribute value: also `"`, `'`, and tab / line breaks as character references (which attribute
    /// normalization would otherwise turn into spaces).
    static func escapedAttribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t" where inAttribute: result += "&#9;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
