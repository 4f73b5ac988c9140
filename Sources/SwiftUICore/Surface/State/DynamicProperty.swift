/// A property of a view that the runtime updates before it evaluates the view's body
/// (`@State`, `@Environment`).
public protocol DynamicProperty {}

/// What a dynamic property is bound to: the node of the view (or modifier) that keeps its
/// storage, and its environment.
struct DynamicPropertyContext {
    let graph: ViewGraph
    let node: CompositeNode
    let environment: EnvironmentValues

    func storage<Value>(for label: String, initialValue: Value) -> StateStorage<Value> {
        storage(for: label) { initialValue }
    }

    /// The storage for `label`, made with `makeValue()` the first time only (`@StateObject`).
    func storage<Value>(for label: String, makeValue: () -> Value) -> StateStorage<Value> {
        if let storage = node.states[label] as? StateStorage<Value> { return storage }
        let storage = StateStorage(value: makeValue(), owner: node, graph: graph)
        node.states[label] = storage
        return storage
    }

    /// Makes the view re-evaluate its body, in the writer's transaction, when `publisher`
    /// sends: the `objectWillChange` of an object the property named `label` holds.
    func observe(_ publisher: ObservableObjectPublisher, label: String) {
        if node.subscriptions[label]?.publisher === publisher { return }
        let subscription = ObjectSubscription(publisher) { [weak graph, weak node] in
            if let node { graph?.stateDidChange(of: node, transaction: Transaction.current) }
        }
        node.subscriptions[label] = subscription
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
