import Foundation
import MSALErrorText
import TriageConsole

/// The times an opened log wrote for its errors. An error whose diagnosis has a time (its
/// line's prefix, `Diagnosis.time`) already shows it (`ImportedErrors.item`). For the others
/// the file is read a second time, line by line without decoding (the stream keeps no line's
/// text), and each whose first line starts with a time of day (`ImportedErrors.logTime`)
/// takes it: the console's time column then shows the log's time, else the error's line.
enum OpenedFileTimes {
    /// Gives `items` (in line order, their line in `detail`) the times of their first lines.
    /// Standard input cannot be read twice: its errors keep their lines.
    static func stamp(_ items: inout [FeedItem], descriptor: Int32, name: String) {
        guard items.contains(where: { $0.diagnosis?.time == nil }), descriptor != STDIN_FILENO,
              lseek(descriptor, 0, SEEK_SET) == 0 else { return }
        var reader = LineChunkReader(FileDescriptorSource(descriptor: descriptor, name: name))
        var next = 0
        while next < items.count, let read = try? reader.next() {
            guard case .lines(let chunk) = read else { continue }
            let bytes = chunk.bytes
            var line = chunk.firstLine
            var start = 0
            while start < bytes.count, next < items.count {
                let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
                while next < items.count, Int(items[next].event.detail) < line { next += 1 }
                if next < items.count, Int(items[next].event.detail) == line,
                   let time = ImportedErrors.logTime(String(decoding: bytes[start..<min(end, start + 48)], as: UTF8.self)[...]) {
                    while next < items.count, Int(items[next].event.detail) == line {
                        if items[next].diagnosis?.time == nil { items[next].event.time = time }
                        next += 1
                    }
                }
                start = end + 1
                line += 1
            }
        }
    }
}
