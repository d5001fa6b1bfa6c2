import MSALErrorModel

/// A growable run of bytes written through a raw pointer: `simulate`'s output, emptied and
/// refilled per batch. Appending a few bytes costs a bounds check and a copy: none of
/// `Array`'s uniqueness checks, nor the run-time exclusivity checks of a class's stored
/// properties, which together were most of `simulate`'s profile.
///
/// A value type over shared storage: each thread writes its own buffer.
public struct OutputBuffer: EventJSONLine.Output {
    /// The memory; replaced, never resized, so its properties are constants.
    private final class Storage {
        let start: UnsafeMutablePointer<UInt8>
        let capacity: Int
        init(capacity: Int) {
            self.capacity = capacity
            start = .allocate(capacity: capacity)
        }
        deinit { start.deallocate() }
    }

    private var storage: Storage
    /// Bytes written since the last ``removeAll()``.
    public private(set) var count = 0

    public init(capacity: Int = 1 << 16) {
        storage = Storage(capacity: max(capacity, 64))
    }

    /// Forgets the bytes, keeping the memory.
    public mutating func removeAll() { count = 0 }

    /// The bytes written so far, valid only during `body`.
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: storage.start, count: count))
    }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (storage.start + count).update(from: base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        count += bytes.count
    }

    public mutating func append(_ byte: UInt8) {
        reserve(1)
        storage.start[count] = byte
        count += 1
    }

    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    public mutating func write(bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    public mutating func write(number: UInt64) {
        var digits = 1, rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        reserve(digits)
        var value = number, position = count + digits
        repeat {
            position -= 1
            storage.start[position] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
            value /= 10
        } while value > 0
        count += digits
    }

    @inline(__always)
    private mutating func reserve(_ more: Int) {
        if count + more > storage.capacity { grow(more) }
    }

    private mutating func grow(_ more: Int) {
        let grown = Storage(capacity: max(storage.capacity * 2, count + more))
        grown.start.update(from: storage.start, count: count)
        storage = grown
    }
}
