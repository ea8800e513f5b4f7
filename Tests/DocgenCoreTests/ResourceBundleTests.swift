import DocgenCore
import Foundation
import Testing

/// A module's resource bundle is found next to the executable; a missing one is a path that does not exist.
struct ResourceBundleTests {
    @Test func bundlesAreNamedAsSwiftPMNamesThem() {
        #expect(ResourceBundle.name(of: "Translations") == "docgen_Translations.resources")
    }

    @Test func theBuiltBundlesAreFoundBesideTheTestRunner() {
        let directory = ResourceBundle.directory(of: "AppleUIKitAPI")
        #expect(directory.lastPathComponent == "docgen_AppleUIKitAPI.resources")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("UIKitSurface.tsv").path))
    }

    @Test func aMissingBundleIsWhereDocgensOwnWouldBe() {
        let directory = ResourceBundle.directory(of: "NoSuchModule")
        #expect(directory.lastPathComponent == "docgen_NoSuchModule.resources")
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}
