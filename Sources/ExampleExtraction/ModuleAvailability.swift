import DocgenCore

/// Which modules an example can import here, decided before anything is built: an example importing a
/// module that does not exist on Linux (`Combine`, `SwiftUI`, `MapKit`) or a third-party module (`SDWebImage`,
/// `Alamofire`) is skipped with the module named, and never put in the generated package — one such
/// import would break the shared build of every example.
public enum ModuleAvailability {
    /// Why a module cannot be imported.
    public enum Unavailability: String, Hashable, Sendable {
        /// An Apple framework with no Linux counterpart.
        case appleOnly = "apple-only"
        /// Not Apple's, not the toolchain's: a third-party package (the generated package depends on the
        /// headless UIKit alone).
        case thirdParty = "third-party"
    }

    /// Modules every example may import: the headless UIKit, the toolchain's libraries.
    public static let available: Set<String> = [
        "UIKit", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Swift",
        "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation", "Synchronization", "Glibc", "Musl",
        "XCTest", "Testing",
    ]

    /// Apple's frameworks that Linux lacks (and that the headless UIKit does not stand in for).
    public static let appleOnly: Set<String> = [
        "Accelerate", "Accounts", "AppKit", "ARKit", "AudioToolbox", "AuthenticationServices", "AVFoundation",
        "AVKit", "BackgroundTasks", "CarPlay", "Charts", "CloudKit", "Cocoa", "Combine", "Contacts", "ContactsUI",
        "CoreAnimation", "CoreBluetooth", "CoreData", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation",
        "CoreML", "CoreMotion", "CoreServices", "CoreSpotlight", "CoreText", "CryptoKit", "Darwin", "EventKit",
        "EventKitUI", "GameKit", "GLKit", "HealthKit", "ImageIO", "Intents", "LinkPresentation",
        "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI", "Metal", "MetalKit", "MobileCoreServices",
        "NaturalLanguage", "Network", "ObjectiveC", "os", "OSLog", "PDFKit", "Photos", "PhotosUI", "QuartzCore",
        "QuickLook", "SafariServices", "SceneKit", "Social", "SpriteKit", "StoreKit", "SwiftData", "SwiftUI",
        "TipKit", "UniformTypeIdentifiers", "UserNotifications", "Vision", "VisionKit", "WebKit", "WidgetKit",
    ]

    /// An `import` of a module that cannot be built here.
    public struct UnavailableImport: Hashable, Sendable {
        public var module: String
        public var kind: Unavailability
        /// The `import` line in the docs, if the line came from a doc.
        public var location: SourceLocation?
    }

    /// The modules `program` imports that cannot be built here, in order of first import; a module a
    /// `declared` package offers as a library can be built.
    public static func unavailableImports(in program: AssembledProgram, declared: [DeclaredPackage] = [])
        -> [UnavailableImport]
    {
        var result: [UnavailableImport] = []
        for line in program.lines {
            guard let module = importedModule(line.text), !available.contains(module),
                provider(of: module, in: declared) == nil,
                !result.contains(where: { $0.module == module })
            else { continue }
            result.append(
                UnavailableImport(
                    module: module, kind: appleOnly.contains(module) ? .appleOnly : .thirdParty,
                    location: line.origin))
        }
        return result
    }

    /// `Combine` of `import Combine`, `@testable import Combine`, `@preconcurrency import Combine.Foo`,
    /// `import class Combine.AnyCancellable`; nil for any other line.
    public static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        let module = String(path.prefix { $0 != "." && $0 != ";" })
        guard let first = module.first, first.isLetter || first == "_" else { return nil }
        return module
    }

    /// The skip reason: `imports Combine, an Apple-only framework that does not exist on Linux`.
    public static func skipReason(_ imports: [UnavailableImport]) -> String {
        let parts = imports.map { item -> String in
            switch item.kind {
            case .appleOnly: return "\(item.module) (an Apple-only framework that does not exist on Linux)"
            case .thirdParty:
                return
                    "\(item.module) (a third-party module, not available to the examples; declare a package providing it in the front matter: packages: PATH)"
            }
        }
        return "imports " + parts.joined(separator: ", ")
    }

    /// The declared package that offers `module` as a library, if any (the first one declared).
    public static func provider(of module: String, in declared: [DeclaredPackage]) -> DeclaredPackage? {
        guard !available.contains(module) else { return nil }
        return declared.first { $0.libraries.contains(module) }
    }

    /// The example, skipped when it is built and imports a module that cannot be built here; else with
    /// `packages` set to the `declared` packages whose modules it imports.
    public static func applied(to example: Example, declared: [DeclaredPackage] = []) -> Example {
        guard example.mode.isBuilt, example.language == .swift else { return example }
        let imports = unavailableImports(in: example.program, declared: declared)
        var example = example
        guard imports.isEmpty else {
            example.mode = .skipped(reason: skipReason(imports))
            return example
        }
        for line in example.program.lines {
            guard let module = importedModule(line.text), let package = provider(of: module, in: declared),
                !example.packageProducts.contains(where: { $0.product == module })
            else { continue }
            example.packageProducts.append(PackageProduct(product: module, package: package))
        }
        return example
    }
}
