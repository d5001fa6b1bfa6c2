import MSALErrorText

/// A byte source whose first bytes were already read (to tell a session export from an
/// app log by its content): they are handed out again before the rest.
public struct PrefixedSource<Base: ByteSource>: ByteSource {
    private var prefix: [UInt8]
    private var base: Base

    public init(prefix: [UInt8], base: Base) {
        self.prefix = prefix
        self.base = base
    }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard prefix.isEmpty else {
            let count = min(prefix.count, buffer.count)
            prefix.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            prefix.removeFirst(count)
            return count
        }
        return try base.read(into: buffer)
    }
}
