/// Tells Swift from Objective-C (and from neither) by looking at the code itself.
///
/// Each language has a set of tell-tale constructs; every line that shows one scores a point. The language
/// with more points wins if it has at least one and its lead is clear; otherwise nil ("can't tell").
public enum CodeLanguageClassifier {
    public struct Scores: Hashable, Sendable {
        public var swift: Int
        public var objectiveC: Int
    }

    public static func infer(_ code: String) -> CodeLanguage? {
        let scores = score(code)
        if scores.objectiveC > 0, scores.objectiveC > scores.swift { return .objectiveC }
        if scores.swift > 0, scores.swift > scores.objectiveC { return .swift }
        return nil
    }

    public static func score(_ code: String) -> Scores {
        var scores = Scores(swift: 0, objectiveC: 0)
        for rawLine in code.split(separator: "\n") {
            let line = rawLine.drop(while: { $0 == " " || $0 == "\t" })
            if line.hasPrefix("//") { continue }
            if objectiveCLine(line) { scores.objectiveC += 1 }
            if swiftLine(line) { scores.swift += 1 }
        }
        return scores
    }

    // MARK: - Tell-tales

    private static func objectiveCLine(_ line: Substring) -> Bool {
        if line.hasPrefix("- (") || line.hasPrefix("+ (") || line.hasPrefix("-(") || line.hasPrefix("+(") { return true }
        for prefix in ["@interface", "@implementation", "@property", "@end", "@protocol", "#import", "@import", "@synthesize"]
        where line.hasPrefix(prefix) {
            return true
        }
        for fragment in ["[[", " alloc]", "@selector(", "NSString *", "@\"", " YES;", " NO;", "= nil;", "self.", "];"]
        where line.contains(fragment) {
            // `self.` alone is Swift too; count it only with a statement-ending semicolon.
            if fragment == "self." { if line.hasSuffix(";") { return true } else { continue } }
            return true
        }
        return false
    }

    private static func swiftLine(_ line: Substring) -> Bool {
        let keywords = [
            "func ", "override func ", "let ", "var ", "guard ", "if let ", "extension ", "struct ", "enum ",
            "protocol ", "import ", "init(", "override init(", "@objc ", "private ", "fileprivate ", "public ",
            "internal ", "final class ", "lazy var ", "weak var ", "static ", "case ", "return ", "class ",
        ]
        let declaresAsObjC = line.hasSuffix(";")
        if keywords.contains(where: { line.hasPrefix($0) }) && !declaresAsObjC { return true }
        for fragment in [") -> ", "#available(", " in\n", "?.", "!.", "super.viewDidLoad()"] where line.contains(fragment) {
            return true
        }
        if line.contains("super.") && !line.hasSuffix(";") && !line.contains("[") { return true }
        return false
    }
}
