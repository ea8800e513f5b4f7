import Foundation

/// Runs Debian's headless `chromium` for the real-browser tests: dumps a page's DOM after its scripts
/// ran, or takes a screenshot.
///
/// Found as `$DOCGEN_CHROMIUM`, else `chromium` (or `chromium-browser`) on `PATH`. CI installs it
/// through `scripts/bootstrap` with `DOCGEN_BROWSER_TESTS=1`.
enum Chromium {
    /// The browser's executable, if installed.
    static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["DOCGEN_CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) {
            return explicit
        }
        for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }()

    static var isInstalled: Bool { executable != nil }

    /// Why browser tests are skipped.
    static let missingMessage =
        "chromium is not installed: apt-get install chromium, or run scripts/bootstrap with DOCGEN_BROWSER_TESTS=1"

    /// A failed browser run.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The page's DOM (serialized HTML) once its scripts ran (2 s of virtual time).
    static func dumpDOM(_ url: URL) throws -> String {
        try run(["--dump-dom", url.absoluteString])
    }

    /// Saves a screenshot of `url` at the given window size to `file`.
    static func screenshot(_ url: URL, to file: URL, width: Int = 1280, height: Int = 1600) throws {
        try? FileManager.default.removeItem(at: file)
        _ = try run([
            "--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)", url.absoluteString,
        ])
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw Failure(description: "chromium wrote no screenshot to \(file.path)")
        }
    }

    /// Runs the browser headless with its own profile directory; returns standard output.
    private static func run(_ arguments: [String]) throws -> String {
        guard let executable else { throw Failure(description: missingMessage) }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docgen-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
                "--virtual-time-budget=2000", "--user-data-dir=\(profile.path)",
            ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Drain before waiting: a full pipe would block the browser.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "chromium exited with \(process.terminationStatus) for \(arguments.last ?? "")")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
