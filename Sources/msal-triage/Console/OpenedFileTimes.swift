import Foundation
import MSALErrorText
import TriageConsole

/// The times an opened log wrote for its errors. An error whose diagnosis has a time (its
/// line's prefix, `Diagnosis.time`) already shows it (`ImportedErrors.item`). For the others,
/// since the errors are decoded from a stream that keeps no line's text, the file is read a second time, line by line without decoding
/// (at its own offset, `pread`, so the two readings never disturb each other), and each error
/// whose first line starts with a time of day (`ImportedErrors.logTime`) takes it: the
/// console's time column then shows the log's time, else the error's line.
struct OpenedFileTimes {
    private var reader: LineChunkReader<PositionalSource>
    /// The chunk of lines being looked at, where in it the next line starts, and its number.
    private var bytes: [UInt8] = []
    private var start = 0
    private var line = 1

    /// Nil for what cannot be read twice (standard input, a pipe): its errors keep their lines.
    init?(descriptor: Int32, name: String) {
        guard descriptor != STDIN_FILENO, lseek(descriptor, 0, SEEK_CUR) >= 0 else { return nil }
        reader = LineChunkReader(PositionalSource(descriptor: descriptor, name: name))
    }

    /// Gives `items` (in line order, their line in `detail`, after those of earlier calls)
    /// the times of their first lines.
    mutating func stamp(_ items: inout [FeedItem]) {
        guard items.contains(where: { $0.diagnosis?.time == nil }) else { return }
        var next = 0
        while next < items.count {
            if start >= bytes.count {
                guard let read = try? reader.next() else { return }
                guard case .lines(let chunk) = read else { continue }
                bytes = chunk.bytes
                line = chunk.firstLine
                start = 0
                continue
            }
            let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
            while next < items.count, Int(items[next].event.detail) < line { next += 1 }
            if next < items.count, Int(items[next].event.detail) == line,
               let time = ImportedErrors.logTime(String(decoding: bytes[start..<min(end, start + 48)], as: UTF8.self)[...]) {
                while next < items.count, Int(items[next].event.detail) == line {
                    if items[next].diagnosis?.time == nil { items[next].event.time = time }
                    next += 1
                }
            }
            // The line stays current until the items on it are done: the next call may hold more.
            if next < items.count {
                start = end + 1
                line += 1
            }
        }
    }
}

/// A file read from its start with `pread`, leaving the descriptor's own offset alone.
struct PositionalSource: ByteSource {
    let descriptor: Int32
    let name: String
    private var offset: off_t = 0

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    var sourceName: String { name }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = pread(descriptor, buffer.baseAddress, buffer.count, offset)
            if count >= 0 {
                offset += off_t(count)
                return count
            }
            if errno == EINTR { continue }
            // Only the times are lost: the errors come from the other reading.
            throw PositionalReadFailed()
        }
    }
}

private struct PositionalReadFailed: Error {}
