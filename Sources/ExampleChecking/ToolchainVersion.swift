import DocgenCore
import Foundation

/// The Swift compiler's version (`swift --version`), part of every kept result's key, remembered in
/// `.build/docgen/toolchain-version` under the toolchain's fingerprint (the resolved path, size and
/// modification time of `swift` and of `swift-frontend` beside it), so that an unchanged re-check starts
/// no compiler process at all. The file is written only where kept results live already (its directory
/// exists, made by a check): `docgen build` in a fresh project leaves nothing behind.
public enum ToolchainVersion {
    /// The version text, from the remembered file when the fingerprint still matches, else from `swift`.
    public static func current(
        path: String = ProcessInfo.processInfo.environment["PATH"] ?? "",
        file: URL = URL(fileURLWithPath: ".build/docgen/toolchain-version")
    ) -> String {
        let swift = executable(path: path)
        let fingerprint = swift.map(Self.fingerprint)
        if let fingerprint, let saved = try? String(contentsOf: file, encoding: .utf8),
            let newline = saved.firstIndex(of: "\n"), saved[..<newline] == fingerprint
        {
            return String(saved[saved.index(after: newline)...])
        }
        let version = (try? Subprocess(swift ?? "swift", ["--version"], timeLimit: 30).run().stdout) ?? ""
        if let fingerprint, !version.isEmpty {
            try? Data((fingerprint + "\n" + version).utf8).write(to: file, options: .atomic)
        }
        return version
    }

    /// The `swift` that `path` finds, if any.
    static func executable(path: String) -> String? {
        path.split(separator: ":").lazy.map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Path, size and modification time of `swift` (symbolic links resolved) and of the `swift-frontend`
    /// beside it.
    static func fingerprint(swift: String) -> String {
        let fileManager = FileManager.default
        let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        let frontend = URL(fileURLWithPath: swift).deletingLastPathComponent().appendingPathComponent("swift-frontend")
            .resolvingSymlinksInPath()
        return [resolved, frontend].map { url in
            let attributes = try? fileManager.attributesOfItem(atPath: url.path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(url.path) \(size) \(modified)"
        }.joined(separator: " | ")
    }
}
