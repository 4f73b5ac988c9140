/// An object whose changes views follow: each `@Published` property sends `objectWillChange`
/// before it is written, and every view holding the object (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`) evaluates its body again, in the writer's transaction.
///
/// As in SwiftUI, a change is the object's, not a property's: every view that holds the object
/// is evaluated again, whichever property it reads. (`@Observable` classes are followed per
/// property read.)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: ObservableObjectPublisher = ObservableObjectPublisher
    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher the object's `@Published` properties share, made on first use (an object
    /// with none gets a new publisher that never sends, as in Combine).
    ///
    /// Found by reflection over the object's stored properties, superclasses included, in their
    /// declared order; every `@Published` property then holds the same publisher.
    public var objectWillChange: ObservableObjectPublisher {
        var boxes: [any PublishedBox] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let property = child.value as? any PublishedProperty { boxes.append(property.box) }
            }
            mirror = current.superclassMirror
        }
        if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
        let publisher = ObservableObjectPublisher()
        for box in boxes {
            box.publisher = publisher
        }
        return publisher
    }
}
