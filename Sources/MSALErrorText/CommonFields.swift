/// Fields that read the same in every platform's text: AADSTS and B2C codes,
/// correlation and trace ids, `Retry-After`.
enum CommonFields {
    private static let aadstsPrefix = Array("AADSTS".utf8)
    private static let b2cPrefix = Array("AADB2C".utf8)
    private static let retryAfter = Array("retry-after".utf8)
    private static let correlationStem = Array("correlation".utf8)
    private static let traceStem = Array("trace".utf8)
    private static let clientRequestId = Array("client-request-id".utf8)

    /// AADSTS numbers have at most nine digits and are never zero or negative.
    static func isServerCodeNumber(_ value: Int) -> Bool { value > 0 && value < 1_000_000_000 }

    /// More codes than this in one error are not real: the rest are ignored.
    static let maximumCodes = 64

    /// `AADSTS50076` numbers in order, each once. `AADSTS` followed by letters is not a code.
    static func aadsts(in input: TextBytes, _ range: Range<Int>) -> [Int] {
        serverCodes(in: input, range).aadsts
    }

    static func b2c(in input: TextBytes, _ range: Range<Int>) -> [Int] {
        serverCodes(in: input, range).b2c
    }

    /// AADSTS and B2C (`AADB2C90118`) numbers in one pass: both start with `AAD`, and
    /// `memchr` finds the rare `A` much faster than a loop over every byte.
    static func serverCodes(in input: TextBytes, _ range: Range<Int>) -> (aadsts: [Int], b2c: [Int]) {
        var aadsts: [Int] = [], b2c: [Int] = []  // at most `maximumCodes` each: a linear search beats hashing
        let prefixLength = aadstsPrefix.count
        let lastStart = min(range.upperBound, input.count) - prefixLength
        var cursor = range.lowerBound
        while aadsts.count < maximumCodes || b2c.count < maximumCodes,
              let hit = input.firstIndexScanning(of: 0x41, from: cursor, to: lastStart + 1) {
            cursor = hit + 1
            let isAADSTS = input.hasPrefix(aadstsPrefix, at: hit)
            guard isAADSTS || input.hasPrefix(b2cPrefix, at: hit) else { continue }
            cursor = hit + prefixLength
            guard ASCII.isDigit(input.at(cursor)) else { continue }
            var end = cursor
            while end < range.upperBound && ASCII.isDigit(input[end]) { end += 1 }
            guard end - cursor >= 2, end - cursor <= 9, !ASCII.isLetter(input.at(end)),
                  let (value, _) = input.integer(at: cursor, to: end) else { continue }
            if isServerCodeNumber(value) {
                if isAADSTS {
                    if aadsts.count < maximumCodes, !aadsts.contains(value) { aadsts.append(value) }
                } else if b2c.count < maximumCodes, !b2c.contains(value) {
                    b2c.append(value)
                }
            }
            cursor = end
        }
        return (aadsts, b2c)
    }

    /// Labels of the correlation and trace ids, for a ``LabelSet``.
    static let correlationLabelNames = ["correlation id", "correlationid", "correlation_id", "correlation-id",
                                        "client-request-id"]
    static let traceLabelNames = ["trace id", "traceid", "trace_id", "trace-id"]

    /// The id after `Correlation ID`, `correlationId`, `correlation_id`, `client-request-id`.
    static func correlationId(in input: TextBytes, _ range: Range<Int>) -> String? {
        idAfterStem(correlationStem, in: input, range) ?? idAfterStem(clientRequestId, in: input, range, needsId: false)
    }

    /// The id after `Trace ID`, `traceId`, `trace_id`.
    static func traceId(in input: TextBytes, _ range: Range<Int>) -> String? {
        idAfterStem(traceStem, in: input, range)
    }

    /// The first `stem[ _-]id` (any case) in `range` followed by a GUID-like value.
    private static func idAfterStem(_ stem: [UInt8], in input: TextBytes, _ range: Range<Int>,
                                    needsId: Bool = true) -> String? {
        var cursor = range.lowerBound
        while let hit = input.findIgnoringCase(stem, from: cursor, to: range.upperBound) {
            cursor = hit + stem.count
            guard input.isWordStart(hit) || input.at(hit - 1) == 0x5F else { continue }
            var after = cursor
            if needsId {
                let separator = input.at(after)
                if separator == ASCII.space || separator == 0x5F || separator == ASCII.minus { after += 1 }
                guard TextBytes.lower(input.at(after)) == 0x69, TextBytes.lower(input.at(after + 1)) == 0x64,
                      !ASCII.isLetter(input.at(after + 2)) else { continue }
                after += 2
            }
            if let value = idValue(in: input, from: after, to: range.upperBound) { return value }
        }
        return nil
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
