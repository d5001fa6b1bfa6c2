/// A fixed set of words, each with a small id, looked up on a string's UTF-8 bytes.
///
/// The advice rules name their codes and type names as strings; a diagnosis
/// spells them in any case, with blanks around, inside longer type names. Reading
/// them through Swift strings means a lowercased copy (an allocation past 15 bytes)
/// and SipHash per probe, for every rule that asks. This table is built once with the
/// rule index: a probe hashes the bytes in place (folding ASCII case when the table
/// is case-insensitive) and compares them with the stored word, with no allocation.
///
/// Several words may share an id (an alias: `SFAuthenticationErrorDomain` reads as
/// `com.apple.SafariServices.Authentication`).
struct WordTable: Sendable {
    /// Whether `A` and `a` are the same byte here (codes, sub-errors); type names are exact.
    let foldsCase: Bool
    /// Every word's bytes, one after another.
    private let bytes: [UInt8]
    /// Per word: where its bytes start, how many, and its id.
    private let entries: [(start: Int, count: Int, id: Int)]
    /// Open addressing: `slots[hash & mask]` is an entry position plus one, 0 when empty.
    private let slots: [Int32]
    private let mask: Int
    /// The same words as Swift strings, for probes that are not plain ASCII: Swift's
    /// `==` (and so the original rules) treats canonically equivalent text as equal.
    private let byString: [String: Int]

    /// - Parameter words: each word with its id; the first spelling of a word wins.
    init(_ words: [(word: String, id: Int)], foldsCase: Bool) {
        self.foldsCase = foldsCase
        var bytes: [UInt8] = []
        var entries: [(start: Int, count: Int, id: Int)] = []
        var byString: [String: Int] = [:]
        for (word, id) in words where byString[word] == nil {
            byString[word] = id
            entries.append((bytes.count, word.utf8.count, id))
            bytes.append(contentsOf: word.utf8)
        }
        var capacity = 16
        while capacity < entries.count * 3 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        for (position, entry) in entries.enumerated() {
            var slot = bytes.withUnsafeBufferPointer { all in
                WordTable.hash(UnsafeBufferPointer(rebasing: all[entry.start..<entry.start + entry.count]),
                               foldsCase: foldsCase)
            } & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(position + 1)
        }
        self.bytes = bytes
        self.entries = entries
        self.slots = slots
        self.mask = capacity - 1
        self.byString = byString
    }

    /// The id of the word these bytes spell, if it is one of the table's.
    func id(of probe: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = WordTable.hash(probe, foldsCase: foldsCase) & mask
        return bytes.withUnsafeBufferPointer { stored in
            while true {
                let position = Int(slots[slot])
                if position == 0 { return nil }
                let entry = entries[position - 1]
                if entry.count == probe.count, equal(probe, stored.baseAddress! + entry.start) { return entry.id }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The id of `text`, compared as Swift compares strings (for text that is not ASCII).
    func id(ofString text: String) -> Int? { byString[text] }

    /// The id of `text` when it is a word of the table, whichever way it is stored.
    func id(of text: String) -> Int? {
        text.utf8.withContiguousStorageIfAvailable { id(of: $0) } ?? id(ofString: text)
    }

    @inline(__always)
    private func equal(_ probe: UnsafeBufferPointer<UInt8>, _ stored: UnsafePointer<UInt8>) -> Bool {
        for offset in 0..<probe.count where WordTable.fold(probe[offset], foldsCase) != stored[offset] {
            return false
        }
        return true
    }

    /// FNV-1a over the (folded) bytes: a few instructions a byte, good enough for a few hundred words.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, foldsCase: Bool) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(fold(byte, foldsCase))) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// `A`…`Z` as `a`…`z` when folding; every other byte as it is.
    @inline(__always)
    private static func fold(_ byte: UInt8, _ foldsCase: Bool) -> UInt8 {
        foldsCase && byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
