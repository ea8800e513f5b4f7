import DocgenTestSupport
import Foundation

/// Type-checks Swift source against the headless UIKit as built for these tests, with the toolchain's
/// `swiftc`, the way an app's file is checked against Apple's SDK.
enum SwiftCompiler {
    /// One diagnostic: `line:column: severity: message`, without the file name.
    struct Output {
        var exitCode: Int32
        /// The `error:` and `warning:` lines, as `line:column: error: message`.
        var diagnostics: [String]
        var errors: [String] { diagnostics.filter { $0.contains(": error: ") } }
        var warnings: [String] { diagnostics.filter { $0.contains(": warning: ") } }
    }

    /// The build directory's `Modules` folder, beside the test bundle.
    static let modules: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("UIKit.swiftmodule").path) {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/Modules")
    }()

    /// Type-checks `source` as a main file (top-level code allowed) in the given language mode, or as a
    /// library file (`-parse-as-library`: no top-level code, an `@main` type allowed).
    static func typecheck(_ source: String, languageMode: Int, asLibrary: Bool = false) throws -> Output {
        let directory = try makeTemporaryDirectory("uikit-typecheck")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-typecheck", "-swift-version", String(languageMode), "-I", modules.path,
                "-diagnostic-style", "llvm", file.path,
            ] + (asLibrary ? ["-parse-as-library"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let prefix = file.path + ":"
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return Output(
            exitCode: process.terminationStatus,
            diagnostics: lines.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
                .filter { $0.contains(": error: ") || $0.contains(": warning: ") })
    }
}
