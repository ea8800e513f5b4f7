import AppleUIKitAPI
import DocgenTestSupport
import Foundation
import Testing

@testable import ExampleChecking

/// The headless UIKit's Objective-C headers (`ObjCHeaders/UIKit/`) against Apple's UIKit surface
/// (`AppleUIKitAPI`): every class and protocol they declare is Apple's, with Apple's superclass.
@Suite struct ObjCHeadersTests {
    static let directory = repositoryRoot.appendingPathComponent("ObjCHeaders/UIKit")

    /// `(name, superclass)` of every `@interface NAME : SUPER` and `(name, nil)` of every `@protocol NAME <…>`.
    static func declarations() throws -> [(name: String, superclass: String?, header: String)] {
        var result: [(String, String?, String)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        where file.hasSuffix(".h") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = line.wholeMatch(of: #/@interface (?<name>\w+) : (?<superclass>\w+).*/#) {
                    result.append((String(match.name), String(match.superclass), file))
                } else if let match = line.wholeMatch(of: #/@protocol (?<name>\w+) <.*/#) {
                    result.append((String(match.name), nil, file))
                }
            }
        }
        return result
    }

    @Test func everyClassAndProtocolIsApplesWithApplesSuperclass() throws {
        let surface = try UIKitSurface.bundled.get()
        let declarations = try Self.declarations()
        #expect(declarations.count > 40)
        for declaration in declarations {
            let type = surface.type(declaration.name)
            #expect(type != nil, "\(declaration.header): \(declaration.name) is not in Apple's UIKit")
            if let superclass = declaration.superclass, superclass != "NSObject", type != nil {
                #expect(
                    surface.superclassChain(of: declaration.name).first == superclass,
                    "\(declaration.header): \(declaration.name) : \(superclass), Apple's: \(surface.superclassChain(of: declaration.name))"
                )
            }
        }
    }

    @Test func umbrellaImportsEveryHeader() throws {
        let umbrella = try String(contentsOf: Self.directory.appendingPathComponent("UIKit.h"), encoding: .utf8)
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        where file.hasSuffix(".h") && file != "UIKit.h" {
            #expect(umbrella.contains("#import <UIKit/\(file)>"), "UIKit.h does not import \(file)")
        }
    }

    @Test func theSelectorIndexReadsMethodsAndProperties() {
        #expect(ObjectiveCSelectorIndex.selectors(declaredBy: "- (void)reloadData;") == ["reloadData"])
        #expect(
            ObjectiveCSelectorIndex.selectors(
                declaredBy: "- (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;")
                == ["setContentOffset:animated:"])
        #expect(
            ObjectiveCSelectorIndex.selectors(
                declaredBy: "@property (nonatomic, assign, getter=isActive) BOOL active API_AVAILABLE(ios(8.0));")
                == ["active", "setActive:", "isActive"])
        let index = ObjectiveCSelectorIndex(directory: Self.directory)
        #expect(index.nearest(to: "reloadDta") == "reloadData")
        #expect(index.nearest(to: "addGestureRecogniser:") == "addGestureRecognizer:")
        #expect(index.nearest(to: "reloadData") == nil)
    }
}
