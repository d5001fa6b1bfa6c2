/// The bytes of a stream not yet consumed, read on demand, with the number of the line
/// they start on. Shared by ``ErrorStreamReader``, ``LineStreamReader`` and
/// ``LineChunkReader``; it holds at most what its owner asks ``fill(to:)`` for, so
/// memory does not grow with the stream.
struct StreamBuffer<Source: ByteSource> {
    /// Every stream is read through ``TextDecodingSource``: gzip, UTF-16 and lone-CR line
    /// ends reach the readers as UTF-8 lines.
    private var source: TextDecodingSource<Source>
    let limits: StreamLimits
    private(set) var bytes: [UInt8] = []
    /// The 1-based line `bytes[0]` is on.
    private(set) var line = 1
    /// How many bytes of that line were consumed before `bytes[0]` (0 at a line start).
    private(set) var lineOffset = 0
    /// True once the source said it has nothing more.
    private(set) var atEnd = false

    init(_ source: Source, limits: StreamLimits) {
        self.source = TextDecodingSource(source, name: source.sourceName)
        self.limits = limits
    }

    /// Every byte the source handed out so far (for progress).
    private(set) var bytesRead = 0
    /// Where reads land before they are appended: allocated once, reused by every read
    /// (a line reader asks for more on every line).
    private var scratch: [UInt8] = []

    /// Reads until at least `count` bytes are held or the stream ends.
    mutating func fill(to count: Int) throws {
        guard bytes.count < count, !atEnd else { return }
        if bytes.count <= count / 4 && count >= Self.readBytes { return try fillInPlace(to: count) }
        if bytes.capacity < count { bytes.reserveCapacity(count) }
        if scratch.isEmpty { scratch = [UInt8](repeating: 0, count: Self.readBytes) }
        while bytes.count < count && !atEnd {
            let wanted = min(scratch.count, count - bytes.count)
            let read = try scratch.withUnsafeMutableBytes {
                try source.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[0..<wanted]))
            }
            if read == 0 { atEnd = true } else { bytes.append(contentsOf: scratch[0..<read]) }
            bytesRead += read
        }
    }

    /// Reads straight into new storage of `count` bytes (the few held bytes copied first),
    /// for a big fill of a nearly empty buffer: no copy through ``scratch``.
    private mutating func fillInPlace(to count: Int) throws {
        let held = bytes
        var source = self.source
        var failure: (any Error)?
        var ended = false
        bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: held)
            while initialized < count {
                do {
                    let read = try source.read(into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[initialized..<count])))
                    if read == 0 {
                        ended = true
                        break
                    }
                    initialized += read
                } catch {
                    failure = error
                    break
                }
            }
        }
        self.source = source
        bytesRead += bytes.count - held.count
        if ended { atEnd = true }
        if let failure { throw failure }
    }

    /// The most one read asks the source for.
    static var readBytes: Int { 1 << 20 }

    /// Hands out the first `count` held bytes, which end `newlines` lines, the last of them
    /// at `lastNewline` (-1: none): the held storage itself is handed out and the few bytes
    /// after the cut are kept, so a chunk of lines is never copied.
    mutating func take(_ count: Int, newlines: Int, lastNewline: Int) -> [UInt8] {
        let count = min(count, bytes.count)
        let rest = Array(bytes[count...])
        var taken = bytes
        bytes = rest
        taken.removeLast(taken.count - count)
        line += newlines
        lineOffset = lastNewline >= 0 ? count - lastNewline - 1 : lineOffset + count
        return taken
    }

    /// Drops the first `count` held bytes, counting the lines they end.
    mutating func consume(_ count: Int) {
        let count = min(count, bytes.count)
        guard count > 0 else { return }
        let (newlines, lastNewline) = bytes.withUnsafeBufferPointer { buffer in
            var newlines = 0, last = -1, cursor = 0
            while true {
                let next = TextBytes.firstIndex(of: ASCII.newline, in: buffer, from: cursor, to: count)
                guard next < count else { break }
                newlines += 1
                last = next
                cursor = next + 1
            }
            return (newlines, last)
        }
        line += newlines
        lineOffset = lastNewline >= 0 ? count - lastNewline - 1 : lineOffset + count
        bytes.removeFirst(count)
    }

    /// How many line ends the held bytes in `range` hold.
    func newlines(in range: Range<Int>) -> Int {
        let end = min(range.upperBound, bytes.count)
        return bytes.withUnsafeBufferPointer { buffer in
            var newlines = 0, cursor = max(0, range.lowerBound)
            while cursor < end {
                let next = TextBytes.firstIndex(of: ASCII.newline, in: buffer, from: cursor, to: end)
                guard next < end else { break }
                newlines += 1
                cursor = next + 1
            }
            return newlines
        }
    }

    /// The first newline at or after `start` among the held bytes, or nil.
    func newline(from start: Int, to end: Int? = nil) -> Int? {
        let end = min(end ?? bytes.count, bytes.count)
        guard start < end else { return nil }
        let found = bytes.withUnsafeBufferPointer { TextBytes.firstIndex(of: ASCII.newline, in: $0, from: start, to: end) }
        return found < end ? found : nil
    }

    /// The first held line longer than the limit: where it starts and its line number.
    /// A line still being read counts once it passes the limit.
    func firstOverlongLine() -> (start: Int, line: Int)? {
        var start = 0, number = line, offset = lineOffset
        while start < bytes.count {
            let end = newline(from: start) ?? bytes.count
            if offset + end - start > limits.maximumLineBytes { return (start, number) }
            guard end < bytes.count else { return nil }
            start = end + 1
            number += 1
            offset = 0
        }
        return nil
    }

    /// Skips the line at `bytes[0]` to its end, reading as needed, and reports its length.
    mutating func skipLine() throws -> OverlongLine {
        let number = line
        var length = lineOffset
        while true {
            if let end = newline(from: 0) {
                length += end
                consume(end + 1)
                return OverlongLine(line: number, bytes: length)
            }
            length += bytes.count
            consume(bytes.count)
            if atEnd { return OverlongLine(line: number, bytes: length) }
            try fill(to: limits.chunkBytes)
        }
    }
}
