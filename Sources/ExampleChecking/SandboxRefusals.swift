import DocgenCore
import Foundation

/// What the sandbox refused an example, told from the failure it caused: the example cannot be observed
/// from outside, so the messages of its own failure (a thrown error, a trap) are the evidence.
///
/// A write outside the scratch directory fails with `EROFS`, which Foundation reports as "Read-only file
/// system" with the path (`NSFilePath=…`); an allocation beyond the memory limit traps with the runtime's
/// "failed to allocate" (or "Could not allocate memory"). An example that ignores the error (`try?`) is not
/// reported, but its write did not happen either.
struct SandboxRefusals {
    /// The example's scratch directory (any run's: all are siblings), to resolve relative paths.
    var scratchDirectory: URL
    /// The project directory, to show paths inside it relative to it.
    var projectDirectory: URL
    var memoryLimit: Int

    /// Diagnostics to add to an example's failure `diagnostics`: one per path it tried to write, and one if
    /// it ran out of memory, each at the location of the failure that shows it.
    func diagnostics(explaining diagnostics: [Diagnostic]) -> [Diagnostic] {
        var added: [Diagnostic] = []
        for diagnostic in diagnostics {
            let text = ([diagnostic.message] + diagnostic.notes.map(\.message)).joined(separator: "\n")
            if text.contains("Read-only file system") {
                let path = Self.filePath(in: text).map(shown) ?? "a file outside it"
                added.append(
                    .error(
                        .exampleWroteOutsideScratch, at: diagnostic.location,
                        "the example tried to write outside its scratch directory: \(path); examples may write only "
                            + "in their working directory"))
            }
            if text.contains("failed to allocate") || text.contains("Could not allocate memory") {
                added.append(
                    .error(
                        .exampleOutOfMemory, at: diagnostic.location,
                        "the example ran out of memory: one example process may use "
                            + "\(ExampleChecker.size(memoryLimit)) (--memory-limit)"))
            }
        }
        var unique: [Diagnostic] = []
        for diagnostic in added where !unique.contains(diagnostic) { unique.append(diagnostic) }
        return unique
    }

    /// The value of the first `NSFilePath=` in Foundation's description of an error.
    static func filePath(in text: String) -> String? {
        guard let start = text.range(of: "NSFilePath=")?.upperBound else { return nil }
        let value = text[start...].prefix { $0 != "," && $0 != "}" && $0 != "\n" }
        return value.isEmpty ? nil : String(value)
    }

    /// `path` resolved against the scratch directory, relative to the project when it is inside it.
    func shown(_ path: String) -> String {
        let absolute =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : scratchDirectory.appendingPathComponent(path)
        let resolved = absolute.standardizedFileURL.path
        let project = projectDirectory.standardizedFileURL.path
        return resolved.hasPrefix(project + "/") ? String(resolved.dropFirst(project.count + 1)) : resolved
    }
}
