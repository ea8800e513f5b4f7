import Foundation
import Testing

@testable import AppleUIKitAPI

/// The bundled surface: it loads from the module's resource bundle, quickly, and is well-formed.
struct UIKitSurfaceTests {
    let surface = try! UIKitSurface.bundled.get()

    /// Swift's initializer inheritance: a class with only convenience initializers inherits its superclass's.
    @Test func callableInitializersFollowSwiftsInheritance() {
        let swipe = surface.callableInitializers(of: "UISwipeActionsConfiguration").map(\.member)
        #expect(swipe.contains("init(actions:)") && swipe.contains("init()"))
        let view = surface.callableInitializers(of: "UIView").map(\.member)
        #expect(view.contains("init(frame:)") && !view.contains("init()"))
    }

    /// The types Apple's declarations name beyond UIKit's own: Core Graphics' `CGAffineTransform` is one; UIKit's
    /// own types, words inside identifiers and lowercase words are not.
    @Test func typesNamedInDeclarationsAreTheFrameworksUIKitBuildsOn() {
        #expect(surface.typesNamedInDeclarations.contains("CGAffineTransform"))
        #expect(!surface.typesNamedInDeclarations.contains("UIView"))
        #expect(!surface.typesNamedInDeclarations.contains("Transform"))
        // Generic parameters: `Item` of `CellRegistration`, `ViewController` of a `where` clause.
        #expect(!surface.typesNamedInDeclarations.contains("Item"))
        #expect(!surface.typesNamedInDeclarations.contains("ViewController"))
        #expect(surface.typesNamedInDeclarations.allSatisfy { $0.first?.isUppercase == true })
        let small = UIKitSurface(symbols: [
            UIKitSymbol(
                name: "UIView.transform", kind: .property, availability: .available(introduced: nil),
                declaration: "var transform: CGAffineTransform { get set }"),
            UIKitSymbol(
                name: "UIView", kind: .class, availability: .available(introduced: nil),
                declaration: "class UIView: UIResponderX where Cell: UIView"),
            UIKitSymbol(
                name: "CGColor", kind: .class, availability: .available(introduced: nil), isFrameworkName: true,
                declaration: "class CGColor"),
        ])
        #expect(small.typesNamedInDeclarations == ["CGAffineTransform", "UIResponderX"])
    }

    @Test func theBundledFileIsWhereBundleModulePutsIt() throws {
        let viaBundle = try #require(Bundle.module.url(forResource: "UIKitSurface", withExtension: "tsv"))
        #expect(
            UIKitSurface.bundledFileURL().resolvingSymlinksInPath().path == viaBundle.resolvingSymlinksInPath().path)
        #expect(viaBundle.deletingLastPathComponent().lastPathComponent == UIKitSurface.bundleName)
    }

    @Test func theHeaderRecordsSourceCommitFolderAndSDK() {
        #expect(surface.source == "https://github.com/theAppLaunchers/apple-docs-for-rag")
        #expect(surface.commit?.hasPrefix("f622e45") == true)
        #expect(surface.folder == "UIKit/md")
        #expect(surface.sdk?.hasPrefix("iOS 18") == true)
        #expect(surface.header["generator"]?.hasPrefix("scripts/generate-uikit-surface.py") == true)
    }

    @Test func theBundledFileIsConsistent() {
        #expect(surface.consistencyProblems() == [])
    }

    @Test func itHoldsEveryKindOfSymbol() {
        let counts = Dictionary(grouping: surface.symbols, by: \.kind).mapValues(\.count)
        #expect(counts[.class, default: 0] > 400)
        #expect(counts[.protocol, default: 0] > 200)
        #expect(counts[.enum, default: 0] > 250)
        #expect(counts[.struct, default: 0] > 150)
        #expect(counts[.`init`, default: 0] > 900)
        #expect(counts[.method, default: 0] > 2000)
        #expect(counts[.property, default: 0] > 2500)
        #expect(counts[.case, default: 0] > 1300)
        #expect(counts[.renamed, default: 0] > 40)
        #expect(surface.symbols.filter(\.isDeprecated).count > 500)
    }
}
