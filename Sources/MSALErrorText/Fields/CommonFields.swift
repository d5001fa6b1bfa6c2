/// Fields that read the same in every platform's text: AADSTS and B2C codes,
/// correlation and trace ids, `Retry-After`.
enum CommonFields {
    /// How server codes are written (`AADSTS50076`, `AADB2C90118`); the decoders look for these.
    static let aadstsPrefix = Array("AADSTS".utf8)
    static let b2cPrefix = Array("AADB2C".utf8)
    private static let retryAfter = Array("retry-after".utf8)
    private static let correlationStem = Array("correlation".utf8)
    private static let traceStem = Array("trace".utf8)
    private static let clientRequestId = Array("client-request-id".utf8)

    /// AADSTS numbers have at most nine digits and are never zero or negative.
    static func isServerCodeNumber(_ value: Int) -> Bool { value > 0 && value < 1_000_000_000 }

    /// An HTTP status as written, when it is one (100–599): .NET writes `StatusCode: 0`
    /// when no call was made, and a cut or garbled text can hold any number.
    static func httpStatus(_ value: Int?) -> Int? { value.flatMap { (100...599).contains($0) ? $0 : nil } }

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
              let hit = input.firstIndex(of: 0x41, from: cursor, to: lastStart + 1) {
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

    /// Labels of the correlation and trace ids, for a ``LabelSet``. (A chat app's paste may hold a
    /// no-break space, U+00A0, between the words.)
    static let correlationLabelNames = ["correlation id", "correlationid", "correlation_id", "correlation-id",
                                        "client-request-id", "correlation\u{A0}id"]
    static let traceLabelNames = ["trace id", "traceid", "trace_id", "trace-id", "trace\u{A0}id"]

    /// The id after `Correlation ID`, `correlationId`, `correlation_id`, or else `client-request-id`.
    static func correlationId(in input: TextBytes, _ range: Range<Int>) -> String? {
        ids(in: input, range, trace: false).correlation
    }

    /// The id after `Trace ID`, `traceId`, `trace_id`.
    static func traceId(in input: TextBytes, _ range: Range<Int>) -> String? {
        ids(in: input, range, correlation: false).trace
    }

    /// The correlation id (`correlation[ _-]id`, else `client-request-id`) and the trace id
    /// (`trace[ _-]id`), any case, at a word start or after `_`, each the first one
    /// followed by a GUID-like value; only those asked for.
    ///
    /// Every label these read ends in `id` (`Trace ID`, `correlation_id`,
    /// `client-request-id`), so the pass jumps from `d` to `D` to `d` (`memchr`) and
    /// looks back for a stem only behind an `id`: a few checks per `d` instead of
    /// three case-insensitive searches over the whole range. Each label's places
    /// come in the order of their `id`s, so the first found is the first written.
    static func ids(in input: TextBytes, _ range: Range<Int>, correlation wantsCorrelation: Bool = true,
                    trace wantsTrace: Bool = true) -> (correlation: String?, trace: String?) {
        var correlation: String?, clientRequest: String?, trace: String?
        var needsCorrelation = wantsCorrelation, needsClientRequest = wantsCorrelation, needsTrace = wantsTrace
        let upper = min(range.upperBound, input.count)
        var nextLower = input.firstIndex(of: 0x64, from: range.lowerBound + 1, to: upper) ?? upper
        var nextUpper = input.firstIndex(of: 0x44, from: range.lowerBound + 1, to: upper) ?? upper
        while needsCorrelation || needsTrace {
            let d = min(nextLower, nextUpper)
            guard d < upper else { break }
            if d == nextLower {
                nextLower = input.firstIndex(of: 0x64, from: d + 1, to: upper) ?? upper
            } else {
                nextUpper = input.firstIndex(of: 0x44, from: d + 1, to: upper) ?? upper
            }
            let i = d - 1
            guard TextBytes.lower(input[i]) == 0x69 else { continue }
            if needsClientRequest, matchesStem(clientRequestId, endingAt: d + 1, in: input, range),
               let value = idValue(in: input, from: d + 1, to: range.upperBound) {
                clientRequest = value
                needsClientRequest = false
            }
            guard !ASCII.isLetter(input.at(d + 1)) else { continue }
            // The stem ends right before `id`, or before one space, `_` or `-` ahead of it.
            let separator = input.at(i - 1)
            let stemEnd = separator == ASCII.space || separator == 0x5F || separator == ASCII.minus ? i - 1 : i
            if needsCorrelation, matchesStem(correlationStem, endingAt: stemEnd, in: input, range),
               let value = idValue(in: input, from: d + 1, to: range.upperBound) {
                correlation = value
                needsCorrelation = false
            }
            if needsTrace, matchesStem(traceStem, endingAt: stemEnd, in: input, range),
               let value = idValue(in: input, from: d + 1, to: range.upperBound) {
                trace = value
                needsTrace = false
            }
        }
        return (correlation ?? clientRequest, trace)
    }

    /// `stem` (any case) ends at `end`, starts inside `range` at a word start or after `_`.
    private static func matchesStem(_ stem: [UInt8], endingAt end: Int, in input: TextBytes, _ range: Range<Int>) -> Bool {
        let start = end - stem.count
        return start >= range.lowerBound && input.hasPrefixIgnoringCase(stem, at: start)
            && (input.isWordStart(start) || input.at(start - 1) == 0x5F)
    }

    /// After a label: separators and quotes, then a run of hex digits and dashes (8–64),
    /// not all zeros.
    static func idValue(in input: TextBytes, from start: Int, to end: Int) -> String? {
        var cursor = start
        // Separators and quotes: the bytes `LabeledValues.isSeparatorByte` names (not an array
        // made and searched per byte).
        while cursor < end, cursor < start + 6, LabeledValues.isSeparatorByte(input[cursor]) {
            cursor += 1
        }
        // A label that ends its line (a console or a paste wrapped `Correlation ID:` from its id):
        // the id opens the next line.
        if cursor < end, input[cursor] == ASCII.newline || input[cursor] == ASCII.carriageReturn {
            if input[cursor] == ASCII.carriageReturn { cursor += 1 }
            if cursor < end, input[cursor] == ASCII.newline { cursor = input.skipSpaces(from: cursor + 1, to: end) }
        }
        // One table look-up per byte (the redactor's), not four range tests: ids are read from
        // every error, and the tests' branches were most of this function's time on app logs.
        let classes = QuickLookTables.shared.classes
        let limit = min(end, input.count)
        var stop = cursor
        while stop < limit, classes[Int(input[stop])] & Redactor.ByteClass.hexOrMinus != 0 { stop += 1 }
        guard stop - cursor >= 8, stop - cursor <= 64, !ASCII.isIdentifier(input.at(stop)) else { return nil }
        // An all-zero id (`00000000-0000-0000-0000-000000000000`) names no request.
        var zeros = cursor
        while zeros < stop, input[zeros] == ASCII.zero || input[zeros] == ASCII.minus { zeros += 1 }
        guard zeros < stop else { return nil }
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
        guard let (value, end) = seconds(input, at: cursor, to: range.upperBound), !ASCII.isLetter(input.at(end)) else {
            return nil
        }
        return value
    }

    /// Whole seconds of a wait at `start`: a number too large for an `Int` is `Int.max` (the
    /// advice caps a wait at what MSAL honours, and says so); a negative or fractional one is none.
    static func seconds(_ input: TextBytes, at start: Int, to end: Int) -> (value: Int, end: Int)? {
        if let (value, valueEnd) = input.integer(at: start, to: end) { return value >= 0 ? (value, valueEnd) : nil }
        let numberEnd = input.numberEnd(from: start, to: end)
        guard numberEnd > start, (start..<numberEnd).allSatisfy({ ASCII.isDigit(input[$0]) }) else { return nil }
        return (.max, numberEnd)
    }
}
