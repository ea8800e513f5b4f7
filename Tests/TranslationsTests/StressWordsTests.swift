import Testing

@testable import Translations

@Suite struct StressWordsTests {
    @Test func closedClassWordsAreStressAndTermsAreNot() {
        for word in ["not", "Both", "two", "does", "before", " isn’t ", "how", "immediately after"] {
            #expect(StressWords.isStress(word))
        }
        for term in ["tuple", "closure expression", "statements", "designated", "not a term", ""] {
            #expect(!StressWords.isStress(term))
        }
    }
}
