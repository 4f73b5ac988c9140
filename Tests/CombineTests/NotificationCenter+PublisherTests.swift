import Foundation
import Testing
@testable import Combine

struct NotificationCenterPublisherTests {
    @Test func postsOfTheNameReachTheSubscriberUntilItCancels() {
        let center = NotificationCenter()
        let name = Notification.Name("Saved")
        var heard: [String] = []
        let subscription = center.publisher(for: name).compactMap { $0.object as? String }.sink { heard.append($0) }
        center.post(name: name, object: "first")
        center.post(name: Notification.Name("Other"), object: "other")
        subscription.cancel()
        center.post(name: name, object: "after")
        #expect(heard == ["first"])
    }
}
