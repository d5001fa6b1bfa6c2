/// The correlation and trace ids of one error, wherever its text puts them: decoders read
/// the ids inside what they parse; this fills what they left empty, from
///
/// - the whole text of the error (`CorrelationId <guid>` lines of a .NET exception dump,
///   `correlationId`/`correlation_id` fields anywhere in it);
/// - the `Trace ID:` / `Correlation ID:` / `Timestamp:` lines right after it, as the
///   service writes them below an AADSTS description (those lines then belong to the error);
/// - the id slot of the MSAL log prefix on its first line (`../shared/reference/msal-log-formats.md`):
///   MSAL.NET and iOS `[<time> - <id>]`, Android `correlation_id: <id>`, msal4j
///   `[Correlation ID: <id>]`, MSAL.js `[<time> GMT] : [<id>] : @azure/msal-…`.
///
/// Never an id that is not a request's: all-zero ids are dropped (``CommonFields/idValue``),
/// client ids (`Client Id - `, `client_id`) are not read, and a bracketed GUID counts in the
/// MSAL.js slot only when the package name follows it (VS Code puts the client id there,
/// followed by the authority).
enum ErrorIds {
    /// Lines after an error that only carry its ids or its time.
    private static let idLineLabels: [[UInt8]] = ["trace id", "correlation id", "timestamp", "traceid",
                                                  "correlationid", "correlation_id", "trace_id"].map { Array($0.utf8) }
    /// At most this many id lines follow one error.
    private static let maximumIdLines = 4
    private static let msalJSPackages: [[UInt8]] = ["@azure/msal-", "msal.js."].map { Array($0.utf8) }
    private static let spacedColon = Array(" : ".utf8)
    private static let spacedDash = Array(" - ".utf8)

    /// Fills `error`'s missing ids, and extends it over the id lines that follow it.
    /// Ends before `limit` (where the next error's text may start).
    static func complete(_ error: inout DecodedError, in input: TextBytes, limit: Int) {
        guard error.diagnosis.correlationId == nil || error.diagnosis.traceId == nil else { return }
        let end = idLinesEnd(after: error.end, in: input, limit: limit)
        // A decoder that read the ids of this very range found what the diagnosis holds: a second
        // read would find the same (a server-code line without a trace id was read twice).
        let ids: (correlation: String?, trace: String?) = error.idsRead && end == error.end ? (nil, nil)
            : CommonFields.ids(in: input, error.start..<end, correlation: error.diagnosis.correlationId == nil,
                               trace: error.diagnosis.traceId == nil)
        error.end = end
        if error.diagnosis.correlationId == nil, let id = ids.correlation ?? prefixCorrelationId(before: error.start, in: input) {
            error.diagnosis.correlationId = id
        }
        if error.diagnosis.traceId == nil, let id = ids.trace { error.diagnosis.traceId = id }
        if error.diagnosis.correlationId == nil || error.diagnosis.traceId == nil,
           let block = signInPageBlock(before: error.start, in: input) {
            let above = CommonFields.ids(in: input, block.lines, trace: false)
            if error.diagnosis.correlationId == nil, let id = above.correlation { error.diagnosis.correlationId = id }
            if error.diagnosis.traceId == nil, let id = block.requestId { error.diagnosis.traceId = id }
            error.start = min(error.start, block.lines.lowerBound)
        }
    }

    /// The block the sign-in error page and the sign-in logs show above the message:
    /// `Request Id:` (the service's trace id), `Correlation Id:`, `Timestamp:`, then
    /// `Message: AADSTS…`. Only a run of id lines headed by `Request Id:` is taken, so the
    /// `Trace ID:` lines below one error are never read as the next one's. Looked for only above
    /// a `Message:` line: the lines above every other error (most of an app log's, which lack a
    /// trace id) are not walked back.
    private static func signInPageBlock(before start: Int, in input: TextBytes) -> (lines: Range<Int>, requestId: String?)? {
        let errorLine = input.lineStart(before: start)
        guard input.hasPrefixIgnoringCase(messageLabel, at: input.skipSpaces(from: errorLine, to: start)) else { return nil }
        var top = errorLine
        var requestId: String?
        for _ in 0...maximumIdLines {
            guard top > 0 else { break }
            let previous = input.lineStart(before: top - 1)
            let content = input.skipSpaces(from: previous, to: top - 1)
            if input.hasPrefixIgnoringCase(requestIdLabel, at: content) {
                let value = input.skipSpaces(from: content + requestIdLabel.count, to: top - 1)
                guard input.at(value) == ASCII.colon else { break }
                requestId = CommonFields.idValue(in: input, from: value + 1, to: top - 1)
                top = previous
                break
            }
            guard startsIdLine(input, at: content) else { break }
            top = previous
        }
        guard let requestId, top < errorLine else { return nil }
        return (top..<errorLine, requestId)
    }

    private static let requestIdLabel = Array("request id".utf8)
    private static let messageLabel = Array("message:".utf8)

    /// The end of the run of id lines (`Trace ID: …`, `Correlation ID: …`, `Timestamp: …`)
    /// that starts on the line after `end`; `end` itself when there is none.
    static func idLinesEnd(after end: Int, in input: TextBytes, limit: Int) -> Int {
        let upper = min(limit, input.count)
        var result = end
        var cursor = end
        // `… Trace ID:` wrapped at the end of the error's line: the next line holds the id and goes on
        // (and may end with the next label).
        for _ in 0..<maximumIdLines {
            guard endsWithIdLabel(input, cursor), cursor < upper,
                  input[cursor] == ASCII.newline || input[cursor] == ASCII.carriageReturn else { break }
            let next = input.lineEnd(from: min(cursor + 1, upper))
            guard next > cursor + 1, next <= upper else { break }
            result = next
            cursor = next
        }
        for _ in 0..<maximumIdLines {
            // The error must end its line: only spaces (or a CR) may stand before the newline.
            while cursor < upper, input[cursor] == ASCII.space || input[cursor] == ASCII.tab
                || input[cursor] == ASCII.carriageReturn { cursor += 1 }
            guard cursor < upper, input[cursor] == ASCII.newline else { break }
            let lineStart = input.skipSpaces(from: cursor + 1, to: upper)
            guard lineStart < upper, startsIdLine(input, at: lineStart) else { break }
            let lineEnd = min(input.lineEnd(from: lineStart), upper)
            result = lineEnd
            cursor = lineEnd
        }
        return result
    }

    /// True when the text before `end` (spaces aside) is an id label and its colon.
    private static func endsWithIdLabel(_ input: TextBytes, _ end: Int) -> Bool {
        var colon = end - 1
        while colon > 0, input[colon] == ASCII.space || input[colon] == ASCII.carriageReturn { colon -= 1 }
        guard colon > 0, input[colon] == ASCII.colon else { return false }
        var labelEnd = colon
        while labelEnd > 0, input[labelEnd - 1] == ASCII.space { labelEnd -= 1 }
        return idLineLabels.contains { labelEnd >= $0.count && input.hasPrefixIgnoringCase($0, at: labelEnd - $0.count) }
    }

    private static func startsIdLine(_ input: TextBytes, at start: Int) -> Bool {
        for label in idLineLabels where input.hasPrefixIgnoringCase(label, at: start) {
            let after = input.at(start + label.count)
            if after == ASCII.colon || after == ASCII.equals || after == ASCII.space || after == ASCII.tab { return true }
        }
        return false
    }

    /// The correlation id in the MSAL log prefix of the line holding `start`. The prefix
    /// may stand before `start` or, when a decoder starts its error at the line start, at
    /// the head of the error's own first line.
    static func prefixCorrelationId(before start: Int, in input: TextBytes) -> String? {
        let lineStart = input.lineStart(before: start)
        // A prefix is short: a hostile line of a megabyte costs no more than this.
        let windowStart = max(lineStart, start - 600)
        let windowEnd = min(input.lineEnd(from: start), max(start, windowStart) + 300)
        if windowStart < start,
           let labelled = CommonFields.ids(in: input, windowStart..<start, trace: false).correlation { return labelled }
        var cursor = windowStart
        while let open = input.firstIndex(of: ASCII.openBracket, from: cursor, to: windowEnd) {
            cursor = open + 1
            if let id = timeDashId(input, open: open, limit: windowEnd) ?? msalJSId(input, open: open, limit: windowEnd)
                ?? androidId(input, open: open, limit: windowEnd) {
                return id
            }
        }
        return nil
    }

    /// `[<time> - <id>]` (MSAL.NET, iOS/macOS, Android 2018): a time, ` - `, and only the id up to `]`.
    private static func timeDashId(_ input: TextBytes, open: Int, limit: Int) -> String? {
        guard ASCII.isDigit(input.at(open + 1)),
              let close = input.firstIndex(of: ASCII.closeBracket, from: open + 1, to: min(limit, open + 90)),
              let dash = input.find(spacedDash, from: open + 1, to: close),
              let id = CommonFields.idValue(in: input, from: dash + spacedDash.count, to: close),
              dash + spacedDash.count + id.utf8.count == close else { return nil }
        return id
    }

    /// MSAL Android (2021 and 2024 layouts): `[<time> - thread_id: 412, correlation_id: <id> - Android 34]`.
    private static func androidId(_ input: TextBytes, open: Int, limit: Int) -> String? {
        guard ASCII.isDigit(input.at(open + 1)),
              let close = input.firstIndex(of: ASCII.closeBracket, from: open + 1, to: min(limit, open + 160)),
              let label = input.find(androidLabel, from: open + 1, to: close) else { return nil }
        return CommonFields.idValue(in: input, from: label + androidLabel.count, to: close)
    }

    private static let androidLabel = Array("correlation_id: ".utf8)

    /// MSAL.js: `[<id>] : ` followed by the package (`@azure/msal-browser@3.27.0`, `msal.js.browser@2.x`).
    private static func msalJSId(_ input: TextBytes, open: Int, limit: Int) -> String? {
        guard let close = input.firstIndex(of: ASCII.closeBracket, from: open + 1, to: min(limit, open + 70)),
              let id = CommonFields.idValue(in: input, from: open + 1, to: close), open + 1 + id.utf8.count == close,
              input.hasPrefix(spacedColon, at: close + 1) else { return nil }
        let package = close + 1 + spacedColon.count
        return msalJSPackages.contains { input.hasPrefix($0, at: package) } ? id : nil
    }
}
