import Testing

@testable import Translations

@Suite struct StressWordsTests {
    @Test func closedClassWordsAreStressAndTermsAreNot() {
        for word in ["not", "Both", "two", "does", "before", " isn’t "] { #expect(StressWords.isStress(word)) }
        for term in ["tuple", "closure expression", "statements", "designated"] { #expect(!StressWords.isStress(term)) }
    }
}
