import DocgenTestSupport
import Foundation
import Testing

@testable import DocumentImport

/// The UIKit names used as evidence are the headless UIKit's own (Sources/Runtime/UIKit).
@Suite struct UIKitVocabularyTests {
    @Test func everyLongPublicTypeAndMemberOfTheHeadlessUIKitIsListed() throws {
        var declared: Set<String> = []
        for file in try headlessUIKitFiles().values {
            let text = try String(contentsOf: file, encoding: .utf8)
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
