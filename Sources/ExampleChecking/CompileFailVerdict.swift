import DocgenCore

/// The verdict on an example marked `compile_fail` (or `compile_fail="text"`), from what its compiler did:
/// the one rule for Swift (`swiftc`) and Objective-C (clang).
///
/// It compiled: failed, `DG0606`. It did not, but the mark gives a text that no error contains: failed,
/// `DG0607`, with the first error the compiler gave. Otherwise passed, with no diagnostic.
struct CompileFailVerdict: Hashable, Sendable {
    var status: ExampleResult.Status
    var diagnostics: [Diagnostic]

    /// - Parameters:
    ///   - expected: the text the mark says an error contains, if it says one.
    ///   - compiled: whether the compiler succeeded.
    ///   - errors: the messages of the compiler's errors, in its order.
    ///   - compiler: how a message names the compiler ("the compiler", "clang").
    ///   - location: where the verdict is reported: the example's first block.
    init(expected: String?, compiled: Bool, errors: [String], compiler: String, at location: SourceLocation?) {
        if compiled {
            status = .failed
            diagnostics = [.error(.compileFailCompiled, at: location, "marked compile_fail, but it compiles")]
        } else if let expected, !errors.contains(where: { $0.contains(expected) }) {
            let got = errors.first.map { "'\($0)'" } ?? "no error message"
            status = .failed
            diagnostics = [
                .error(
                    .compileFailMessageMismatch, at: location,
                    "marked compile_fail=\"\(expected)\", but \(compiler) said \(got)")
            ]
        } else {
            status = .passed
            diagnostics = []
        }
    }
}
