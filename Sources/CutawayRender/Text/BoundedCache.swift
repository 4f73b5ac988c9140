/// A dictionary that keeps at most `capacity` entries, evicting the least recently used half
/// when it fills. Eviction changes only speed, never results.
struct BoundedCache<Key: Hashable, Value> {
    let capacity: Int
    private var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    var count: Int { entries.count }

    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    mutating func insert(_ value: Value, for key: Key) {
        if entries.count >= capacity {
            let cutoff = entries.values.map(\.lastUse).sorted()[entries.count / 2]
            entries = entries.filter { $0.value.lastUse >= cutoff }
        }
        clock += 1
        entries[key] = (value, clock)
    }
}
