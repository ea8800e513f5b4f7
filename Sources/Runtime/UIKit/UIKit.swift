// The headless UIKit: Apple's search stack as an executable model, with no drawing.
//
// Main-actor isolation follows Apple's SDK: view, view-controller, responder and gesture classes and the
// delegate protocols are `@preconcurrency @MainActor`, as Objective-C's UIKit is imported (its main-actor
// annotations are preconcurrency); `UIColor` and `UIImage` are `Sendable` values. So Swift 5-mode code
// that uses UIKit from nonisolated places (a global factory function, a stored-property initializer, a
// `filter` closure, top-level code) compiles as on iOS, and Swift 6 mode still gets Swift 6's diagnostics
// (Tests/Runtime/UIKitTests/SDKFidelityTests, ClientPackageTests). Code that drives UIKit from outside (tests,
// runners) runs on the main actor, as it must on iOS. Names Apple's SDK marks renamed are declared with
// the same `@available` attributes (UIKit+Renamed.swift), so old code fails with Xcode's words.
//
// Recording hooks for tests and the driver are `@_spi(Testing)`, so the public API stays a subset of
// Apple's.

@_exported import Foundation

// Apple's Foundation has URLSession, URLRequest, HTTPURLResponse and XMLParser; Linux ships them in
// FoundationNetworking and FoundationXML. Apple's UIKit re-exports Foundation, so an example that imports
// only UIKit and uses `URLSession.shared` compiles on iOS: the headless UIKit re-exports both.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
#if canImport(FoundationXML)
    @_exported import FoundationXML
#endif
