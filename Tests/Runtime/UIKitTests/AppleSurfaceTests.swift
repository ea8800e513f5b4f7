import DocgenTestSupport
import Foundation
import Testing

/// The public names the headless UIKit declares for controls, gestures and the app's shape are Apple's:
/// each `Type.member` is in Apple's UIKit surface (Sources/AppleUIKitAPI/Resources/UIKitSurface.tsv), so a
/// misspelt or invented name fails here rather than compiling a doc that Xcode would reject.
@Suite struct AppleSurfaceTests {
    /// The files checked: one type (and its nested types) each.
    static let files = [
        "UIButton.swift", "UIButton+Configuration.swift", "UISwitch.swift", "UISlider.swift", "UIStepper.swift",
        "UISegmentedControl.swift", "UIPageControl.swift", "UIProgressView.swift", "UIActivityIndicatorView.swift",
        "UIPickerView.swift", "UIDatePicker.swift", "UIPickerViewDataSource.swift", "UIPickerViewDelegate.swift",
        "UITextView.swift",
        "UITextViewDelegate.swift", "UIFont.swift", "UILabel.swift", "UIControl.swift", "UITextField.swift",
        "UITextInputTraits.swift", "NSTextAlignment.swift", "NSLineBreakMode.swift", "UIAction.swift",
        "UIMenuElement.swift", "UIGestureRecognizer.swift", "UIGestureRecognizerDelegate.swift",
        "UITapGestureRecognizer.swift", "UISwipeGestureRecognizer.swift", "UILongPressGestureRecognizer.swift",
        "UIPanGestureRecognizer.swift", "UIPinchGestureRecognizer.swift", "UIApplication.swift",
        "UIApplicationDelegate.swift", "UIScreen.swift", "UIScene.swift", "UIWindowScene.swift",
        "UISceneSession.swift", "UISceneConfiguration.swift", "UISceneDelegate.swift", "UIWindow.swift",
        "UIView+ContentMode.swift", "UIKit+RenamedControls.swift",
    ]

    /// The names of Apple's surface, without their argument labels (`UIButton.setTitle`).
    static func appleNames() throws -> Set<String> {
        let surface = repositoryRoot.appendingPathComponent("Sources/AppleUIKitAPI/Resources/UIKitSurface.tsv")
        let text = try String(contentsOf: surface, encoding: .utf8)
        var names: Set<String> = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let name = line.split(separator: "\t").first else { continue }
            names.insert(String(name.prefix { $0 != "(" }))
        }
        return names
    }

    /// `Type.member` for every public or open declaration of a file, with the line it is on; SPI hooks,
    /// overrides (the superclass's names), operators and `rawValue` (Swift's, not Apple's pages') are left
    /// out.
    static func declaredNames(in source: String) -> [(name: String, line: Int)] {
        var scopes: [(name: String, indent: Int, isPublic: Bool, isProtocol: Bool)] = []
        var result: [(String, Int)] = []
        let keywords = [
            "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "init", "case",
            "typealias",
        ]
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("}") && indent <= (scopes.last?.indent ?? -1) { scopes.removeLast() }
            guard !trimmed.hasPrefix("//"), !trimmed.hasPrefix("@_spi"), !trimmed.contains("override ") else {
                continue
            }
            let words = trimmed.split(whereSeparator: { " (:<{=".contains($0) }).map(String.init)
            guard let keyword = words.firstIndex(where: { keywords.contains($0) }) else { continue }
            let isPublic = words[..<keyword].contains { $0 == "public" || $0 == "open" }
            let kind = words[keyword]
            if kind == "func", let range = trimmed.range(of: "func "),
                trimmed[range.upperBound...].first?.isLetter != true
            {
                continue  // an operator
            }
            let name = kind == "init" ? "init" : (keyword + 1 < words.count ? words[keyword + 1] : "")
            let owner = scopes.last?.name ?? ""
            // An enum's cases and a protocol's requirements are as public as their type.
            let inheritsAccess =
                (kind == "case" || scopes.last?.isProtocol == true) && scopes.last?.isPublic == true
            if ["class", "struct", "enum", "protocol", "extension"].contains(kind), trimmed.hasSuffix("{") {
                // A `class var` is a member, not a type.
                if kind == "class" && ["var", "func"].contains(name) {
                } else {
                    let full = kind == "extension" ? name : (owner.isEmpty ? name : owner + "." + name)
                    if isPublic && kind != "extension" { result.append((full, index + 1)) }
                    scopes.append((full, indent, isPublic || kind == "extension", kind == "protocol"))
                    continue
                }
            }
            guard isPublic || inheritsAccess, name.first?.isLetter == true || name.first == "`", name != "rawValue"
            else { continue }
            let member = kind == "class" ? (keyword + 2 < words.count ? words[keyword + 2] : name) : name
            let bare = member.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            result.append((owner.isEmpty ? bare : owner + "." + bare, index + 1))
        }
        return result
    }

    /// Apple's names that the documentation mirror has no page for (so they are not in the surface): the iOS
    /// SDK declares them in `UIApplication.h` (`UIApplicationOpenURLOptionsSourceApplicationKey`, …).
    static let withoutPages: Set = [
        "UIApplication.OpenURLOptionsKey.sourceApplication", "UIApplication.OpenURLOptionsKey.annotation",
        "UIApplication.OpenURLOptionsKey.openInPlace",
    ]

    /// Where else Apple declares members a type has: the protocols it adopts.
    static let adopted = ["UITextField": ["UITextInputTraits"], "UITextView": ["UITextInputTraits"]]

    @Test func everyPublicNameIsApples() throws {
        let apple = try Self.appleNames()
        let folders = try headlessUIKitFiles()
        var unknown: [String] = []
        var checked = 0
        for file in Self.files {
            let source = try String(
                contentsOf: try #require(folders[file], "no \(file) in the headless UIKit"), encoding: .utf8)
            for declared in Self.declaredNames(in: source) {
                checked += 1
                let owner = String(declared.name.prefix { $0 != "." })
                let member = declared.name.dropFirst(owner.count)
                let names = [declared.name] + (Self.adopted[owner] ?? []).map { $0 + member }
                if !names.contains(where: apple.contains), !Self.withoutPages.contains(declared.name) {
                    unknown.append("\(file):\(declared.line): \(declared.name)")
                }
            }
        }
        #expect(checked > 300)
        #expect(unknown == [])
    }

    /// The reader of declarations finds nested types, members and class members.
    @Test func declaredNamesAreQualified() {
        let source = """
            open class A: B {
                public enum Kind: Int {
                    case one = 1
                }
                open class var shared: A { A() }
                public init(x: Int) {}
                public static func < (lhs: A, rhs: A) -> Bool { true }
                @_spi(Testing) public func hook() {}
                open override func layoutSubviews() {}
                func hidden() {}
                public protocol Source {
                    func count() -> Int
                }
                public struct Key: RawRepresentable {
                    public let rawValue: String
                    public static let url = Key(rawValue: "u")
                }
            }
            """
        #expect(
            Self.declaredNames(in: source).map(\.name) == [
                "A", "A.Kind", "A.Kind.one", "A.shared", "A.init", "A.Source", "A.Source.count", "A.Key", "A.Key.url",
            ])
    }
}
