import MSALErrorModel
import MSALErrorText

extension SessionLineReader {
    /// Every line of a session export read from `chunks`, in order: each event (or why a
    /// line is not one) with its 1-based number and the diagnoses met so far, which the
    /// events index; `overlong` for each line too long to hold (skipped), in its place;
    /// `progress` with the bytes read after each pair of chunks. Throws what the source throws.
    ///
    /// Both cores work: two chunks are scanned at once (``ExportLineScanner``) while the
    /// next two are read; then their lines are handed out in order.
    public mutating func readAll<Source: ByteSource>(
        _ chunks: inout LineChunkReader<Source>, overlong: (OverlongLine) -> Void, progress: (Int) -> Void = { _ in },
        _ body: (Result<Line, LineProblem>, Int, [Diagnosis]) -> Void
    ) throws {
        var ahead = try Self.readAhead(&chunks)
        while !ahead.isEmpty {
            let items = ahead
            let lineChunks = items.compactMap { item -> LineChunk? in
                if case .lines(let chunk) = item { return chunk }
                return nil
            }
            var scanned = [[ExportLineScanner.ScannedLine]](repeating: [], count: lineChunks.count)
            var failure: (any Error)?
            ahead = []
            let reader = self
            scanned.withUnsafeMutableBufferPointer { slots in
                Parallel.run(lineChunks.count + 1) { task in
                    if task < lineChunks.count {
                        slots[task] = reader.scanned(lineChunks[task])
                    } else {
                        do { ahead = try Self.readAhead(&chunks) } catch { failure = error }
                    }
                }
            }
            var next = 0
            for item in items {
                switch item {
                case .overlongLine(let line): overlong(line)
                case .lines(let chunk):
                    deliver(chunk, scanned[next], body)
                    next += 1
                }
            }
            progress(chunks.bytesRead)
            if let failure { throw failure }
        }
    }

    /// Up to two chunks of lines, or fewer ending with an overlong line (so that it is
    /// reported between the lines before and after it).
    private static func readAhead<Source: ByteSource>(_ chunks: inout LineChunkReader<Source>) throws -> [LineChunkReader<Source>.Item] {
        var items: [LineChunkReader<Source>.Item] = []
        var lineChunks = 0
        while lineChunks < 2, let item = try chunks.next() {
            items.append(item)
            guard case .lines = item else { break }
            lineChunks += 1
        }
        return items
    }
}
