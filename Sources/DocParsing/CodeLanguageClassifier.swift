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
        var code = code
        return code.withUTF8(score(bytes:))
    }

    /// One pass over the bytes: each line is found and its byte marks (`ByteMarks`) gathered together.
    private static func score(bytes: UnsafeBufferPointer<UInt8>) -> Scores {
        var scores = Scores(swift: 0, objectiveC: 0)
        let count = bytes.count
        let marks = ByteMarks.table
        var start = 0
        while start < count {
            var end = start
            var present = ByteMarks()
            while end < count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\n") { break }
                present.insert(byte, marks)
                end += 1
            }
            var first = start
            while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            var last = end
            while last > first, bytes[last - 1] == UInt8(ascii: " ") || bytes[last - 1] == UInt8(ascii: "\r") {
                last -= 1
            }
            let line = UnsafeBufferPointer(rebasing: bytes[first..<last])
            if !line.starts(with: comment) {
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
        var present: ByteMarks

        init(_ text: String) {
            bytes = Array(text.utf8)
            present = ByteMarks(bytes)
        }
    }

    /// Fragments found only in Objective-C.
    private static let objectiveCFragmentTexts = [
        "[[", " alloc]", "@selector(", "NSString *", "@\"", " YES;", " NO;", "];",
    ]
    private static let objectiveCFragments = objectiveCFragmentTexts.map(Fragment.init)
    /// Lines that start a Swift declaration or statement (an Objective-C line ends with `;`).
    private static let swiftPrefixes = [
        "func ", "override func ", "let ", "var ", "guard ", "if let ", "extension ", "struct ", "enum ", "protocol ",
        "import ", "init(", "override init(", "@objc ", "private ", "fileprivate ", "public ", "internal ",
        "final class ", "lazy var ", "weak var ", "static ", "case ", "return ", "class ",
    ].map { Array($0.utf8) }
    /// Fragments found only in Swift.
    private static let swiftFragmentTexts = [") -> ", "#available(", "?.", "!.", "super.viewDidLoad()"]
    private static let swiftFragments = swiftFragmentTexts.map(Fragment.init)

    private static let selfDotText = "self."
    private static let selfDot = Fragment(selfDotText)

    /// The prefixes of each list by their first byte, so that a line is compared with the few that can match.
    private static let objectiveCPrefixesByFirstByte = byFirstByte(objectiveCPrefixes)
    private static let swiftPrefixesByFirstByte = byFirstByte(swiftPrefixes)

    private static func byFirstByte(_ prefixes: [[UInt8]]) -> [[[UInt8]]] {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for prefix in prefixes { table[Int(prefix[0])].append(prefix) }
        return table
    }

    private static func startsWithAny(_ line: UnsafeBufferPointer<UInt8>, _ table: [[[UInt8]]]) -> Bool {
        guard let first = line.first else { return false }
        return table[Int(first)].contains { line.starts(with: $0) }
    }

    private static func isObjectiveC(_ line: UnsafeBufferPointer<UInt8>, _ present: ByteMarks) -> Bool {
        startsWithAny(line, objectiveCPrefixesByFirstByte)
            || objectiveCFragments.contains { contains(line, $0, present) }
            || (line.last == UInt8(ascii: ";") && contains(line, selfDot, present))
    }

    private static func isSwift(_ line: UnsafeBufferPointer<UInt8>, _ present: ByteMarks) -> Bool {
        let endsWithSemicolon = line.last == UInt8(ascii: ";")
        if !endsWithSemicolon, startsWithAny(line, swiftPrefixesByFirstByte) { return true }
        return swiftFragments.contains { contains(line, $0, present) }
    }

    /// Which of the bytes that tell-tale fragments are made of a line holds, one bit each (a line without all
    /// of a fragment's cannot hold it). Bytes no fragment has are not marked, so gathering a line's marks is
    /// one table look-up per byte.
    private struct ByteMarks {
        private var bits: UInt64 = 0

        init() {}

        init(_ bytes: [UInt8]) {
            for byte in bytes { insert(byte, ByteMarks.table) }
        }

        /// Marks `byte`; `table` is `ByteMarks.table`, passed in so that a loop loads the global once.
        mutating func insert(_ byte: UInt8, _ table: [UInt64]) { bits |= table[Int(byte)] }

        func isSuperset(of other: ByteMarks) -> Bool { bits & other.bits == other.bits }

        /// A bit for each byte some fragment holds (at most 64 such bytes), 0 for every other byte.
        static let table: [UInt64] = {
            var table = [UInt64](repeating: 0, count: 256)
            var next: UInt64 = 0
            let fragmentText = (objectiveCFragmentTexts + swiftFragmentTexts + [selfDotText]).joined()
            for byte in fragmentText.utf8 where table[Int(byte)] == 0 {
                precondition(next < 64, "more distinct bytes in the tell-tale fragments than ByteMarks has bits")
                table[Int(byte)] = 1 << next
                next += 1
            }
            return table
        }()
    }

    private static func contains(_ line: UnsafeBufferPointer<UInt8>, _ fragment: Fragment, _ present: ByteMarks)
        -> Bool
    {
        guard fragment.bytes.count <= line.count, present.isSuperset(of: fragment.present) else { return false }
        return contains(line, fragment.bytes)
    }

    private static func contains(_ line: UnsafeBufferPointer<UInt8>, _ fragment: [UInt8]) -> Bool {
        guard let head = fragment.first else { return false }
        var index = line.startIndex
        let lastStart = line.endIndex - fragment.count
        while index <= lastStart {
            if line[index] == head,
                UnsafeBufferPointer(rebasing: line[index..<index + fragment.count]).elementsEqual(fragment)
            {
                return true
            }
            index += 1
        }
        return false
    }
}
