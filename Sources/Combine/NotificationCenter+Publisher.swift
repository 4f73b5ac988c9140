import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, or from anyone) that
    /// this center posts.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Publishes the notifications a center posts under a name, each to its subscribers as it
    /// is posted, on the posting thread (Combine's `NotificationCenter.Publisher`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let outlet = Outlet(subscriber)
            let delivery = SendableDelivery { outlet.send($0) }
            let observer = center.addObserver(forName: name, object: object, queue: nil) { delivery.deliver($0) }
            outlet.onCancel { [center] in center.removeObserver(observer) }
            outlet.start()
        }
    }
}

/// What the center calls on a post: hands the notification to the subscriber.
///
/// @unchecked: the center calls it on the posting thread, where the subscriber's code runs as
/// on iOS (a `NotificationCenter.Publisher` delivers where the post happens).
private struct SendableDelivery: @unchecked Sendable {
    let deliver: (Notification) -> Void
}
