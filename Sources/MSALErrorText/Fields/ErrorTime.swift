import MSALErrorModel

/// The time an error's text carries (`Diagnosis.time`), from the first of:
///
/// 1. the logger's or MSAL's prefix on the error's first line: the part of the line before
///    the error's text (or, when the error starts at the line's start, the prefix that
///    ``LinePrefix`` steps over), at most ``prefixWindow`` bytes from the line's start. Its
///    first time with a full date wins, else its first year-less time (`MM-dd HH:mm:ss.SSS`,
///    `HH:mm:ss.SSS`): when the app's log saw the error;
/// 2. the server's `Timestamp: <time>` line of an AADSTS description, in the error's text or
///    among the id lines right after it, or a `"timestamp": "<time>"` field of an error body:
///    when the service answered (UTC).
///
/// Every form ``LogTimeReading`` knows is read; a time the text gave without a zone stays
/// without one, an offset is turned to UTC, a time without a date stays without one.
/// It looks at one line's prefix and searches the error's own text once: cheap per error.
enum ErrorTime {
    /// How far into its first line an error's prefix is looked at.
    static let prefixWindow = 320
    /// `Timestamp`/`timestamp` less its first letter, searched for in the error's text.
    private static let stampKey = Array("imestamp".utf8)

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

    /// The time in the prefix of the line holding `start`.
    static func prefixTime(_ bytes: UnsafeBufferPointer<UInt8>, input: TextBytes, start: Int) -> LogTime? {
        let lineStart = input.lineStart(before: start)
        var prefixEnd = start
        if start == lineStart {
            let lineEnd = input.lineEnd(from: start)
            guard let content = LinePrefix.content(input, lineStart: lineStart, lineEnd: min(lineEnd, lineStart + prefixWindow))
            else { return nil }
            prefixEnd = content.start
        }
        guard prefixEnd > lineStart else { return nil }
        return LogTimeReading.bestTime(bytes, from: lineStart, to: min(prefixEnd, lineStart + prefixWindow))
    }

    /// The first `Timestamp: <time>` or `"timestamp":"<time>"` in `from..<to`.
    static func serverTime(_ bytes: UnsafeBufferPointer<UInt8>, input: TextBytes, from: Int, to: Int) -> LogTime? {
        var cursor = from + 1
        while let hit = input.find(stampKey, from: cursor, to: to) {
            cursor = hit + stampKey.count
            guard input.at(hit - 1) | 0x20 == 0x74 else { continue }  // `T` or `t`
            var value = cursor
            // `Timestamp: `, `"timestamp":"`, `\"timestamp\": \"`, `timestamp=`.
            while value < to, input[value] == ASCII.quote || input[value] == 0x5C || input[value] == ASCII.space { value += 1 }
            guard value < to, input[value] == ASCII.colon || input[value] == ASCII.equals else { continue }
            value += 1
            while value < to, input[value] == ASCII.quote || input[value] == 0x5C || input[value] == ASCII.space { value += 1 }
            if let (time, _) = LogTimeReading.iso(UnsafeBufferPointer(rebasing: bytes[0..<to]), at: value) { return time }
        }
        return nil
    }
}
