/// Reads a stream line by line in bounded memory (for `explain --each-line`): each line
/// is handed out whole, or reported as an ``OverlongLine`` and skipped.
public struct LineStreamReader<Source: ByteSource> {
    /// One line of the stream, without its line end, and its 1-based number.
    public enum Item: Hashable, Sendable {
        case line(number: Int, text: String)
        case overlongLine(OverlongLine)
    }

    private var buffer: StreamBuffer<Source>

    public init(_ source: Source, limits: StreamLimits = .standard) {
        buffer = StreamBuffer(source, limits: limits)
    }

    /// The next line, or nil at the end of the stream.
    public mutating func next() throws -> Item? {
        let limit = buffer.limits.maximumLineBytes
        try buffer.fill(to: limit + 1)
        if buffer.bytes.isEmpty && buffer.atEnd { return nil }
        let end = buffer.newline(from: 0, to: limit + 1) ?? (buffer.atEnd ? buffer.bytes.count : nil)
        guard let end, end <= limit else { return .overlongLine(try buffer.skipLine()) }
        let number = buffer.line
        var textEnd = end
        if textEnd > 0 && buffer.bytes[textEnd - 1] == ASCII.carriageReturn { textEnd -= 1 }
        let text = buffer.bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[0..<textEnd]), as: UTF8.self)
        }
        buffer.consume(end + 1)
        return .line(number: number, text: text)
    }
}
