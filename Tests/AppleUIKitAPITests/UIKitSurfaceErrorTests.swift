import DocgenTestSupport
import Foundation
import Testing

@testable import AppleUIKitAPI

/// A missing or corrupt surface file is a typed error naming the file, never a crash.
struct UIKitSurfaceErrorTests {
    static let header = """
        # source: test
        # commit: 0000000
        # folder: UIKit/md
        # sdk: iOS 18.4
        # columns: \(UIKitSurface.columns.joined(separator: "\t"))

        """

    @Test func aMissingFileIsNamed() {
        let path = "/nonexistent/docgen_AppleUIKitAPI.resources/UIKitSurface.tsv"
        let result = UIKitSurface.load(from: URL(fileURLWithPath: path))
        #expect(throws: UIKitSurfaceError.missing(path: path)) { try result.get() }
        #expect(UIKitSurfaceError.missing(path: path).description.contains(path))
    }

    @Test func aFileThatIsNotUTF8IsUnreadable() throws {
        let directory = try makeTemporaryDirectory("uikit-surface")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("UIKitSurface.tsv")
        try Data([0xFF, 0xFE, 0x00]).write(to: url)
        #expect(throws: UIKitSurfaceError.unreadable(path: url.path, reason: "not UTF-8")) {
            try UIKitSurface.load(from: url).get()
        }
    }

    @Test func corruptLinesAreMalformedAtTheirLine() {
        let wrongColumns = Self.header + "UIView\tclass\n"
        #expect(throws: UIKitSurfaceError.malformed(path: "f", line: 6, problem: "2 columns, expected 10")) {
            try UIKitSurface(parsing: wrongColumns, path: "f")
        }
        let unknownKind = Self.header + "UIView\tgadget\t\t\t\t\t\t\t\tclass UIView\n"
        #expect(throws: UIKitSurfaceError.malformed(path: "f", line: 6, problem: "unknown kind 'gadget' of UIView")) {
            try UIKitSurface(parsing: unknownKind, path: "f")
        }
        #expect(throws: UIKitSurfaceError.malformed(path: "f", line: 1, problem: "no '# source:' header")) {
            try UIKitSurface(parsing: "UIView\tclass\t\t\t\t\t\t\t\tclass UIView\n", path: "f")
        }
        #expect(throws: UIKitSurfaceError.malformed(path: "f", line: 6, problem: "no symbols")) {
            try UIKitSurface(parsing: Self.header, path: "f")
        }
    }

    @Test func inconsistentDataIsReported() throws {
        let text =
            Self.header + """
                UIView\tclass\t2.0\t\t\t\t\tUIResponder\t\tclass UIView
                UIScene\tclass\t13.0\t\t\t\t\t\t\tclass UIScene
                UIScene\tclass\t13.0\t\t\t\t\t\t\tclass UIScene
                UIScreen.main\ttypeproperty\t2.0\t16.0\tUIWindowScene.screen\t\t\t\t\tclass var main: UIScreen { get }
                UIOld\trenamed\t-\t\t\tUINew\t\t\t\t

                """
        let surface = try UIKitSurface(parsing: text, path: "f")
        #expect(
            surface.consistencyProblems() == [
                "'UIView': its superclass UIResponder is not listed", "'UIScene' is out of order",
                "'UIScene' is listed twice",
                "'UIScreen.main': its type UIScreen is not listed",
                "'UIScreen.main': replacement UIWindowScene.screen is not listed", "'UIOld' is out of order",
                "'UIOld': replacement UINew is not listed",
            ])
    }
}
