import Foundation
import Testing

@testable import Translations

/// The bundled Han tables: they load from the module's resource bundle, quickly, hold plausible numbers of
/// rows, and known pairs go the right way.
struct HanTablesTests {
    let tables = try! HanTables.bundled.get()

    /// Every `source target` line of a table, as a dictionary.
    static func pairs(_ table: String) -> [String: String] {
        var pairs: [String: String] = [:]
        for line in table.split(separator: "\n") {
            let parts = line.split(separator: " ")
            pairs[String(parts[0])] = String(parts[1])
        }
        return pairs
    }

    @Test func theBundledFilesAreWhereBundleModulePutsThem() throws {
        for name in HanTables.fileNames {
            let viaBundle = try #require(Bundle.module.url(forResource: name, withExtension: nil), "\(name)")
            #expect(
                HanTables.bundledDirectory().appendingPathComponent(name).resolvingSymlinksInPath().path
                    == viaBundle.resolvingSymlinksInPath().path)
            #expect(viaBundle.deletingLastPathComponent().lastPathComponent == HanTables.bundleName)
        }
    }

    @Test func eachHeaderNamesItsGeneratorAndOpenCCsVersion() {
        #expect(tables.headers.count == 5)
        for (name, header) in tables.headers {
            let generator =
                name == "HanScriptOnlyCharacters.tsv"
                ? "generate-han-variant-table.py" : "generate-han-conversion-tables.py"
            #expect(header["generator"] == "scripts/\(generator) (Python 3)", "\(name)")
            #expect(header["source"]?.hasPrefix("OpenCC ") == true, "\(name)")
            #expect(header["source"]?.contains("libopencc-data 1.") == true, "\(name)")
        }
    }

    @Test func theTablesHavePlausibleSizes() {
        #expect((3_500...5_000).contains(Self.pairs(tables.toTraditional.characters).count))
        #expect((8_000...15_000).contains(Self.pairs(tables.toTraditional.phrases).count))
        #expect((3_500...5_000).contains(Self.pairs(tables.toSimplified.characters).count))
        #expect((500...2_000).contains(Self.pairs(tables.toSimplified.phrases).count))
        #expect((3_000...5_000).contains(tables.simplifiedOnly.count))
        #expect((3_000...5_000).contains(tables.traditionalOnly.count))
        #expect(tables.simplifiedOnly.isDisjoint(with: tables.traditionalOnly))
    }

    @Test func knownPairsGoTheRightWay() {
        let toTraditional = Self.pairs(tables.toTraditional.characters)
        let toSimplified = Self.pairs(tables.toSimplified.characters)
        #expect(toTraditional["后"] == "後")
        #expect(toSimplified["後"] == "后")
        #expect(toTraditional["後"] == nil && toSimplified["后"] == nil)
        // Phrases: 头发 is 頭髮 (发 alone is 發); the Taiwan word 搜尋 is the mainland 搜索.
        #expect(Self.pairs(tables.toTraditional.phrases)["头发"] == "頭髮")
        #expect(toTraditional["发"] == "發")
        #expect(Self.pairs(tables.toSimplified.phrases)["搜尋"] == "搜索")
        #expect(tables.simplifiedOnly.contains("这") && tables.traditionalOnly.contains("這"))
        #expect(!tables.simplifiedOnly.contains("後") && tables.traditionalOnly.contains("後"))
    }

    @Test func theConvertersUseTheBundledTables() {
        for script in HanScriptConverter.Script.allCases {
            #expect(HanScriptConverter.tables(to: script).characters == tables.conversion(to: script).characters)
            #expect(HanScriptConverter.tables(to: script).phrases == tables.conversion(to: script).phrases)
        }
    }
}
