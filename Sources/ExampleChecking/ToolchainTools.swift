import Foundation

/// The tools of the Swift toolchain that a `swift` belongs to: the folder `swift` is in (for a bare name,
/// the first on `PATH`) and, when it is a symbolic link, the folder it leads to.
enum ToolchainTools {
    /// Where to look for the tools beside `swift`, in order.
    static func directories(ofSwift swift: String) -> [String] {
        if swift.contains("/") { return [(swift as NSString).deletingLastPathComponent] }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let directory = path.split(separator: ":").map(String.init).first(where: {
                FileManager.default.isExecutableFile(atPath: $0 + "/" + swift)
            })
        else { return [] }
        let resolved = URL(fileURLWithPath: directory + "/" + swift).resolvingSymlinksInPath()
        return [directory, resolved.deletingLastPathComponent().path]
    }

    /// The executable `name` of the toolchain of `swift`, if it has one.
    static func find(_ name: String, besideSwift swift: String) -> String? {
        directories(ofSwift: swift).map { $0 + "/" + name }.first(where: FileManager.default.isExecutableFile(atPath:))
    }
}
