/// A property of an `ObservableObject` class that sends the object's `objectWillChange` before
/// every write, and whose `$` publisher sends each new value as it is about to be written.
///
/// How it works: Swift hands a property wrapper of a class the enclosing instance on every read
/// and write (`_enclosingInstance`); the write sends through the instance's `objectWillChange`,
/// then to the property's own subscribers (`$name`), then stores the value in a reference box
/// the wrapper shares with its copies: a subscriber reading the property still reads the old
/// value, as on iOS (Combine's `@Published` publishes on willSet). Reading `wrappedValue`
/// outside a class is an error, as in SwiftUI.
@propertyWrapper
public struct Published<Value> {
    let storage: Storage

    public init(wrappedValue value: Value) {
        storage = Storage(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's publisher (`$name`): the current value, then every new one.
    public var projectedValue: Publisher {
        mutating get { Publisher(storage: storage) }
        set {}
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].storage.write(newValue)
        }
    }

    /// Publishes a `@Published` property's value: the current one when subscribed to, then
    /// each new one as it is about to be written (Combine's `Published.Publisher`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: Storage

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.changes.prepend(storage.value).receive(subscriber: subscriber)
        }
    }

    /// The value, the publisher of the object the property belongs to, and the property's
    /// own subscribers.
    final class Storage: PublishedBox {
        var value: Value
        var publisher: ObservableObjectPublisher?
        let changes = PassthroughSubject<Value, Never>()
        /// The subscriptions `assign(to:)` made, which live as long as the property.
        var assignments: [AnyCancellable] = []

        init(_ value: Value) {
            self.value = value
        }

        /// Sends `newValue` to the property's subscribers, then stores it.
        func write(_ newValue: Value) {
            changes.send(newValue)
            value = newValue
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes every value to the `@Published` property whose publisher is `published`
    /// (`assign(to: &$name)`): the object's `objectWillChange` sends first, as for any write.
    /// The subscription lives as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        let subscription = sink { [weak storage] value in
            guard let storage else { return }
            storage.publisher?.send()
            storage.write(value)
        }
        storage.assignments.append(subscription)
    }
}

/// A `@Published` property's shared state, whatever its value's type.
protocol PublishedBox: AnyObject {
    var publisher: ObservableObjectPublisher? { get set }
}

/// A `@Published` property, whatever its value's type (what reflection finds).
protocol PublishedProperty {
    var box: any PublishedBox { get }
}

extension Published: PublishedProperty {
    var box: any PublishedBox { storage }
}
