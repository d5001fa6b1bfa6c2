#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a stream in chunks of whole lines, in bounded memory (for `summarize` and for
/// opening a session export): each chunk holds up to ``StreamLimits/chunkBytes`` of
/// lines that end inside it (the last line of the stream may lack its line end). A line
/// longer than ``StreamLimits/maximumLineBytes`` is reported as an ``OverlongLine`` and
/// skipped whole, never cut.
public struct LineChunkReader<Source: ByteSource> {
    public enum Item: Sendable {
        case lines(LineChunk)
        case overlongLine(OverlongLine)
    }

    private var buffer: StreamBuffer<Source>

    public init(_ source: Source, limits: StreamLimits = .standard) {
        buffer = StreamBuffer(source, limits: limits)
    }

    public var limits: StreamLimits { buffer.limits }
    /// Bytes read from the source so far (for progress).
    public var bytesRead: Int { buffer.bytesRead }

    /// The next chunk of lines or overlong line, or nil at the end of the stream.
    public mutating func next() throws -> Item? {
        let limits = buffer.limits
        try buffer.fill(to: limits.chunkBytes)
        let held = buffer.bytes.count
        if held == 0 && buffer.atEnd { return nil }
        // Whole lines from the start, up to the first overlong one.
        let (cut, newlines, lastNewline, overlongAt) = buffer.bytes.withUnsafeBufferPointer { bytes in
            var start = 0, newlines = 0, lastNewline = -1
            var offset = buffer.lineOffset
            while start < held {
                let hit = memchr(bytes.baseAddress! + start, 0x0A, held - start)
                let end = hit.map { UnsafeRawPointer(bytes.baseAddress!).distance(to: UnsafeRawPointer($0)) } ?? held
                if offset + end - start > limits.maximumLineBytes { return (start, newlines, lastNewline, start) }
                guard hit != nil else {
                    // A last line without its line end: whole only at the end of the stream.
                    return buffer.atEnd ? (held, newlines, lastNewline, -1) : (start, newlines, lastNewline, -1)
                }
                newlines += 1
                lastNewline = end
                start = end + 1
                offset = 0
            }
            return (held, newlines, lastNewline, -1)
        }
        if overlongAt == 0 { return .overlongLine(try buffer.skipLine()) }
        let firstLine = buffer.line
        return .lines(LineChunk(bytes: buffer.take(cut, newlines: newlines, lastNewline: lastNewline), firstLine: firstLine))
    }
}

/// Whole lines of a stream (the last one may lack its line end at the end of the stream)
/// and the 1-based number of the first.
public struct LineChunk: Sendable {
    public var bytes: [UInt8]
    public var firstLine: Int

    public init(bytes: [UInt8], firstLine: Int) {
        self.bytes = bytes
        self.firstLine = firstLine
    }
}
