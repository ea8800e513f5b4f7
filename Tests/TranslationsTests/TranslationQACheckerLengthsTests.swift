import Foundation
import Testing

@testable import Translations

/// A paragraph far shorter than its original for its document's pairs, with fewer sentences: a sentence
/// left out (`TranslationQAChecker+Lengths`).
@Suite struct TranslationQACheckerLengthsTests {
    static let english = [
        "Swift is a programming language for writing apps. It is fast and it is safe. People who know C find it familiar.",
        "A constant's value can't be changed once it is set. A variable can be set to a different value later. Use a constant when a value won't change.",
        "Type annotations are rarely needed in practice. Swift infers the type from the initial value. You write an annotation when there is no initial value.",
        "Comments are text that the compiler ignores. They remind you what your code does. A comment can span several lines.",
        "Integers are whole numbers with no fractional part. They are either signed or unsigned. Swift provides them in several sizes.",
        "Floating-point numbers have a fractional part. They can represent a much wider range of values than integers. Swift provides two of them.",
        "Tuples group several values into a single compound value. The values can be of any type. They are useful as the return values of functions.",
        "An optional says that there is a value or no value at all. You unwrap it to get the value. Swift checks that you do so before you use it.",
        "Errors let you respond to the conditions a function can meet. A function says that it can throw. Its caller handles the error it throws.",
        "Assertions check a condition while the program runs. A failed assertion stops the program. They help you find mistakes early.",
    ]

    static let chinese = [
        "Swift 是一门用于编写应用的编程语言。它既快速又安全。了解 C 语言的人会觉得它很熟悉。",
        "常量的值一旦设定就不能再改变。变量以后可以被设为不同的值。当一个值不会改变时，请使用常量。",
        "在实践中很少需要写类型注解。Swift 会根据初始值推断类型。没有初始值的时候你才需要写注解。",
        "注释是编译器会忽略的文本。它们提醒你代码做了什么。一条注释可以跨越好几行。",
        "整数是没有小数部分的数字。它们可以是有符号的，也可以是无符号的。Swift 提供了好几种大小的整数。",
        "浮点数有小数部分。它们能表示的数值范围比整数要大得多。Swift 提供了两种浮点数。",
        "元组把多个值组合成一个复合值。这些值可以是任意类型。它们适合用作函数的返回值。",
        "可选类型表示有一个值，或者根本没有值。你要解包它才能得到其中的值。Swift 会检查你在使用它之前是否这样做了。",
        "错误处理让你能够应对函数可能遇到的情况。函数要声明自己可以抛出错误。它的调用者负责处理抛出的错误。",
        "断言在程序运行时检查一个条件。断言失败会让程序停止。它们帮助你尽早发现错误。",
    ]

    static func document(_ title: String, _ paragraphs: [String]) -> String {
        "# \(title)\n\n" + paragraphs.joined(separator: "\n\n") + "\n"
    }

    static func lengthFindings(_ chinese: [String]) -> [QAFinding] {
        let report = TranslationAlignerTests.analyzed(
            english: document("The Basics", english), chinese: document("基础部分", chinese))
        return report.qa.filter { $0.check == .length }
    }

    /// The line of paragraph `index` (after the heading and a blank line; each paragraph one line).
    static func line(of index: Int) -> Int { 3 + 2 * index }

    @Test func aFaithfulTranslationHasNoLengthFinding() {
        #expect(Self.lengthFindings(Self.chinese).isEmpty)
    }

    @Test func aParagraphThatLeavesOutASentenceIsFoundAtTheTranslation() throws {
        var chinese = Self.chinese
        // The second sentence, about the range of values, is left out.
        chinese[5] = "浮点数有小数部分。Swift 提供了两种浮点数。"
        let findings = Self.lengthFindings(chinese)
        #expect(findings.map(\.location.line) == [Self.line(of: 5)])
        let finding = try #require(findings.first)
        #expect(finding.location.file == "Docs/a.zh-Hans.md")
        #expect(finding.otherLocation.file == "Docs/a.en.md")
        // The sentence matching names the sentence (`TranslationQACheckerSentencesTests`).
        #expect(finding.message.contains("leaves out sentence 2 of the original's 3"))
        #expect(finding.id.rawValue == "DG0426")
    }

    @Test func aParagraphTranslatedTerselyWithAllItsSentencesIsNoFinding() {
        // Shorter than the document's other pairs, but every sentence is there.
        var chinese = Self.chinese
        chinese[7] = "可选类型表示有值或无值。解包可得其值。Swift 查你用前是否解包。"
        #expect(Self.lengthFindings(chinese).isEmpty)
    }

    @Test func aTranslationShorterThroughoutIsNoFinding() {
        // A document whose translation is terser everywhere: its own ratio is lower, and no pair is far from it.
        let terse = Self.chinese.map { paragraph in
            paragraph.replacingOccurrences(of: "它们", with: "其").replacingOccurrences(of: "的", with: "")
        }
        #expect(Self.lengthFindings(terse).isEmpty)
    }
}
