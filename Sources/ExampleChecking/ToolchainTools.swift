import Foundation

/// The tools of the Swift toolchain that a `swift` belongs to: the folder `swift` is in (for a bare name,
/// the first on `PATH`) and, when it is a symbolic link, the folder it leads to.
enum ToolchainTools {
    /// Where to look for the tools beside `swift`, in order.
    static func directories(ofSwift swift: String) -> [String] {
        if swift.contains("/") { return [(swift as NSString).deletingLastPathComponent] }
        guard let found = ExampleSandbox.executable(named: swift) else { return [] }
        let resolved = URL(fileURLWithPath: found).resolvingSymlinksInPath()
        return [(found as NSString).deletingLastPathComponent, resolved.deletingLastPathComponent().path]
    }

    /// The executable `name` of the toolchain of `swift`, if it has one.
    static func find(_ name: String, besideSwift swift: String) -> String? {
        directories(ofSwift: swift).map { $0 + "/" + name }.first(where: FileManager.default.isExecutableFile(atPath:))
    }
}
