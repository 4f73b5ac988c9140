/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`; its
/// changes make the view evaluate its body again. Reading it when no ancestor provided one is
/// a programming error, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let cell = EnvironmentCell()

    public init() {}

    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        guard let object = cell.values.object(of: ObjectType.self) else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: BindableDynamicProperty {
    func bind(in context: DynamicPropertyContext, label: String) {
        cell.values = context.environment
        if let object = context.environment.object(of: ObjectType.self) {
            context.observe(object.objectWillChange, label: label)
        }
    }
}

/// The environment's objects are keyed by their type.
private enum EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

/// A type, as the hashable argument of a key path's subscript.
struct ObjectTypeKey<Object: AnyObject>: Hashable {}

extension EnvironmentValues {
    /// The object of `type` an ancestor put in the environment, if any.
    func object<ObjectType: AnyObject>(of type: ObjectType.Type) -> ObjectType? {
        self[objectOf: ObjectTypeKey<ObjectType>()]
    }

    /// The environment's object of one type (a key path to it is what the modifiers write).
    subscript<Object: AnyObject>(objectOf key: ObjectTypeKey<Object>) -> Object? {
        get { self[EnvironmentObjectKey<Object>.self] }
        set { self[EnvironmentObjectKey<Object>.self] = newValue }
    }

    /// The `@Observable` object of one type; reading it when no ancestor put one there is a
    /// programming error, as in SwiftUI.
    subscript<Object: AnyObject & Observable>(requiredObjectOf key: ObjectTypeKey<Object>) -> Object {
        guard let object = object(of: Object.self) else {
            fatalError(
                "No Observable object of type \(Object.self) found. A View.environment(_:) for \(Object.self) may be missing as an ancestor of this view.")
        }
        return object
    }
}

nonisolated extension View {
    /// Puts `object` in the environment of this view and its descendants, for
    /// `@EnvironmentObject` properties of its type.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
        environment(\.[objectOf: ObjectTypeKey<ObjectType>()], object)
    }

    /// Puts an `@Observable` object in the environment, for `@Environment(ObjectType.self)`.
    public func environment<ObjectType: AnyObject & Observable>(_ object: ObjectType?) -> some View {
        environment(\.[objectOf: ObjectTypeKey<ObjectType>()], object)
    }
}

extension Environment {
    /// Reads the `@Observable` object of `type` an ancestor put in the environment with
    /// `.environment(_:)`.
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[requiredObjectOf: ObjectTypeKey<Value>()])
    }

    /// Reads the `@Observable` object of `type`, or `nil` when no ancestor put one there.
    public init<Object: AnyObject & Observable>(_ type: Object.Type) where Value == Object? {
        self.init(\EnvironmentValues.[objectOf: ObjectTypeKey<Object>()])
    }
}
