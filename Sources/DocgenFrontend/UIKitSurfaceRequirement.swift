import AppleUIKitAPI
import DocgenCore

/// What `build`, `check` and `watch` need before they extract anything: Apple's UIKit surface, from the
/// resource bundle next to the executable. Without it docgen cannot tell Apple's API from a doc error, nor
/// which protocol a hidden host adopts.
enum UIKitSurfaceRequirement {
    /// nil when the bundled surface loads; else the error is reported (naming the file) and the exit code
    /// is `ioError` (74).
    static func check(console: Console) -> ExitCode? {
        guard case .failure(let error) = UIKitSurface.bundled else { return nil }
        console.report([error.diagnostic])
        return .ioError
    }
}
