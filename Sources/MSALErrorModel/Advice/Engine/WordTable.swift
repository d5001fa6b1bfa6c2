import Foundation

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
/// `com.apple.SafariServices.Authentication`). A class, so that reading it through
/// the rule index copies (and retains) nothing.
final class WordTable: Sendable {
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
                entry.count == 0 ? 0 : WordTable.hash(all.baseAddress! + entry.start, entry.count, foldsCase: foldsCase)
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
        guard let start = probe.baseAddress, probe.count > 0 else { return id(ofString: "") }
        var slot = WordTable.hash(start, probe.count, foldsCase: foldsCase) & mask
        return bytes.withUnsafeBufferPointer { stored in
            while true {
                let position = Int(slots[slot])
                if position == 0 { return nil }
                let entry = entries[position - 1]
                if entry.count == probe.count, equal(start, stored.baseAddress! + entry.start, entry.count) {
                    return entry.id
                }
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

    /// Whether the probe's bytes are the stored word's, from `start` (same length checked first).
    /// Whether `count` probe bytes are the stored word's (folding ASCII case when the table does).
    @inline(__always)
    private func equal(_ probe: UnsafePointer<UInt8>, _ stored: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard foldsCase else { return memcmp(probe, stored, count) == 0 }
        guard count >= 8 else {
            for offset in 0..<count where TextReading.foldASCII(probe[offset]) != stored[offset] { return false }
            return true
        }
        // Eight bytes at a time, the last eight overlapping the ones before: the codes the
        // rules name (`interaction_required`) are mostly longer than eight, and every
        // diagnosis probes two or three of them.
        var offset = 0
        while offset < count - 8 {
            if !equal8(probe + offset, stored + offset) { return false }
            offset += 8
        }
        return equal8(probe + (count - 8), stored + (count - 8))
    }

    /// Whether eight probe bytes, each folded as ``TextReading/foldASCII(_:)`` folds it, are
    /// the eight stored ones: `A`…`Z` (a byte below 0x80 from 0x41 to 0x5A) gets 0x20 added.
    @inline(__always)
    private func equal8(_ probe: UnsafePointer<UInt8>, _ stored: UnsafePointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        let bytes = UnsafeRawPointer(probe).loadUnaligned(as: UInt64.self)
        let low = bytes & ~high
        // Per byte, no carry between bytes (the low seven bits plus at most 0x3F): the top bit
        // says `>= 0x41`, and `>= 0x5B`.
        let fromA = (low &+ ones &* (0x80 - 0x41)) & high
        let pastZ = (low &+ ones &* (0x80 - 0x5B)) & high
        let upper = ~bytes & fromA & ~pastZ
        return bytes | (upper >> 2) == UnsafeRawPointer(stored).loadUnaligned(as: UInt64.self)
    }

    /// A hash of the length and of the first and last eight bytes (case folded for a
    /// folding table): a constant few instructions whatever the length, and the words
    /// of a table differ there.
    private static func hash(_ start: UnsafePointer<UInt8>, _ count: Int, foldsCase: Bool) -> Int {
        let fold: UInt64 = foldsCase ? 0x2020_2020_2020_2020 : 0
        let head = load(start, min(count, 8)) | fold
        let tail = count > 8 ? load(start + (count - 8), 8) | fold : 0
        let mixed = (head ^ (tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }

    /// Up to eight bytes as one little-endian number.
    @inline(__always)
    private static func load(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        if count == 8 { return UnsafeRawPointer(start).loadUnaligned(as: UInt64.self) }
        var value: UInt64 = 0
        for offset in 0..<count { value |= UInt64(start[offset]) << (8 * offset) }
        return value
    }
}
