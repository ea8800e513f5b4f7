// The headless UIKit: Apple's search stack as an executable model, with no drawing.
//
// Main-actor isolation follows Apple's SDK: view, view-controller, responder and gesture classes and the
// delegate protocols are `@MainActor`; `UIColor` and `UIImage` are `Sendable` values. The seed examples
// (a `UITableViewController` subclass with a stored `UISearchController`) compile unchanged with this in
// both the Swift 5 and the Swift 6 language modes; code that drives UIKit from outside (tests, runners)
// runs on the main actor, as it must on iOS.
//
// Recording hooks for tests and the driver are `@_spi(Testing)`, so the public API stays a subset of
// Apple's.

@_exported import Foundation
