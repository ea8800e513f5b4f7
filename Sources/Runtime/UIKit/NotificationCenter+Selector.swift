import Foundation

/// Observing a notification with a selector (Apple: `NotificationCenter.addObserver(_:selector:name:object:)`,
/// Objective-C API that Foundation on Linux lacks, for it has no Objective-C runtime).
///
/// The selector carries its method (`Selector`): each notification posted with the name (and from the object,
/// when one is given) calls the method on the observer with the notification — as a `Notification`, or an
/// `NSNotification` when the method takes one, as Apple bridges it — on the main thread, where the headless
/// UIKit posts. A selector made from a name only carries no method and is never called. The observer is held
/// weakly, as Apple has since iOS 9: once it is gone, nothing is called.
extension NotificationCenter {
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let target = WeakObserver(observer as AnyObject)
        _ = addObserver(forName: aName, object: anObject, queue: nil) { posted in
            // Posted on the main thread, by the headless UIKit or the example.
            nonisolated(unsafe) let notification = posted
            MainActor.assumeIsolated {
                guard let observer = target.object else { return }
                if !aSelector.perform(on: observer, sender: notification) {
                    let bridged = NSNotification(
                        name: notification.name, object: notification.object, userInfo: notification.userInfo)
                    aSelector.perform(on: observer, sender: bridged)
                }
            }
        }
    }
}

/// An observer held weakly, read only on the main thread (where the headless UIKit posts).
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
