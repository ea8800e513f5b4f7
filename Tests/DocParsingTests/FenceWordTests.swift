import DocParsing
import DocgenCore
import Testing

/// Fence words as real docs write them.
@Suite struct FenceWordTests {
    static let swiftCode = "override func viewDidLoad() {\n    super.viewDidLoad()\n    let a = 1\n}"
    static let objectiveCCode = "- (void)viewDidLoad {\n    [super viewDidLoad];\n}"

    @Test(arguments: [
        "swift", "Swift", "SWIFT", "sw", "swift5", "swift5.9", "swift-5", " swift", "swift title=\"a.swift\"",
    ])
    func swiftSpellings(info: String) {
        let result = parse("```\(info)\n\(Self.swiftCode)\n```\n")
        #expect(result.document.codeBlocks[0].language == .swift)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: ["objective-c", "objectivec", "obj-c", "objc", "m", "Objective-C", "objective_c"])
    func objectiveCSpellings(info: String) {
        let result = parse("```\(info)\n\(Self.objectiveCCode)\n```\n")
        #expect(result.document.codeBlocks[0].language == .objectiveC)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func untaggedFencesAreInferred() {
        #expect(parse("```\n\(Self.swiftCode)\n```\n").document.codeBlocks[0].language == .swift)
        #expect(parse("```\n\(Self.objectiveCCode)\n```\n").document.codeBlocks[0].language == .objectiveC)
    }

    @Test func anUnknownWordOnClearlySwiftCodeIsSwiftWithAWarning() {
        let result = parse("```ios\n\(Self.swiftCode)\n```\n")
        #expect(result.document.codeBlocks[0].language == .swift)
        #expect(result.document.codeBlocks[0].fenceLanguage == "ios")
        #expect(result.diagnostics.map(\.id) == [.unknownFenceWordReadAsSwift])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "t.md", line: 1, column: 1))
    }

    @Test func anUnknownWordOnCodeThatIsNotClearlySwiftStaysItsOwn() {
        #expect(parse("```ios\nlet a = 1\n```\n").document.codeBlocks[0].language == .other("ios"))
        #expect(parse("```kotlin\n\(Self.swiftCode)\n```\n").document.codeBlocks[0].language == .other("kotlin"))
        #expect(parse("```json\n{\"a\": 1}\n```\n").document.codeBlocks[0].language == .other("json"))
    }

    @Test func displayAttributesAreKeptWithoutAWarningOthersAreWarned() {
        let titled = parse("```swift title=\"ViewController.swift\" linenums\nlet a = 1\n```\n")
        #expect(titled.diagnostics.isEmpty)
        #expect(titled.document.codeBlocks[0].attributes.count == 2)
        #expect(parse("```swift colour=red\nlet a = 1\n```\n").diagnostics.map(\.id) == [.unknownAttribute])
    }

    @Test func canonicalWords() {
        #expect(CodeLanguage.canonicalFenceWord("Swift5") == "swift")
        #expect(CodeLanguage.canonicalFenceWord("swiftui") == "swiftui")
        #expect(CodeLanguage.canonicalFenceWord("OBJ-C") == "objc")
    }
}
