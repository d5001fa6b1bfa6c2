import MSALErrorModel

/// The time of day a log line was written, when the line starts with one, as nearly every
/// logger writes it (`2026-11-26 10:15:20.123 …`, `[10:15:20,123] …`, `10:15:20 …`): an opened
/// or followed file's errors whose diagnosis has no time of its own show it in the log's time
/// column instead of their line number. Read by the one time reader (`LogTimeReading`), as an
/// error's `Diagnosis.time` is.
enum LogLineTime {
    /// How much of a line's start is looked at.
    static let window = 48

    /// Milliseconds since midnight of the line's first time within its first ``window`` bytes
    /// (one with a date first, else a time of day); nil when there is none.
    static func of(_ line: Substring) -> UInt64? {
        let bytes = Array(line.utf8.prefix(window))
        return bytes.withUnsafeBufferPointer { LogTimeReading.bestTime($0, to: $0.count)?.millisecondsOfDay }
    }
}
