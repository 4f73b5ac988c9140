import Foundation

/// A value kept in the app's user defaults under a key, that re-evaluates the views reading it
/// when it changes (`@AppStorage("isOn") var isOn = false`).
///
/// Why not `UserDefaults`: a preview or a rendered scene must not see what another wrote,
/// nor what was written on this machine before it ran, or the same scene would not draw the
/// same frames. Each scene (each `ViewGraph`) keeps its own defaults in memory, empty when it
/// starts: a key not written yet reads as the property's default, as on a fresh install.
/// The `store` parameter is taken for source compatibility; the scene's defaults stand in
/// for every store.
///
/// How it works: like `@State`, the property holds a small cell that the runtime binds, before
/// the view's body runs, to the scene's entry for the key, and the view is recorded as a
/// reader of the key. A write changes the entry and re-evaluates every view reading the key,
/// in the writer's transaction, so two views with the same key stay in step. Values are kept
/// as user defaults keep them: a `RawRepresentable` as its raw value, so an enum and a
/// `String` property with one key read each other's writes.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let cell: AppStorageCell<Value>

    init(key: String, defaultValue: Value, encode: @escaping (Value) -> AppStorageValue?, decode: @escaping (AppStorageValue) -> Value?) {
        cell = AppStorageCell(key: key, defaultValue: defaultValue, encode: encode, decode: decode)
    }

    public var wrappedValue: Value {
        get { cell.value }
        nonmutating set { cell.value = newValue }
    }

    /// A binding to the stored value (`$isOn`).
    public var projectedValue: Binding<Value> {
        let cell = cell
        return Binding(get: { cell.value }, set: { cell.value = $0 })
    }
}

extension AppStorage: BindableDynamicProperty {
    func bind(in context: DynamicPropertyContext, label: String) {
        let entry = context.graph.appStorage.entry(for: cell.key)
        entry.addReader(context.node, graph: context.graph)
        cell.entry = entry
    }
}

/// A value as user defaults keep it (a property-list value).
enum AppStorageValue: Equatable {
    case bool(Bool)
    case integer(Int)
    case double(Double)
    case string(String)
    case data(Data)
    case url(URL)
    case date(Date)

    /// The value as a number, as `UserDefaults` converts between its number types.
    var number: Double? {
        switch self {
        case .bool(let value): value ? 1 : 0
        case .integer(let value): Double(value)
        case .double(let value): value
        case .string(let value): Double(value)
        case .data, .url, .date: nil
        }
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, encode: { .bool($0) }, decode: { $0.number.map { $0 != 0 } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { .integer($0) }, decode: { $0.number.map { Int($0) } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, encode: { .double($0) }, decode: { $0.number })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { .string($0) }, decode: { if case .string(let s) = $0 { s } else { nil } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, encode: { .url($0) }, decode: { if case .url(let u) = $0 { u } else { nil } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, encode: { .data($0) }, decode: { if case .data(let d) = $0 { d } else { nil } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, encode: { .date($0) }, decode: { if case .date(let d) = $0 { d } else { nil } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, encode: { .integer($0.rawValue) },
            decode: { $0.number.flatMap { Value(rawValue: Int($0)) } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, encode: { .string($0.rawValue) },
            decode: { if case .string(let s) = $0 { Value(rawValue: s) } else { nil } })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value: `nil` until written; writing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .bool($0) } }, decode: { $0.number.map { $0 != 0 } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .integer($0) } }, decode: { $0.number.map { Int($0) } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .double($0) } }, decode: { $0.number })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .string($0) } }, decode: { if case .string(let s) = $0 { s } else { nil } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .url($0) } }, decode: { if case .url(let u) = $0 { u } else { nil } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .data($0) } }, decode: { if case .data(let d) = $0 { d } else { nil } })
    }
}

/// The reference an `AppStorage` keeps: its key and default, and the scene's entry once bound.
final class AppStorageCell<Value> {
    let key: String
    let defaultValue: Value
    let encode: (Value) -> AppStorageValue?
    let decode: (AppStorageValue) -> Value?
    var entry: AppStorageStore.Entry?
    /// The value written before the cell was bound (a view used outside a scene).
    private var localValue: AppStorageValue?

    init(key: String, defaultValue: Value, encode: @escaping (Value) -> AppStorageValue?, decode: @escaping (AppStorageValue) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.encode = encode
        self.decode = decode
    }

    var value: Value {
        get {
            // A stored value of another type reads as the default, as `UserDefaults` does.
            (entry.map(\.value) ?? localValue).flatMap(decode) ?? defaultValue
        }
        set {
            if let entry {
                entry.write(encode(newValue))
            } else {
                localValue = encode(newValue)
            }
        }
    }
}

/// A scene's user defaults: an entry per key, each with the views that read it.
final class AppStorageStore {
    final class Entry {
        private(set) var value: AppStorageValue?
        /// The views that read the key, by identity, and their graph (the store's).
        private var readers: [ViewIdentity: WeakCompositeNode] = [:]
        private weak var graph: ViewGraph?

        func addReader(_ node: CompositeNode, graph: ViewGraph) {
            readers[node.identity] = WeakCompositeNode(node)
            self.graph = graph
        }

        func write(_ newValue: AppStorageValue?) {
            guard newValue != value else { return }
            value = newValue
            // In the identities' order, so the same writes invalidate the same way every run.
            for identity in readers.keys.sorted() {
                guard let node = readers[identity]?.node else {
                    readers[identity] = nil
                    continue
                }
                graph?.stateDidChange(of: node, transaction: Transaction.current)
            }
        }
    }

    private var entries: [String: Entry] = [:]

    func entry(for key: String) -> Entry {
        if let entry = entries[key] { return entry }
        let entry = Entry()
        entries[key] = entry
        return entry
    }
}

struct WeakCompositeNode {
    weak var node: CompositeNode?
    init(_ node: CompositeNode) { self.node = node }
}
