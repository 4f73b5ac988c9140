/// A value a view owns, kept by the runtime across re-evaluations of the view's body.
///
/// A `State` allocates a small reference cell when the view is made. Before it evaluates the
/// body, the runtime finds the view's cells with a read-only `Mirror` walk and binds each to
/// the persistent storage for the view's identity and the property's name; nothing is written
/// into the view's memory. A closure that captured an old copy of the view holds an old cell,
/// bound to the same storage, so it reads and writes the live value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let cell: StateCell<Value>

    public init(wrappedValue value: Value) {
        cell = StateCell(initialValue: value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { cell.value }
        nonmutating set { cell.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let cell = cell
        return Binding(get: { cell.value }, set: { cell.value = $0 })
    }

    func bind(in context: DynamicPropertyContext, label: String) {
        cell.bind(context.storage(for: label, initialValue: cell.initialValue))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The reference a `State` keeps: its initial value until bound, the live storage after.
final class StateCell<Value> {
    let initialValue: Value
    private var storage: StateStorage<Value>?
    /// The value written before the cell was bound (SwiftUI ignores such writes; Cutaway keeps
    /// them locally so a view used outside a graph still behaves).
    private var localValue: Value

    init(initialValue: Value) {
        self.initialValue = initialValue
        localValue = initialValue
    }

    func bind(_ storage: StateStorage<Value>) {
        self.storage = storage
    }

    var value: Value {
        get { storage?.value ?? localValue }
        set {
            if let storage {
                storage.write(newValue)
            } else {
                localValue = newValue
            }
        }
    }
}

/// The persistent home of one state value, owned by the graph and keyed by the view's
/// identity and the property's name.
final class StateStorage<Value>: AnyStateStorage {
    var value: Value
    private weak var owner: CompositeNode?
    private weak var graph: ViewGraph?

    init(value: Value, owner: CompositeNode, graph: ViewGraph) {
        self.value = value
        self.owner = owner
        self.graph = graph
    }

    func write(_ newValue: Value) {
        value = newValue
        if let owner { graph?.stateDidChange(of: owner, transaction: Transaction.current) }
    }
}

/// Type-erased state storage, as the graph keeps it.
class AnyStateStorage {}
