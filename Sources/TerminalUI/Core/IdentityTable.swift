// A hash table for the renderer's per-view caches, keyed by view identities that are already
// well-mixed 64-bit hashes: lookups use the key's own bits instead of hashing it again with the
// standard library's SipHash (which was a fifth of the cost of measuring a view).

/// A table from well-mixed `Int` keys to values, with open addressing and linear probing.
struct IdentityTable<Value> {
    private var keys: [Int]
    private var values: [Value?]
    private var mask: Int
    /// The number of entries.
    private(set) var count = 0

    /// An empty table.
    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Array(repeating: Self.empty, count: size)
        values = Array(repeating: nil, count: size)
        mask = size - 1
    }

    /// Marks an empty slot; a real key with this value is stored as `emptyStandIn`.
    private static var empty: Int { 0 }
    private static var emptyStandIn: Int { 0x5BD1_E995 }

    private static func stored(_ key: Int) -> Int { key == empty ? emptyStandIn : key }

    /// The value stored under `key`, or nil.
    subscript(key: Int) -> Value? {
        get {
            let key = Self.stored(key)
            var slot = key & mask
            while true {
                let found = keys[slot]
                if found == key { return values[slot] }
                if found == Self.empty { return nil }
                slot = (slot + 1) & mask
            }
        }
        set {
            guard let newValue else {
                preconditionFailure("IdentityTable does not remove single entries; use removeAll(where:)")
            }
            let key = Self.stored(key)
            var slot = key & mask
            while true {
                let found = keys[slot]
                if found == key {
                    values[slot] = newValue
                    return
                }
                if found == Self.empty {
                    keys[slot] = key
                    values[slot] = newValue
                    count += 1
                    if count * 2 > keys.count { grow() }
                    return
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Removes every entry, keeping the storage.
    mutating func removeAll() {
        guard count > 0 else { return }
        for index in keys.indices { keys[index] = Self.empty }
        for index in values.indices { values[index] = nil }
        count = 0
    }

    /// Removes the entries `remove` accepts, in place.
    mutating func removeAll(where remove: (Value) -> Bool) {
        var slot = 0
        while slot < keys.count {
            if keys[slot] != Self.empty, let value = values[slot], remove(value) {
                delete(at: slot)
                // The entry shifted into this slot must be looked at too.
                continue
            }
            slot += 1
        }
    }

    /// Empties `slot` and moves later entries of its probe run back, so every remaining key is
    /// still reachable from its home slot (backward-shift deletion for linear probing).
    private mutating func delete(at slot: Int) {
        var hole = slot
        var next = (hole + 1) & mask
        while keys[next] != Self.empty {
            let home = keys[next] & mask
            // Move the entry back unless its home lies cyclically in (hole, next].
            let reachable = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
            if !reachable {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = Self.empty
        values[hole] = nil
        count -= 1
    }

    private mutating func grow() {
        var larger = IdentityTable(capacity: keys.count)
        for index in keys.indices where keys[index] != Self.empty {
            larger[keys[index]] = values[index]
        }
        self = larger
    }
}
