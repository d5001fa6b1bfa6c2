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

    public var sourceName: String { base.sourceName }

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

extension PrefixedSource {
    /// How many first bytes tell a session export from an app log: enough for the first
    /// few lines of a session (a line carrying a diagnosis is a few KiB).
    public static var kindPrefixBytes: Int { 64 * 1024 }

    /// Up to ``kindPrefixBytes`` bytes from the start of `source` (fewer at its end), read
    /// to tell what the input is; hand them back with `PrefixedSource(prefix:base:)`.
    public static func firstBytes(of source: inout Base) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: kindPrefixBytes)
        var filled = 0
        while filled < bytes.count {
            let got = try bytes.withUnsafeMutableBytes { buffer in
                try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            }
            if got == 0 { break }
            filled += got
        }
        return Array(bytes[..<filled])
    }
}
