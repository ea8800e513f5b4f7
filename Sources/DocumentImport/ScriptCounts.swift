/// How much of a text is in each script: Han characters, and Latin and Cyrillic words.
struct ScriptCounts: Sendable {
    var han = 0
    var latinWords = 0
    var cyrillicWords = 0

    init(_ text: Substring) {
        var inLatin = false
        var inCyrillic = false
        for character in text {
            if character.isHan { han += 1 }
            let latin = character.isASCIILetter
            let cyrillic = character.isCyrillic && character.isLetter
            if latin && !inLatin { latinWords += 1 }
            if cyrillic && !inCyrillic { cyrillicWords += 1 }
            inLatin = latin
            inCyrillic = cyrillic
        }
    }
}
