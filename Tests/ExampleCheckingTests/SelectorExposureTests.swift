import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// `#selector` of a method the program declares without exposing it to Objective-C: Apple's error, at the
/// selector's Markdown line and column.
struct SelectorExposureTests {
    /// The lines as from `Docs/x.md`, starting at line 10, column 1.
    static func program(_ code: String) -> AssembledProgram {
        AssembledProgram(
            lines: code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
                ProgramLine(text: String($1), origin: SourceLocation(file: "Docs/x.md", line: 10 + $0, column: 1))
            })
    }

    @Test func aMethodWithoutObjcIsNotExposed() throws {
        let errors = SelectorExposure.errors(
            in: Self.program(
                """
                class ViewController: UIViewController {
                    func tapped(sender: UIButton) {}
                    override func viewDidLoad() {
                        button.addTarget(self, action: #selector(tapped(sender:)), for: .touchUpInside)
                    }
                }
                """))
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.id == .selectorNotExposed)
        #expect(error.location == SourceLocation(file: "Docs/x.md", line: 13, column: 50))
        #expect(
            error.message
                == "argument of '#selector' refers to instance method 'tapped(sender:)' that is not exposed to Objective-C"
        )
    }

    @Test(arguments: [
        "@objc func tapped() {}", "@IBAction func tapped() {}", "override func tapped() {}",
    ])
    func anExposedMethodIsFine(declaration: String) {
        let code = "class C: UIViewController {\n    \(declaration)\n    let s = #selector(C.tapped)\n}"
        #expect(SelectorExposure.errors(in: Self.program(code)).isEmpty)
    }

    @Test func membersOfObjcMembersClassesAndObjcExtensionsAreExposed() {
        let code = """
            @objcMembers class C: NSObject { func a() {} }
            @objc extension C { func b() {} }
            let s = [#selector(C.a), #selector(C.b)]
            """
        #expect(SelectorExposure.errors(in: Self.program(code)).isEmpty)
    }

    @Test func aSelectorOfAMethodTheProgramDoesNotDeclareIsNotJudged() {
        let code = "let s = #selector(UIView.layoutSubviews)\nlet g = #selector(getter: UIView.frame)"
        #expect(SelectorExposure.errors(in: Self.program(code)).isEmpty)
    }
}

/// The frameworks UIKit brings with it on iOS (Core Image, Foundation, Core Graphics, Core Animation) are Apple
/// API Linux lacks: known from Apple's data, not by prefix.
struct FrameworkNameTests {
    @Test(arguments: [
        "CIImage", "CIFilter", "CIVector", "kCIInputImageKey", "NSItemProvider", "NSItemProviderWriting", "CGColor",
        "CABasicAnimation",
    ])
    func frameworkNames(name: String) {
        #expect(CompileFailureClassifier.isFrameworkName(name))
    }

    @Test(arguments: ["CI", "CIA", "CITY", "Cinema", "kCi", "UIImage", "CIPHER", "NSDateFormatter", "UIViewController"])
    func otherNames(name: String) {
        #expect(!CompileFailureClassifier.isFrameworkName(name))
    }
}
