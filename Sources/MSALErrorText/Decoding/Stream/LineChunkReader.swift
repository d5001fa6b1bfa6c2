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
        // Whole lines from the start, up to the first overlong one. Every line that ends
        // within `maximumLineBytes + 1` bytes of `start` is short enough, so the lines are
        // checked a window at a time (from its last line end), not one by one.
        let maximum = limits.maximumLineBytes, atEnd = buffer.atEnd
        let (cut, overlongAt) = buffer.bytes.withUnsafeBufferPointer { bytes -> (Int, Int) in
            var start = 0
            var offset = buffer.lineOffset
            while start < held {
                let window = min(held - start, maximum + 1 - offset)
                if let last = Self.lastNewline(in: bytes, from: start, to: start + window) {
                    start = last + 1
                    offset = 0
                    continue
                }
                if window == maximum + 1 - offset { return (start, start) }
                // A last line without its line end: whole only at the end of the stream.
                return (atEnd ? held : start, -1)
            }
            return (held, -1)
        }
        if overlongAt == 0 { return .overlongLine(try buffer.skipLine()) }
        let (newlines, lastNewline) = buffer.bytes.withUnsafeBufferPointer { bytes in
            (Self.newlines(in: UnsafeBufferPointer(rebasing: bytes[0..<cut])), Self.lastNewline(in: bytes, from: 0, to: cut) ?? -1)
        }
        let firstLine = buffer.line
        return .lines(LineChunk(bytes: buffer.take(cut, newlines: newlines, lastNewline: lastNewline), firstLine: firstLine))
    }

    /// The last `\n` in `bytes[from..<to]` (the scan starts at the end, where one usually is).
    private static func lastNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = end - 1
        while index >= start {
            if bytes[index] == 0x0A { return index }
            index -= 1
        }
        return nil
    }

    /// How many `\n` `bytes` holds, sixteen bytes at a time: each lane of `perLane` counts
    /// the newlines it met (at most 255 vectors at a time), then the lanes are summed.
    private static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let newline = SIMD16<UInt8>(repeating: 0x0A), one = SIMD16<UInt8>(repeating: 1), zero = SIMD16<UInt8>()
        var count = 0, offset = 0
        while offset + 16 <= bytes.count {
            var perLane = SIMD16<UInt8>()
            let end = min(bytes.count - 15, offset + 255 * 16)
            while offset < end {
                let vector = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
                perLane &+= zero.replacing(with: one, where: vector .== newline)
                offset += 16
            }
            count += Int(SIMD16<UInt16>(truncatingIfNeeded: perLane).wrappedSum())
        }
        while offset < bytes.count {
            if bytes[offset] == 0x0A { count += 1 }
            offset += 1
        }
        return count
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
