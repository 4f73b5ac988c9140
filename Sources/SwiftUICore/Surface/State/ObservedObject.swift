/// An `ObservableObject` a view is given: its changes make the view evaluate its body again.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    let object: ObjectType

    public init(wrappedValue: ObjectType) {
        object = wrappedValue
    }

    @MainActor @preconcurrency public var wrappedValue: ObjectType { object }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(object: object) }

    /// Makes bindings to an object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: BindableDynamicProperty {
    func bind(in context: DynamicPropertyContext, label: String) {
        context.observe(object.objectWillChange, label: label)
    }
}

extension ObservedObject: ObjectHoldingProperty {
    var heldObject: AnyObject { object }
}

/// A dynamic property that holds an object it was given (`@ObservedObject`, `@Bindable`): two
/// of them are the same only if they hold the same object, so a view given another object
/// evaluates its body again.
protocol ObjectHoldingProperty {
    var heldObject: AnyObject { get }
}
