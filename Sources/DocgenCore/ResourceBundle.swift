import Foundation

/// Where a module's resources are at run time: the bundle SwiftPM copies next to the executable.
///
/// SwiftPM names a module's bundle `<package>_<module>.resources` (`docgen_Translations.resources`), with
/// `-tool` before `.resources` when docgen is built as a plugin's tool (`swift package docgen …`), and puts
/// it next to the executable (`docgen`, or the test runner). `Bundle.module` looks there too, but stops the
/// process when no bundle is found; here a missing bundle is a path that does not exist, which the module
/// reports as a typed error naming it.
public enum ResourceBundle {
    /// The package name docgen's own bundles carry.
    public static let packageName = "docgen"

    /// The name of `module`'s bundle when docgen is built as a product (`docgen_<module>.resources`).
    public static func name(of module: String) -> String { "\(packageName)_\(module).resources" }

    /// The directory of `module`'s bundle: next to the executable as it was started, or with its symbolic links
    /// resolved; docgen's own name first, then its plugin-tool name, then any package's (a package that builds
    /// docgen's sources under another name, as `bench/SiteBench` does). When none is there, the path where
    /// docgen's own would be, which does not exist.
    public static func directory(of module: String) -> URL {
        let directories = executableDirectories()
        let names = [name(of: module), "\(packageName)_\(module)-tool.resources"]
        for directory in directories {
            for name in names where isDirectory(directory.appendingPathComponent(name)) {
                return directory.appendingPathComponent(name)
            }
        }
        for directory in directories {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for entry in entries.sorted()
            where entry.hasSuffix("_\(module).resources") || entry.hasSuffix("_\(module)-tool.resources") {
                return directory.appendingPathComponent(entry)
            }
        }
        return directories[0].appendingPathComponent(name(of: module))
    }

    /// The directories a bundle may be in: the main bundle's (the executable's, as started) and the
    /// executable's with its symbolic links resolved (by realpath(3): `URL`'s path operations cost more than
    /// the look-up itself, and every docgen command looks its bundles up).
    static func executableDirectories() -> [URL] {
        var directories = [Bundle.main.bundleURL]
        let executable =
            RegularFile.resolvedPath("/proc/self/exe")
            ?? Bundle.main.executableURL.flatMap { RegularFile.resolvedPath($0.path) }
        if let executable, let slash = executable.lastIndex(of: "/") {
            let directory = String(executable[..<slash])
            if directory != directories[0].path { directories.append(URL(fileURLWithPath: directory)) }
        }
        return directories
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
