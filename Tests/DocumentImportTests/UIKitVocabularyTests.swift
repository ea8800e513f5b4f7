import DocgenTestSupport
import Foundation
import Testing

@testable import DocumentImport

/// The UIKit names used as evidence are the headless UIKit's own (Sources/UIKit).
@Suite struct UIKitVocabularyTests {
    @Test func everyLongPublicTypeAndMemberOfTheHeadlessUIKitIsListed() throws {
        let folder = repositoryRoot.appendingPathComponent("Sources/UIKit")
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" })
                guard words.first == "public" || words.first == "open" else { continue }
                guard
                    let keyword = words.firstIndex(where: {
                        ["class", "struct", "enum", "protocol", "func", "var", "let"].contains($0)
                    }),
                    keyword + 1 < words.count
                else { continue }
                let name = String(words[keyword + 1])
                // The simulated user's `userTap…` calls are the driver's, not UIKit's.
                if name.count >= 12, !name.hasPrefix("user"), name.allSatisfy({ $0.isLetter || $0.isNumber }) {
                    declared.insert(name)
                }
            }
        }
        #expect(declared.count > 30)
        #expect(declared.subtracting(UIKitVocabulary.names).sorted() == [])
    }
}
