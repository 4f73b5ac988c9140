/// A property of an `ObservableObject` class that sends the object's `objectWillChange` before
/// every write.
///
/// How it works: Swift hands a property wrapper of a class the enclosing instance on every read
/// and write (`_enclosingInstance`); the write sends through the instance's `objectWillChange`,
/// then stores the value in a reference box the wrapper shares with its copies. Reading
/// `wrappedValue` outside a class is an error, as in SwiftUI.
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

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].storage.value = newValue
        }
    }

    /// The value and the publisher of the object the property belongs to.
    final class Storage: PublishedBox {
        var value: Value
        var publisher: ObservableObjectPublisher?

        init(_ value: Value) {
            self.value = value
        }
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
