import MSALErrorModel

/// The time an error's text carries (`Diagnosis.time`), from the first of:
///
/// 1. the logger's or MSAL's prefix on the error's first line: the part of the line before
///    the error's text (or, when the error starts at the line's start, the prefix that
///    ``LinePrefix`` steps over), at most ``prefixWindow`` bytes from the line's start. Its
///    first time with a full date wins, else its first year-less time (`MM-dd HH:mm:ss.SSS`,
///    `HH:mm:ss.SSS`): when the app's log saw the error;
/// 2. the server's `Timestamp: <time>` line of an AADSTS description, in the error's text or
///    among the id lines right after it, or a `"timestamp": "<time>"` field of an error body
///    (`'timestamp': '<time>'` in a Python dict):
///    when the service answered (UTC).
///
/// Every form ``LogTimeReading`` knows is read; a time the text gave without a zone stays
/// without one, an offset is turned to UTC, a time without a date stays without one.
/// It looks at one line's prefix and searches the error's own text once: cheap per error.
enum ErrorTime {
    /// How far into its first line an error's prefix is looked at.
    static let prefixWindow = 320
    /// `Timestamp`/`timestamp` between its first letter and its `p`, searched for in the error's text.
    private static let stem: StaticString = "imestam"

    /// Gives `error` the time its text carries, when it has none yet.
    static func complete(_ error: inout DecodedError, in input: TextBytes) {
        guard error.diagnosis.time == nil, error.start < input.count else { return }
        let start = error.start, errorEnd = max(error.end, start)
        let time = input.bytes.withUnsafeBufferPointer { bytes -> LogTime? in
            if let time = prefixTime(bytes, input: input, start: start) { return time }
            let end = ErrorIds.idLinesEnd(after: errorEnd, in: input, limit: input.count)
            return serverTime(bytes, input: input, from: start, to: end)
        }
        if let time { error.diagnosis.time = time }
    }

    /// The time in the prefix of the line holding `start`. Every time form has a clock
    /// (`HH:mm:ss`): a line whose head has none is passed over with a `memchr` or two, before
    /// its prefix is measured.
    static func prefixTime(_ bytes: UnsafeBufferPointer<UInt8>, input: TextBytes, start: Int) -> LogTime? {
        let lineStart = input.lineStart(before: start)
        var prefixEnd = min(start, lineStart + prefixWindow)
        if start == lineStart {
            let lineEnd = min(input.lineEnd(from: start), lineStart + prefixWindow)
            guard hasClock(bytes, from: lineStart, to: lineEnd),
                  let content = LinePrefix.content(input, lineStart: lineStart, lineEnd: lineEnd) else { return nil }
            prefixEnd = content.start
        } else if !hasClock(bytes, from: lineStart, to: prefixEnd) {
            return nil
        }
        guard prefixEnd > lineStart else { return nil }
        return LogTimeReading.bestTime(bytes, from: lineStart, to: prefixEnd)
    }

    /// True when `bytes[from..<to]` holds `dd:dd:dd`.
    private static func hasClock(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        var cursor = from + 2
        while cursor < to - 3 {
            let colon = TextBytes.firstIndex(of: ASCII.colon, in: bytes, from: cursor, to: to - 3)
            guard colon < to - 3 else { return false }
            if bytes[colon + 3] == ASCII.colon, ASCII.isDigit(bytes[colon - 1]), ASCII.isDigit(bytes[colon + 1]),
               ASCII.isDigit(bytes[colon + 2]), ASCII.isDigit(bytes[colon - 2]) { return true }
            cursor = colon + 1
        }
        return false
    }

    /// A quote, apostrophe, backslash or space around a key or its value.
    @inline(__always) private static func isQuoting(_ byte: UInt8) -> Bool {
        byte == ASCII.quote || byte == ASCII.apostrophe || byte == 0x5C || byte == ASCII.space
    }

    /// The first `Timestamp: <time>`, `"timestamp":"<time>"` or `'timestamp': '<time>'` in `from..<to`. Found by a
    /// `memchr` for the key's `p` (rarer in text than its other letters), then a compare.
    static func serverTime(_ bytes: UnsafeBufferPointer<UInt8>, input: TextBytes, from: Int, to: Int) -> LogTime? {
        guard let base = bytes.baseAddress, to <= bytes.count else { return nil }
        var cursor = from + 8  // the `p` of a key that starts at `from` or later
        while cursor < to {
            let p = TextBytes.firstIndex(of: 0x70, in: bytes, from: cursor, to: to)
            guard p < to else { return nil }
            cursor = p + 1
            let key = p - 8
            guard base[key] | 0x20 == 0x74,  // `T` or `t`
                  TextBytes.equalBytes(base + key + 1, stem.utf8Start, count: stem.utf8CodeUnitCount) else { continue }
            var value = p + 1
            // `Timestamp: `, `"timestamp":"`, `\"timestamp\": \"`, `timestamp=`, and a Python dict's
            // `'timestamp': '`.
            while value < to, isQuoting(bytes[value]) { value += 1 }
            guard value < to, bytes[value] == ASCII.colon || bytes[value] == ASCII.equals else { continue }
            value += 1
            while value < to, isQuoting(bytes[value]) { value += 1 }
            if let (time, _) = LogTimeReading.iso(UnsafeBufferPointer(rebasing: bytes[0..<to]), at: value) { return time }
        }
        return nil
    }
}
