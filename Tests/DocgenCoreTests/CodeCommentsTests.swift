import DocgenCore
import Testing

/// Comments of code split from the code: a translation's comments are prose, its code must stay.
@Suite struct CodeCommentsTests {
    @Test func lineAndBlockCommentsAreSplitFromTheCode() {
        let split = CodeComments("let x = 1 // Prints \"1\"\n/* a\n   b */ let y = 2\n")
        #expect(split.normalizedCode == "let x = 1\nlet y = 2")
        #expect(split.comments.map(\.text) == ["Prints \"1\"", "a", "b"])
        #expect(split.comments.map(\.line) == [0, 1, 2])
        #expect(split.comments.first?.column == 11)
    }

    @Test func slashesInStringsAreCode() {
        let code =
            "let url = \"https://swift.org\" // 网址\nlet raw = #\"a \" // b\"#\nlet s = \"\"\"\n  // c\n  \"\"\"\n"
        let split = CodeComments(code)
        #expect(split.comments.map(\.text) == ["网址"])
        #expect(split.code.contains("\"https://swift.org\""))
        #expect(split.code.contains("#\"a \" // b\"#"))
        #expect(split.code.contains("  // c"))
    }

    @Test func aTranslatedCommentLeavesTheSameCode() {
        let english = "print(\"x\")\n// Prints \"x\"\nlet a = [1, 2] /* two */"
        let chinese = "print(\"x\")\n// 打印“x”\nlet a = [1, 2] /* 两个 */"
        #expect(CodeComments(english).normalizedCode == CodeComments(chinese).normalizedCode)
        #expect(CodeComments("let a = 1 // a").normalizedCode != CodeComments("let b = 1 // a").normalizedCode)
    }

    @Test func nestedBlockCommentsEndAtTheirOwnClose() {
        let split = CodeComments("/* a /* b */ c */ let x = 1")
        #expect(split.normalizedCode == "let x = 1")
        #expect(split.comments.count == 1)
    }
}
