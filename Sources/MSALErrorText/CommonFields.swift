/// Fields that read the same in every platform's text: AADSTS and B2C codes,
/// correlation and trace ids, `Retry-After`.
enum CommonFields {
    private static let aadstsPrefix = Array("AADSTS".utf8)
    private static let b2cPrefix = Array("AADB2C".utf8)
    private static let retryAfter = Array("retry-after".utf8)
    static let correlationLabels: [[UInt8]] = [
        "correlation id", "correlationid", "correlation_id", "correlation-id", "client-request-id",
    ].map { Array($0.utf8) }
    static let traceLabels: [[UInt8]] = ["trace id", "traceid", "trace_id", "trace-id"].map { Array($0.utf8) }

    /// `AADSTS50076` numbers in order, each once. `AADSTS` followed by letters is not a code.
    static func aadsts(in input: TextBytes, _ range: Range<Int>) -> [Int] {
        numbers(after: aadstsPrefix, in: input, range)
    }

    static func b2c(in input: TextBytes, _ range: Range<Int>) -> [Int] {
        numbers(after: b2cPrefix, in: input, range)
    }

    private static func numbers(after prefix: [UInt8], in input: TextBytes, _ range: Range<Int>) -> [Int] {
        var found: [Int] = []
        var cursor = range.lowerBound
        while let hit = input.find(prefix, from: cursor, to: range.upperBound) {
            cursor = hit + prefix.count
            guard ASCII.isDigit(input.at(cursor)) else { continue }
            var end = cursor
            while end < range.upperBound && ASCII.isDigit(input[end]) { end += 1 }
            guard end - cursor >= 2, end - cursor <= 9, !ASCII.isLetter(input.at(end)),
                  let (value, _) = input.integer(at: cursor, to: end) else { continue }
            if !found.contains(value) { found.append(value) }
            cursor = end
        }
        return found
    }

    /// The GUID-like id that follows one of `labels` (case-insensitive) in `range`.
    static func labeledId(_ labels: [[UInt8]], in input: TextBytes, _ range: Range<Int>) -> String? {
        var best: (at: Int, value: String)?
        for label in labels {
            var cursor = range.lowerBound
            while let hit = input.findIgnoringCase(label, from: cursor, to: range.upperBound) {
                cursor = hit + label.count
                if let best, best.at < hit { break }
                if let value = idValue(in: input, from: cursor, to: range.upperBound) {
                    best = (hit, value)
                    break
                }
            }
        }
        return best?.value
    }

    /// After a label: separators and quotes, then a run of hex digits and dashes (8–64).
    static func idValue(in input: TextBytes, from start: Int, to end: Int) -> String? {
        var cursor = start
        while cursor < end, cursor < start + 6,
              [ASCII.space, ASCII.colon, ASCII.equals, ASCII.quote, ASCII.apostrophe, ASCII.tab, ASCII.backslash]
                .contains(input[cursor]) {
            cursor += 1
        }
        var stop = cursor
        while stop < end, ASCII.isHexDigit(input[stop]) || input[stop] == ASCII.minus { stop += 1 }
        guard stop - cursor >= 8, stop - cursor <= 64, !ASCII.isIdentifier(input.at(stop)) else { return nil }
        return input.string(cursor..<stop)
    }

    /// Seconds in a `Retry-After` header anywhere in `range`.
    static func retryAfterSeconds(in input: TextBytes, _ range: Range<Int>) -> Int? {
        guard let hit = input.findIgnoringCase(retryAfter, from: range.lowerBound, to: range.upperBound) else {
            return nil
        }
        var cursor = hit + retryAfter.count
        while cursor < range.upperBound, cursor < hit + retryAfter.count + 8,
              [ASCII.space, ASCII.colon, ASCII.equals, ASCII.quote, ASCII.apostrophe, ASCII.tab, ASCII.backslash,
               ASCII.openBracket].contains(input[cursor]) {
            cursor += 1
        }
        guard let (value, end) = input.integer(at: cursor, to: range.upperBound), value >= 0,
              !ASCII.isLetter(input.at(end)) else { return nil }
        return value
    }
}
