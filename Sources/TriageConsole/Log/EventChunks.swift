import TriageQuery

/// The log's events, kept in chunks of 65,536.
///
/// An export reads a copy of the log on another thread while the stream keeps
/// appending. With one flat array the first append after the copy was taken
/// copied every event (40 MB for a million) on the drawing thread, a frame of a
/// quarter second or more; with chunks it copies only the chunk being filled.
public struct EventChunks: RandomAccessCollection, Sendable {
    static let chunkShift = 16
    static let chunkSize = 1 << chunkShift

    private var chunks: [[LogEvent]] = []
    public private(set) var count = 0

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(index: Int) -> LogEvent {
        chunks[index >> Self.chunkShift][index & (Self.chunkSize - 1)]
    }

    /// Room held for events, including the unfilled part of the last chunk.
    public var capacity: Int { chunks.reduce(0) { $0 + $1.capacity } }

    mutating func append(_ event: LogEvent) {
        if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkSize {
            var chunk: [LogEvent] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(event)
        count += 1
    }
}
