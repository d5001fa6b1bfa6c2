/// Bytes appended through a pointer: what `explain` renders, text or JSON, goes into one
/// of these per thread, reused from chunk to chunk.
///
/// An append is a capacity check and a copy. `Array.append(contentsOf:)` costs some
/// seventy instructions before it copies, and `explain --json` makes about fifty
/// appends per error (keys, strings, punctuation), a tenth of its rendering.
public struct ByteWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    public private(set) var count = 0

    public init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// Forgets what was written, keeping the memory (whose pages are then already touched).
    public mutating func removeAll() { count = 0 }

    /// The bytes written so far.
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// `text`'s UTF-8.
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Forgets the last `count` bytes written.
    mutating func removeLast(_ count: Int) { self.count -= min(count, self.count) }

    @inline(__always) public mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count &+= 1
    }

    @inline(__always) public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if capacity - count < bytes.count { grow(toHold: count + bytes.count) }
        (start + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// The first `length` (at most 32) of the 32 bytes at `source`: all 32 are copied, in
    /// two vector stores, and only `length` counted. `source` must hold 32 readable bytes.
    @inline(__always) mutating func append32(_ source: UnsafePointer<UInt8>, counting length: Int) {
        if capacity - count < 32 { grow(toHold: count + 32) }
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(start + count)
        to.storeBytes(of: from.loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
        (to + 16).storeBytes(of: from.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
        count &+= length
    }

    /// `count` copies of `byte` (padding).
    @inline(__always) public mutating func append(repeating byte: UInt8, count: Int) {
        guard count > 0 else { return }
        if capacity - self.count < count { grow(toHold: self.count + count) }
        (start + self.count).update(repeating: byte, count: count)
        self.count &+= count
    }

    /// Everything written, appended to `out`.
    func copy(to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: start, count: count)
        start.deallocate()
        start = grown
        capacity = newCapacity
    }
}

/// Where bytes are written (JSON, and the headings of `explain`): an array of bytes, or a ``ByteWriter``.
public protocol JSONByteOutput: ~Copyable {
    mutating func append(_ byte: UInt8)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension JSONByteOutput where Self: ~Copyable {
    /// A literal's UTF-8, with no `String` made (and so no reference counted).
    @inline(__always) mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `value` in decimal.
    public mutating func append(decimal value: Int) {
        guard value != 0 else { return append(UInt8(ascii: "0")) }
        if value < 0 { append(UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for the 20 digits of any Int
        var magnitude = value.magnitude, length = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                length += 1
                buffer[buffer.count - length] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            append(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[(buffer.count - length)...]))
        }
    }
}

extension ByteWriter: JSONByteOutput {}

extension Array: JSONByteOutput where Element == UInt8 {
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}
