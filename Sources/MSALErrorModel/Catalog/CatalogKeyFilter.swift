/// A look before ``Catalog/errorEntries(valueOrName:)`` that needs no string: false when no
/// string value or name of the catalog has a token's length and first and last bytes, so the
/// backstop makes a string and hashes it twice only for tokens that may be in the catalog
/// (`acquire_token_silent` in every line of an app's log is not; each look-up cost ~2,100
/// instructions). A false answer is exact; a true one means "look it up".
public enum CatalogKeyFilter {
    /// One bit per (length, first byte, last byte), folded into 2^16 bits.
    /// Written once, when first read (a `static let` is initialised once, thread-safely), then only read.
    nonisolated(unsafe) private static let bits: UnsafeBufferPointer<UInt64> = {
        let table = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 1 << 10)
        table.initialize(repeating: 0)
        let index = CatalogIndex.shared
        for key in Array(index.byText.keys) + Array(index.byName.keys) {
            let bytes = Array(key.utf8)
            guard let first = bytes.first, let last = bytes.last else { continue }
            let slot = slot(length: bytes.count, first: first, last: last)
            table[slot >> 6] |= 1 << UInt64(slot & 63)
        }
        return UnsafeBufferPointer(table)
    }()

    @inline(__always) private static func slot(length: Int, first: UInt8, last: UInt8) -> Int {
        (length &* 0x9E37 ^ Int(first) &* 0x2F1 ^ Int(last) &* 0x7) & 0xFFFF
    }

    /// False when no key of the catalog is `bytes` (UTF-8, as a `String` of them would hold).
    public static func mayBeKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return true }
        let slot = slot(length: bytes.count, first: first, last: last)
        return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }
}
