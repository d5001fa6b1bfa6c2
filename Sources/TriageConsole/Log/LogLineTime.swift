/// The time of day a log line was written, when the line starts with one, as nearly every
/// logger writes it (`2026-11-26 10:15:20.123 …`, `[10:15:20,123] …`, `10:15:20 …`): an opened
/// or followed file's errors show it in the log's time column instead of their line number.
enum LogLineTime {
    /// Milliseconds since midnight of the first `HH:MM:SS` (with `.mmm` or `,mmm`, or none)
    /// within the line's first 40 characters; nil when there is none.
    static func of(_ line: Substring) -> UInt64? {
        let bytes = Array(line.utf8.prefix(48))
        func digit(_ index: Int) -> UInt64? {
            guard index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 else { return nil }
            return UInt64(bytes[index] - 48)
        }
        func two(_ index: Int) -> UInt64? {
            guard let high = digit(index), let low = digit(index + 1) else { return nil }
            return high * 10 + low
        }
        var start = 0
        while start + 8 <= bytes.count, start <= 40 {
            defer { start += 1 }
            // Not the middle of a longer number.
            if start > 0, digit(start - 1) != nil { continue }
            guard let hours = two(start), bytes[start + 2] == 58, let minutes = two(start + 3),
                  bytes[start + 5] == 58, let seconds = two(start + 6),
                  hours < 24, minutes < 60, seconds < 61 else { continue }
            var milliseconds: UInt64 = 0
            if start + 8 < bytes.count, bytes[start + 8] == 46 || bytes[start + 8] == 44,
               let a = digit(start + 9), let b = digit(start + 10), let c = digit(start + 11) {
                milliseconds = a * 100 + b * 10 + c
            }
            return ((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds
        }
        return nil
    }
}
