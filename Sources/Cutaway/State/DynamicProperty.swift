/// A property of a view that the runtime updates before it evaluates the view's body
/// (`@State`, `@Environment`).
public protocol DynamicProperty {}

/// What a dynamic property is bound to: the graph's storage for one view, and its environment.
struct DynamicPropertyContext {
    let graph: ViewGraph
    let identity: ViewIdentity
    let environment: EnvironmentValues

    func storage<Value>(for label: String, initialValue: Value) -> StateStorage<Value> {
        graph.liveStateOwners.insert(identity)
        graph.record { $0.stateOwners.append(identity) }
        return graph.stateStorage(owner: identity, label: label, initialValue: initialValue)
    }
}

/// Dynamic properties the runtime knows how to bind.
protocol BindableDynamicProperty {
    func bind(in context: DynamicPropertyContext, label: String)
}

extension State: BindableDynamicProperty {}

/// Binds every dynamic property of `value` (a view or a view modifier) for `context`.
///
/// Reflection is the slow part of a body evaluation, so a type found to have no dynamic
/// properties is remembered and not reflected again.
func bindDynamicProperties(of value: Any, in context: DynamicPropertyContext) {
    let type = ObjectIdentifier(Swift.type(of: value))
    guard !context.graph.typesWithoutDynamicProperties.contains(type) else { return }
    var found = false
    for child in Mirror(reflecting: value).children {
        if let property = child.value as? any BindableDynamicProperty {
            property.bind(in: context, label: child.label ?? "")
            found = true
        }
    }
    if !found { context.graph.typesWithoutDynamicProperties.insert(type) }
}
