/// A fixed map from integer codes to rule positions, built once with the rule index.
///
/// Open addressing with a multiplicative hash: a look-up is a multiply, a shift and
/// usually one comparison, where a `Dictionary<Int, Int>` runs SipHash over the key.
struct IntKeyTable: Sendable {
    private let keys: [Int]
    private let values: [Int]
    /// Which slots hold a key (a key may be any integer, so no value can mark "empty").
    private let used: [Bool]
    private let shift: Int

    init(_ pairs: [Int: Int]) {
        var bits = 4
        while (1 << bits) < pairs.count * 2 { bits += 1 }
        let capacity = 1 << bits
        var keys = [Int](repeating: 0, count: capacity)
        var values = [Int](repeating: 0, count: capacity)
        var used = [Bool](repeating: false, count: capacity)
        shift = 64 - bits
        for (key, value) in pairs {
            var slot = IntKeyTable.slot(key, shift: shift)
            while used[slot] { slot = (slot + 1) & (capacity - 1) }
            keys[slot] = key
            values[slot] = value
            used[slot] = true
        }
        self.keys = keys
        self.values = values
        self.used = used
    }

    subscript(key: Int) -> Int? {
        var slot = IntKeyTable.slot(key, shift: shift)
        while used[slot] {
            if keys[slot] == key { return values[slot] }
            slot = (slot + 1) & (keys.count - 1)
        }
        return nil
    }

    /// Fibonacci hashing: the top bits of the key times 2⁶⁴/φ.
    @inline(__always)
    private static func slot(_ key: Int, shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }
}
