#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of a log, as bytes in place (no `String` is made per line): the readers find
/// their anchors with `memmem`/`memchr` and read fields by position.
public typealias LineBytes = UnsafeBufferPointer<UInt8>

extension UnsafeBufferPointer where Element == UInt8 {
    /// Where `needle` first occurs in `self[from..<to]`, or nil.
    @inline(__always)
    func find(_ needle: StaticString, from: Int = 0, to: Int? = nil) -> Int? {
        let end = Swift.min(to ?? count, count)
        let length = needle.utf8CodeUnitCount
        guard let base = baseAddress, from >= 0, end - from >= length else { return nil }
        // memchr for the first byte, then compare the rest (memmem is not in every libc's module).
        let first = Int32(needle.utf8Start.pointee)
        let needleBytes = needle.utf8Start
        var cursor = from
        let last = end - length
        while cursor <= last {
            guard let hit = memchr(base + cursor, first, last - cursor + 1) else { return nil }
            let index = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            if length == 1 || memcmp(base + index + 1, needleBytes + 1, length - 1) == 0 { return index }
            cursor = index + 1
        }
        return nil
    }

    /// Where `needle` first occurs, found by a `memchr` for its byte at `pivot` (a byte rarer in
    /// log text than its first, e.g. the `_` of `correlation_id`), then a compare of the whole.
    @inline(__always)
    func find(_ needle: StaticString, pivot: Int, from: Int = 0) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard let base = baseAddress, count - from >= length else { return nil }
        let key = Int32(needle.utf8Start[pivot])
        var cursor = from + pivot
        let last = count - length + pivot
        while cursor <= last {
            guard let hit = memchr(base + cursor, key, last - cursor + 1) else { return nil }
            let index = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + index - pivot, needle.utf8Start, length) == 0 { return index - pivot }
            cursor = index + 1
        }
        return nil
    }

    /// Where `byte` first occurs in `self[from..<to]`, or nil.
    @inline(__always)
    func find(byte: UInt8, from: Int = 0, to: Int? = nil) -> Int? {
        let end = Swift.min(to ?? count, count)
        guard let base = baseAddress, from >= 0, end > from else { return nil }
        guard let hit = memchr(base + from, Int32(byte), end - from) else { return nil }
        return UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// True when `self[at...]` starts with `prefix`.
    @inline(__always)
    func has(_ prefix: StaticString, at index: Int) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard let base = baseAddress, index >= 0, index + length <= count else { return false }
        return memcmp(base + index, prefix.utf8Start, length) == 0
    }

    /// True when `self[..<end]` ends with `suffix`.
    @inline(__always)
    func has(_ suffix: StaticString, endingAt end: Int) -> Bool {
        has(suffix, at: end - suffix.utf8CodeUnitCount)
    }

    @inline(__always)
    func isDigit(_ index: Int) -> Bool { index >= 0 && index < count && self[index] &- 0x30 < 10 }

    /// The run of digits starting at `index`: its value (capped) and where it ends.
    @inline(__always)
    func number(at index: Int) -> (value: Int, end: Int)? {
        var cursor = index, value = 0
        while cursor < count, self[cursor] &- 0x30 < 10 {
            if value < 1_000_000_000 { value = value * 10 + Int(self[cursor] &- 0x30) }
            cursor += 1
        }
        return cursor > index ? (value, cursor) : nil
    }

    /// The first index at or after `index` that is not a space or tab.
    @inline(__always)
    func skipBlanks(_ index: Int) -> Int {
        var cursor = index
        while cursor < count, self[cursor] == 0x20 || self[cursor] == 0x09 { cursor += 1 }
        return cursor
    }

    /// The first index at or after `index` holding a space, tab or `stop` (the end when none).
    @inline(__always)
    func wordEnd(_ index: Int, stop: UInt8 = 0x20) -> Int {
        var cursor = index
        while cursor < count, self[cursor] != 0x20, self[cursor] != 0x09, self[cursor] != stop { cursor += 1 }
        return cursor
    }

    /// A 64-bit FNV-1a hash of `self[range]` (thread names and keys; never 0).
    func hash(_ range: Range<Int>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in range where index >= 0 && index < count {
            value = (value ^ UInt64(self[index])) &* 0x100_0000_01b3
        }
        return value == 0 ? 1 : value
    }

    func string(_ range: Range<Int>) -> String {
        let clamped = Swift.max(0, range.lowerBound)..<Swift.min(count, range.upperBound)
        guard clamped.lowerBound < clamped.upperBound else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: self[clamped]), as: UTF8.self)
    }
}
