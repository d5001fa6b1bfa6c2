#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension TextBytes {
    /// The first `byte` at or after `start` and before `end` (clamped to the input),
    /// found with the C library's vectorised `memchr`: for a rare byte in a long
    /// region (the `A` of `AADSTS`), far cheaper than a loop over every byte.
    func firstIndex(of byte: UInt8, from start: Int, to end: Int? = nil) -> Int? {
        let lower = max(0, start), upper = min(end ?? bytes.count, bytes.count)
        guard lower < upper else { return nil }
        let found = bytes.withUnsafeBufferPointer { Self.firstIndex(of: byte, in: $0, from: lower, to: upper) }
        return found < upper ? found : nil
    }

    /// The first `byte` in `start..<end` of `bytes` with `memchr`, or `end` when there is none.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let base = bytes.baseAddress,
              let hit = memchr(base + start, Int32(byte), end - start) else { return end }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// True when the `count` bytes at `first` and at `second` are the same (`memcmp`).
    static func equalBytes(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        memcmp(first, second, count) == 0
    }
}
