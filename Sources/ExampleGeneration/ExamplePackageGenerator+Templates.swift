import DocgenCore
import Foundation
import Mustache

extension ExamplePackageGenerator {
    /// Loads and validates the templates: docgen's own in the directory `root` (a path as given), each
    /// overridden by the template of the same name in `overrides`. A template error is located in its
    /// template; a `root` that does not exist says where templates come from.
    public static func loadTemplates(root: String, overrides: String?) -> Result<MustacheLibrary, GenerationFailure> {
        do {
            let templates = try MustacheLibrary(
                directory: URL(fileURLWithPath: root), overrides: overrides.map { URL(fileURLWithPath: $0) },
                isStrict: true)
            try templates.validate()
            return .success(templates)
        } catch {
            var diagnostic = error.diagnostic
            if !FileManager.default.fileExists(atPath: root) {
                diagnostic.message =
                    "no templates at '\(root)'; run docgen in a project with Templates/, or pass --template-root DIR"
            }
            return .failure(GenerationFailure([diagnostic]))
        }
    }
}
