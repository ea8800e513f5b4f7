import DocgenCore

/// A finding's identity from one run to the next, for a baseline: 16 hex digits of a stable hash of its
/// check, the paths of its pair's documents (relative to the project), its values — or, for a finding about
/// a count or a whole passage, both excerpts —, and its occurrence among the findings with all of those
/// equal. Never of a line or column: lines inserted above a finding leave it as it was; a changed value
/// makes it another finding.
public struct QAFingerprint: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 16 lowercase hex digits.
    public var value: String

    public init(_ value: String) { self.value = value }

    /// The first 8 digits: what the report shows and `--accept` takes.
    public var shortID: String { String(value.prefix(Self.shortLength)) }
    public static let shortLength = 8

    public var description: String { value }

    public static func < (lhs: QAFingerprint, rhs: QAFingerprint) -> Bool { lhs.value < rhs.value }

    /// Whether `text` is 16 lowercase hex digits.
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 16
            && text.utf8.allSatisfy { (byte: UInt8) -> Bool in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            }
    }

    /// The fingerprint of each finding, in order (`findings` in the report's order, which decides the
    /// occurrences).
    public static func of(_ findings: [QAFinding], root: ProjectRoot) -> [QAFingerprint] {
        var occurrences: [String: Int] = [:]
        return findings.map { finding in
            let key = identity(of: finding, root: root)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return QAFingerprint(StableHash.fnv1a64Hex(key + separator + String(occurrence)))
        }
    }

    /// Everything that says which finding this is, but its occurrence.
    static func identity(of finding: QAFinding, root: ProjectRoot) -> String {
        var parts = [
            finding.id.rawValue, root.relative(finding.sourcePassage.file),
            root.relative(finding.translationPassage.file),
        ]
        if finding.sourceValue != nil || finding.translationValue != nil {
            parts += ["value", finding.sourceValue ?? "", finding.translationValue ?? ""]
        } else {
            parts += ["excerpt", finding.sourceExcerpt, finding.translationExcerpt]
        }
        return parts.joined(separator: separator)
    }

    /// Between the parts of an identity: a character no path, value or excerpt has.
    private static let separator = "\u{1F}"
}
