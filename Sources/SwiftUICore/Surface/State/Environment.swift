/// Reads a value from the environment of the view it is declared in.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let cell: EnvironmentCell

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        cell = EnvironmentCell()
    }

    public var wrappedValue: Value {
        cell.values[keyPath: keyPath]
    }
}

/// The environment an `@Environment` property was last bound to.
final class EnvironmentCell {
    var values = EnvironmentValues()
}

extension Environment: BindableDynamicProperty {
    func bind(in context: DynamicPropertyContext, label: String) {
        cell.values = context.environment
    }
}
