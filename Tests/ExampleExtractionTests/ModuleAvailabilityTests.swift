import DocgenCore
import ExampleExtraction
import Testing

struct ModuleAvailabilityTests {
    @Test func importsAreReadInEveryForm() {
        #expect(ModuleAvailability.importedModule("import Combine") == "Combine")
        #expect(ModuleAvailability.importedModule("@testable import SDWebImage") == "SDWebImage")
        #expect(ModuleAvailability.importedModule("@preconcurrency import MapKit.MKMapView") == "MapKit")
        #expect(ModuleAvailability.importedModule("import class Alamofire.Session") == "Alamofire")
        #expect(ModuleAvailability.importedModule("  import UIKit") == "UIKit")
        #expect(ModuleAvailability.importedModule("let important = 1") == nil)
        #expect(ModuleAvailability.importedModule("// import Combine") == nil)
    }

    @Test func appleOnlyAndThirdPartyModulesSkipTheExampleBeforeItIsBuilt() throws {
        let (set, _) = extract(
            """
            # Combine

            \(fence("swift", "import UIKit\nimport Combine\nimport SnapKit\n\nclass A: UIViewController {}"))
            # Plain

            \(fence("swift", "import UIKit\nimport Foundation\n\nclass B: UIViewController {}"))
            """)
        let combine = try #require(set.examples.first)
        #expect(
            combine.mode
                == .skipped(
                    reason:
                        "imports Combine (an Apple-only framework that does not exist on Linux), SnapKit (a third-party module, not available to the examples; declare a package providing it in the front matter: packages: PATH)"
                ))
        #expect(!combine.mode.isBuilt)
        let imports = ModuleAvailability.unavailableImports(in: combine.program)
        #expect(imports.map(\.module) == ["Combine", "SnapKit"])
        #expect(imports.map(\.kind) == [.appleOnly, .thirdParty])
        #expect(imports.first?.location?.line == 5)
        #expect(set.examples.last?.mode == .runnable)
    }

    @Test func examplesMarkedIgnoreKeepTheirReason() throws {
        let (set, _) = extract(fence("swift ignore=\"later\"", "import Combine\nlet x = 1"))
        #expect(set.examples.first?.mode == .ignore(reason: "later"))
    }
}
