/// An `ObservableObject` a view makes and owns: made once, the first time the view's body is
/// evaluated at its place in the tree, and kept while the view is there. Its changes make the
/// view evaluate its body again.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let cell: StateObjectCell<ObjectType>

    /// `thunk` runs once per view identity, not each time the view value is made.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        cell = StateObjectCell(makeObject: thunk)
    }

    @MainActor @preconcurrency public var wrappedValue: ObjectType { cell.object }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: cell.object)
    }
}

/// The reference a `StateObject` keeps: how to make the object, and the storage once bound.
final class StateObjectCell<ObjectType: ObservableObject> {
    let makeObject: () -> ObjectType
    private var storage: StateStorage<ObjectType>?
    /// The object made for a view used outside a graph (as SwiftUI warns, such a view makes
    /// its own each time).
    private lazy var local = makeObject()

    init(makeObject: @escaping () -> ObjectType) {
        self.makeObject = makeObject
    }

    func bind(_ storage: StateStorage<ObjectType>) {
        self.storage = storage
    }

    var object: ObjectType { storage?.value ?? local }
}

extension StateObject: BindableDynamicProperty {
    func bind(in context: DynamicPropertyContext, label: String) {
        let storage = context.storage(for: label, makeValue: cell.makeObject)
        cell.bind(storage)
        context.observe(storage.value.objectWillChange, label: label)
    }
}
