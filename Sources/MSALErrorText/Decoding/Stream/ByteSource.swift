#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a stream of error text comes from: a file, a pipe, standard input, or bytes
/// already in memory. `read` fills the front of `buffer` and returns how many bytes it
/// wrote; 0 means the end of the stream.
public protocol ByteSource {
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
    /// How the source is named in an error ("'app.log'", "standard input").
    var sourceName: String { get }
}

extension ByteSource {
    public var sourceName: String { "the input" }
}

/// A read that failed: which source, and the system's reason.
public struct ByteSourceError: Error, CustomStringConvertible, Sendable {
    public var source: String
    public var reason: String
    public var description: String { "cannot read \(source): \(reason)" }
}

/// An open file descriptor (a file, a pipe, a FIFO, a terminal). It is not closed here.
public struct FileDescriptorSource: ByteSource {
    public let descriptor: Int32
    /// How the source is named in an error (a path, or "standard input").
    public let name: String

    public var sourceName: String { name }

    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            #if canImport(Darwin)
            let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #else
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw ByteSourceError(source: name, reason: String(cString: strerror(errno)))
        }
    }
}

/// Bytes already in memory, handed out as if read from a file.
public struct InMemorySource: ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    public init(_ text: String) { self.init(Array(text.utf8)) }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
        }
        offset += count
        return count
    }
}
