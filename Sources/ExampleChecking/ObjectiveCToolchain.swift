import Foundation

/// What type-checks Objective-C here: the toolchain's `clang` (beside `swift`), GNUstep's Foundation
/// headers, GCC's Objective-C runtime headers (which GNUstep's include), and docgen's own headers (the
/// headless UIKit and the two GNUstep shims, `ObjCHeaders/` in the docgen package).
public struct ObjectiveCToolchain: Hashable, Sendable {
    public var clang: String
    /// `-isystem` directories, in search order.
    public var includeDirectories: [String]

    public init(clang: String, includeDirectories: [String]) {
        self.clang = clang
        self.includeDirectories = includeDirectories
    }

    /// Why Objective-C cannot be type-checked here.
    public enum Unavailable: Error, Hashable, Sendable, CustomStringConvertible {
        case noClang(searched: [String])
        case noFoundation
        case noRuntimeHeaders
        case noHeaders(String)

        public var description: String {
            switch self {
            case .noClang(let searched):
                return "no clang beside swift (looked in \(searched.joined(separator: ", ")))"
            case .noFoundation:
                return
                    "GNUstep's Foundation headers are not installed (apt-get install libgnustep-base-dev; scripts/bootstrap does it)"
            case .noRuntimeHeaders:
                return
                    "GCC's Objective-C runtime headers are not installed (apt-get install gobjc; scripts/bootstrap does it)"
            case .noHeaders(let path):
                return "docgen's Objective-C headers are missing (\(path))"
            }
        }
    }

    /// The directory of docgen's Objective-C headers in the docgen package at `docgenPackage`.
    public static func headerDirectory(inDocgenPackage docgenPackage: URL) -> URL {
        docgenPackage.appendingPathComponent("ObjCHeaders")
    }

    /// Finds everything, or says what is missing. `swift` is the command that runs Swift (a name looked up
    /// on `PATH`, or a path): clang is the one beside it (or beside the file it links to).
    public static func locate(swift: String = "swift", headers: URL) -> Result<Self, Unavailable> {
        let fileManager = FileManager.default
        let directories = ToolchainTools.directories(ofSwift: swift)
        guard let clang = directories.map({ $0 + "/clang" }).first(where: fileManager.isExecutableFile(atPath:)) else {
            return .failure(.noClang(searched: directories.isEmpty ? ["PATH: no \(swift)"] : directories))
        }
        guard fileManager.fileExists(atPath: headers.appendingPathComponent("UIKit/UIKit.h").path) else {
            return .failure(.noHeaders(headers.path))
        }
        let foundationRoots = [
            "/usr/include/GNUstep", "/usr/local/include/GNUstep", "/usr/GNUstep/System/Library/Headers",
        ]
        guard
            let foundation = foundationRoots.first(where: {
                fileManager.fileExists(atPath: $0 + "/Foundation/Foundation.h")
            })
        else { return .failure(.noFoundation) }
        guard let runtime = gccRuntimeIncludeDirectory() else { return .failure(.noRuntimeHeaders) }
        return .success(
            ObjectiveCToolchain(
                clang: clang,
                includeDirectories: [
                    headers.appendingPathComponent("GNUstepCompat").path, headers.path, foundation, runtime,
                ]))
    }

    /// What clang reads, and all it is shown in its jail beside the system's programs and libraries: the
    /// toolchain it is in (its `usr`, with clang's own headers) and the include directories.
    public var jailReadable: [URL] {
        let bin = URL(fileURLWithPath: clang).resolvingSymlinksInPath().deletingLastPathComponent()
        return [bin.deletingLastPathComponent()] + includeDirectories.map { URL(fileURLWithPath: $0) }
    }

    /// GCC's include directory that holds `objc/objc.h` (`/usr/lib/gcc/<triple>/<version>/include`), the
    /// newest version first.
    static func gccRuntimeIncludeDirectory() -> String? {
        let fileManager = FileManager.default
        for root in ["/usr/lib/gcc", "/usr/local/lib/gcc"] {
            let triples = (try? fileManager.contentsOfDirectory(atPath: root)) ?? []
            for triple in triples.sorted() {
                let versions = (try? fileManager.contentsOfDirectory(atPath: "\(root)/\(triple)")) ?? []
                for version in versions.sorted(by: { $0.compare($1, options: .numeric) == .orderedDescending }) {
                    let include = "\(root)/\(triple)/\(version)/include"
                    if fileManager.fileExists(atPath: include + "/objc/objc.h") { return include }
                }
            }
        }
        return nil
    }

    /// clang's arguments to type-check `source` as Xcode builds an iOS app's Objective-C: ARC, blocks,
    /// modern runtime features (GNUstep 2.0's ABI: non-fragile ivars, properties synthesized by default),
    /// Xcode's default warnings, and as errors the warnings Xcode's ARC builds stop at. clang writes its
    /// diagnostics as SARIF (`ClangSARIF`): each with its id, its spans and its notes.
    public func arguments(source: String) -> [String] {
        ["-fsyntax-only", "-x", "objective-c", "-std=gnu11", "-fobjc-runtime=gnustep-2.0", "-fobjc-arc", "-fblocks"]
            + includeDirectories.flatMap { ["-isystem", $0] } + Self.warningArguments
            + [
                "-fbracket-depth=256", "-ferror-limit=50", "-fno-color-diagnostics", "-fno-caret-diagnostics",
                "-fno-crash-diagnostics",
                "-fdiagnostics-format=sarif", "-Wno-sarif-format-unstable", source,
            ]
    }

    /// Xcode's default warnings for a new project (`GCC_WARN_*`, `CLANG_WARN_*` set to YES), and as errors
    /// those an Objective-C build with ARC fails on: a message no interface declares, incompatible pointer
    /// types, a required protocol method not implemented.
    static let warningArguments = [
        "-Wall", "-Wundeclared-selector", "-Wprotocol", "-Wobjc-literal-conversion", "-Wdeprecated-declarations",
        "-Wincompatible-pointer-types", "-Wint-conversion", "-Wobjc-method-access", "-Wnonnull",
        "-Werror=objc-method-access", "-Werror=incompatible-pointer-types", "-Werror=protocol",
        "-Werror=int-conversion", "-Werror=implicit-function-declaration",
    ]
}
