/// Reads a stream line by line in bounded memory (for `explain --each-line`): each line
/// is handed out whole, or reported as an ``OverlongLine`` and skipped.
public struct LineStreamReader<Source: ByteSource> {
    /// One line of the stream, without its line end, and its 1-based number.
    public enum Item: Hashable, Sendable {
        case line(number: Int, text: String)
        case overlongLine(OverlongLine)
    }

    private var buffer: StreamBuffer<Source>
    /// Where the next line starts among the held bytes: lines are handed out from the held
    /// bytes in place, and the buffer is consumed only when it is filled again (consuming
    /// per line moved all the bytes held after it, a megabyte a line).
    private var cursor = 0
    /// Lines handed out since the first held byte.
    private var linesServed = 0

    public init(_ source: Source, limits: StreamLimits = .standard) {
        buffer = StreamBuffer(source, limits: limits)
    }

    /// The next line, or nil at the end of the stream.
    public mutating func next() throws -> Item? {
        let limit = buffer.limits.maximumLineBytes
        var end = buffer.newline(from: cursor, to: cursor + limit + 1)
        if end == nil && !buffer.atEnd {
            // No whole line held after the cursor: drop what was handed out, read more.
            buffer.consume(cursor)
            cursor = 0
            linesServed = 0
            try buffer.fill(to: max(limit + 1, buffer.limits.chunkBytes))
            end = buffer.newline(from: 0, to: limit + 1)
        }
        if cursor >= buffer.bytes.count && buffer.atEnd { return nil }
        guard let lineEnd = end ?? (buffer.atEnd ? buffer.bytes.count : nil), lineEnd - cursor <= limit else {
            buffer.consume(cursor)
            cursor = 0
            linesServed = 0
            return .overlongLine(try buffer.skipLine())
        }
        let number = buffer.line + linesServed
        var textEnd = lineEnd
        if textEnd > cursor && buffer.bytes[textEnd - 1] == ASCII.carriageReturn { textEnd -= 1 }
        let text = buffer.bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[cursor..<textEnd]), as: UTF8.self)
        }
        cursor = lineEnd + 1
        linesServed += 1
        return .line(number: number, text: text)
    }
}
