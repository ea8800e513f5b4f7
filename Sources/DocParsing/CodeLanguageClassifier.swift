/// Tells Swift from Objective-C (and from neither) by looking at the code itself.
///
/// Each language has tell-tale constructs; every line that shows one scores a point for it. The language
/// with more points wins if it has any; a tie (or no evidence) is nil: "can't tell". Works on UTF-8
/// bytes: it runs over every code block of every document, so it must stay cheap.
public enum CodeLanguageClassifier {
    public struct Scores: Hashable, Sendable {
        public var swift: Int
        public var objectiveC: Int
    }

    public static func infer(_ code: String) -> CodeLanguage? {
        let scores = score(code)
        if scores.objectiveC > scores.swift { return .objectiveC }
        if scores.swift > scores.objectiveC { return .swift }
        return nil
    }

    public static func score(_ code: String) -> Scores {
        var scores = Scores(swift: 0, objectiveC: 0)
        let bytes = Array(code.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var first = start
            while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            var last = end
            while last > first, bytes[last - 1] == UInt8(ascii: " ") || bytes[last - 1] == UInt8(ascii: "\r") {
                last -= 1
            }
            let line = bytes[first..<last]
            if !line.starts(with: comment) {
                var present = ByteSet()
                for byte in line { present.insert(byte) }
                if isObjectiveC(line, present) { scores.objectiveC += 1 }
                if isSwift(line, present) { scores.swift += 1 }
            }
            start = end + 1
        }
        return scores
    }

    // MARK: - Tell-tales

    private static let comment = Array("//".utf8)

    /// Lines that start an Objective-C construct.
    private static let objectiveCPrefixes = [
        "- (", "+ (", "-(", "+(", "@interface", "@implementation", "@property", "@end", "@protocol", "#import",
        "@import", "@synthesize",
    ].map { Array($0.utf8) }
    /// A fragment's bytes, and which byte values it holds (a line without all of them cannot hold it).
    private struct Fragment {
        var bytes: [UInt8]
        var present: ByteSet

        init(_ text: String) {
            bytes = Array(text.utf8)
            present = ByteSet(bytes)
        }
    }

    /// Fragments found only in Objective-C.
    private static let objectiveCFragments = [
        "[[", " alloc]", "@selector(", "NSString *", "@\"", " YES;", " NO;", "];",
    ]
    .map(Fragment.init)
    /// Lines that start a Swift declaration or statement (an Objective-C line ends with `;`).
    private static let swiftPrefixes = [
        "func ", "override func ", "let ", "var ", "guard ", "if let ", "extension ", "struct ", "enum ", "protocol ",
        "import ", "init(", "override init(", "@objc ", "private ", "fileprivate ", "public ", "internal ",
        "final class ", "lazy var ", "weak var ", "static ", "case ", "return ", "class ",
    ].map { Array($0.utf8) }
    /// Fragments found only in Swift.
    private static let swiftFragments = [") -> ", "#available(", "?.", "!.", "super.viewDidLoad()"].map(
        Fragment.init)

    private static let selfDot = Fragment("self.")

    /// The prefixes of each list by their first byte, so that a line is compared with the few that can match.
    private static let objectiveCPrefixesByFirstByte = byFirstByte(objectiveCPrefixes)
    private static let swiftPrefixesByFirstByte = byFirstByte(swiftPrefixes)

    private static func byFirstByte(_ prefixes: [[UInt8]]) -> [[[UInt8]]] {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for prefix in prefixes { table[Int(prefix[0])].append(prefix) }
        return table
    }

    private static func startsWithAny(_ line: ArraySlice<UInt8>, _ table: [[[UInt8]]]) -> Bool {
        guard let first = line.first else { return false }
        return table[Int(first)].contains { line.starts(with: $0) }
    }

    private static func isObjectiveC(_ line: ArraySlice<UInt8>, _ present: ByteSet) -> Bool {
        startsWithAny(line, objectiveCPrefixesByFirstByte)
            || objectiveCFragments.contains { contains(line, $0, present) }
            || (line.last == UInt8(ascii: ";") && contains(line, selfDot, present))
    }

    private static func isSwift(_ line: ArraySlice<UInt8>, _ present: ByteSet) -> Bool {
        let endsWithSemicolon = line.last == UInt8(ascii: ";")
        if !endsWithSemicolon, startsWithAny(line, swiftPrefixesByFirstByte) { return true }
        return swiftFragments.contains { contains(line, $0, present) }
    }

    /// Which byte values a line holds: a fragment whose bytes are not all there cannot be in it.
    private struct ByteSet {
        private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        /// Branch-free (a `switch` on the lane mispredicts on mixed letters and punctuation).
        mutating func insert(_ byte: UInt8) {
            let bit = UInt64(1) &<< UInt64(byte & 63)
            let lane = byte &>> 6
            bits.0 |= lane == 0 ? bit : 0
            bits.1 |= lane == 1 ? bit : 0
            bits.2 |= lane == 2 ? bit : 0
            bits.3 |= lane == 3 ? bit : 0
        }

        init() {}

        init(_ bytes: [UInt8]) {
            for byte in bytes { insert(byte) }
        }

        func isSuperset(of other: ByteSet) -> Bool {
            bits.0 & other.bits.0 == other.bits.0 && bits.1 & other.bits.1 == other.bits.1
                && bits.2 & other.bits.2 == other.bits.2 && bits.3 & other.bits.3 == other.bits.3
        }

        func contains(_ byte: UInt8) -> Bool {
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: return bits.0 & bit != 0
            case 1: return bits.1 & bit != 0
            case 2: return bits.2 & bit != 0
            default: return bits.3 & bit != 0
            }
        }
    }

    private static func contains(_ line: ArraySlice<UInt8>, _ fragment: Fragment, _ present: ByteSet) -> Bool {
        guard fragment.bytes.count <= line.count, present.isSuperset(of: fragment.present) else { return false }
        return contains(line, fragment.bytes)
    }

    private static func contains(_ line: ArraySlice<UInt8>, _ fragment: [UInt8]) -> Bool {
        guard let head = fragment.first else { return false }
        var index = line.startIndex
        let lastStart = line.endIndex - fragment.count
        while index <= lastStart {
            if line[index] == head, line[index..<index + fragment.count].elementsEqual(fragment) { return true }
            index += 1
        }
        return false
    }
}
