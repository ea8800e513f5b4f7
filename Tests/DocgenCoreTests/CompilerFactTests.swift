import DocgenCore
import Testing

struct CompilerFactTests {
    @Test func tagsAreSplitOffInEitherOrder() {
        let warning = CompilerFact.splitTags(
            "'a()' is deprecated: renamed to 'b()' [availability_deprecated_rename] [#DeprecatedDeclaration]")
        #expect(warning.message == "'a()' is deprecated: renamed to 'b()'")
        #expect(warning.identifier == "availability_deprecated_rename")
        #expect(warning.group == "DeprecatedDeclaration")
        let grouped = CompilerFact.splitTags("m [#Group] [an_id]")
        #expect(grouped.message == "m" && grouped.identifier == "an_id" && grouped.group == "Group")
    }

    @Test func aBracketThatIsNoTagStaysInTheMessage() {
        for text in ["value of type '[Int]' has no member 'x' [Int]", "index [0]", "no tag", "[only_a_tag]"] {
            let split = CompilerFact.splitTags(text)
            #expect(split.message == text)
            #expect(split.identifier == nil && split.group == nil)
        }
    }

    @Test func theQuotedValuesAreTheArgumentsInOrder() {
        #expect(
            CompilerFact(identifier: "x", message: "value of type 'UIView' has no member 'addSubviw'").arguments == [
                "UIView", "addSubviw",
            ])
        #expect(
            CompilerFact.quotedValues(in: "protocol requires function 'f(_:)' with type '(Int) -> ()'") == [
                "f(_:)", "(Int) -> ()",
            ])
        // An apostrophe inside a word opens no quote.
        #expect(CompilerFact.quotedValues(in: "can't find 'x' here") == ["x"])
        #expect(CompilerFact.quotedValues(in: "no quotes") == [])
    }

    @Test func aCorrectedVariantIsTheSameDiagnostic() {
        let fact = CompilerFact(identifier: "could_not_find_value_member_corrected", arguments: ["V", "x", "y"])
        #expect(fact.is("could_not_find_value_member"))
        #expect(!fact.is("could_not_find"))
        #expect(fact[argument: 2] == "y" && fact[argument: 3] == nil)
    }
}
