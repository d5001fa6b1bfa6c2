import MSALErrorModel

/// A failed HTTP response as apps and proxies log it: the status line, the headers
/// (`WWW-Authenticate: Bearer … error="insufficient_claims", claims="<base64>"`,
/// `Retry-After: 30` or an HTTP-date, `client-request-id`, `x-ms-request-id`) and, after
/// a blank line, an OAuth error body. A `WWW-Authenticate` header alone is one too.
enum HTTPResponseDecoder {
    /// The texts that open one: status lines and the challenge header.
    static let openers = ["HTTP/1.1 ", "HTTP/1.0 ", "HTTP/2 ", "WWW-Authenticate:", "www-authenticate:"]
    private static let statusOpenerCount = 3

    private static let headerLabels = LabelSet([
        ["www-authenticate"], ["retry-after"], ["date"], ["x-ms-request-id"], ["client-request-id"],
    ])
    private enum Header: Int { case challenge, retryAfter, date, requestId, clientRequestId }

    struct Anchor {
        var start: Int
        var isStatusLine: Bool
    }

    /// Status lines with a 4xx or 5xx status, and challenge headers at a line's text start.
    static func anchors(in input: TextBytes, index: AnchorIndex) -> [Anchor] {
        var anchors: [Anchor] = []
        for hit in index.hits(.httpResponse) {
            let isStatusLine = hit.detail < statusOpenerCount
            if isStatusLine {
                let statusStart = hit.start + openers[hit.detail].utf8.count
                guard input.isWordStart(hit.start), let (status, _) = input.integer(at: statusStart),
                      (400...599).contains(status) else { continue }
            } else {
                guard input.isWordStart(hit.start) else { continue }
            }
            anchors.append(Anchor(start: hit.start, isStatusLine: isStatusLine))
        }
        return anchors
    }

    /// The response from `anchor` to the end of its headers and, after one blank line,
    /// a `{…}` body; nil when it tells nothing about an error (a challenge without `error=`
    /// and no error status).
    /// `regionEnd(p)` is where an error whose text goes on after `p` must end (at the
    /// next blank line or error): the body comes after one blank line.
    static func decode(_ input: TextBytes, anchor: Anchor, regionEnd: (Int) -> Int) -> DecodedError? {
        let limit = regionEnd(anchor.start)
        var end = headersEnd(input, from: anchor.start, limit: limit)
        var body: Range<Int>?
        if anchor.isStatusLine {
            let bodyStart = input.skipWhitespace(from: end, to: min(input.count, end + 8))
            let bodyLimit = regionEnd(bodyStart)
            // Straight after the headers (no blank line), a `{` line that opens an error of its
            // own (a Python result dict) is the next error, not this response's body.
            let afterBlankLine = input.firstIndex(of: ASCII.newline, from: end, to: bodyStart) != nil
            if input.at(bodyStart) == ASCII.openBrace, bodyStart < bodyLimit, afterBlankLine || bodyStart < limit {
                let close = UserInfoParser.balancedEnd(input, open: bodyStart, limit: bodyLimit)
                body = bodyStart..<close
                end = close
            }
        }
        let headers = anchor.start..<(body?.lowerBound ?? end)
        var diagnosis = Diagnosis()
        if anchor.isStatusLine {
            let statusStart = input.skipSpaces(from: input.firstIndex(of: ASCII.space, from: anchor.start) ?? anchor.start)
            diagnosis.httpStatus = CommonFields.httpStatus(input.integer(at: statusStart, to: input.count)?.value)
        }
        let starts = headerLabels.valueStarts(in: input, headers)
        if let challenge = starts[Header.challenge.rawValue] ?? (anchor.isStatusLine ? nil : anchor.start) {
            let lineEnd = min(input.lineEnd(from: challenge), headers.upperBound)
            readChallenge(input, challenge..<lineEnd, into: &diagnosis)
        }
        if let body {
            let challengeClaims = diagnosis.claims
            OAuthResponseFields.read(input, body).fill(&diagnosis)
            // The challenge's claims (decoded) win over a body's.
            if let challengeClaims { diagnosis.claims = challengeClaims }
        }
        if diagnosis.correlationId == nil {
            diagnosis.correlationId = starts[Header.clientRequestId.rawValue]
                .flatMap { CommonFields.idValue(in: input, from: $0, to: headers.upperBound) }
        }
        if diagnosis.traceId == nil {
            diagnosis.traceId = starts[Header.requestId.rawValue]
                .flatMap { CommonFields.idValue(in: input, from: $0, to: headers.upperBound) }
        }
        diagnosis.retryAfterSeconds = retryAfter(input, starts[Header.retryAfter.rawValue],
                                                 date: starts[Header.date.rawValue], headers)
        guard diagnosis.oauthError != nil || diagnosis.httpStatus != nil else { return nil }
        let lineStart = input.lineStart(before: anchor.start)
        return DecodedError(start: lineStart, end: max(end, anchor.start + 1), diagnosis: diagnosis)
    }

    /// Where the header block that starts at `start` ends: the first line that is blank
    /// or not `Name: value` (after a logger's prefix).
    private static func headersEnd(_ input: TextBytes, from start: Int, limit: Int) -> Int {
        var lineStart = input.lineEnd(from: start) + 1
        var lines = 0
        while lineStart < limit, lines < 64 {
            let lineEnd = min(input.lineEnd(from: lineStart), limit)
            let text = LinePrefix.content(input, lineStart: lineStart, lineEnd: lineEnd)?.start ?? lineStart
            let nameEnd = input.identifierEnd(from: text, to: min(lineEnd, text + 64)) { $0 == ASCII.minus }
            guard nameEnd > text, input.at(nameEnd) == ASCII.colon else { return lineStart }
            lineStart = lineEnd + 1
            lines += 1
        }
        return min(lineStart, limit)
    }

    /// `Bearer realm="", error="insufficient_claims", error_description="…", claims="eyJ…"`.
    private static func readChallenge(_ input: TextBytes, _ range: Range<Int>, into diagnosis: inout Diagnosis) {
        var fields = OAuthResponseFields.read(input, range)
        fields.claims = fields.claims.flatMap(decodedClaims)
        fields.fill(&diagnosis)
    }

    /// The claims of a challenge are base64 (RFC 4648, padding optional, URL-safe
    /// letters accepted); a value that is already JSON is kept as it is.
    static func decodedClaims(_ value: String) -> String? {
        if value.utf8.first == ASCII.openBrace { return value }
        guard let bytes = Base64.decode(value.utf8), bytes.first == ASCII.openBrace else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `Retry-After` in seconds, or as an HTTP-date read against the response's own
    /// `Date` header (a pasted response may be old: "now" would be wrong).
    private static func retryAfter(_ input: TextBytes, _ valueStart: Int?, date: Int?, _ headers: Range<Int>) -> Int? {
        guard let valueStart else { return nil }
        let value = TextUnescaping.trim(input.string(valueStart..<min(input.lineEnd(from: valueStart), headers.upperBound)))
        let bytes = TextBytes(value)
        if let (seconds, end) = CommonFields.seconds(bytes, at: 0, to: bytes.count), end == bytes.count { return seconds }
        guard let date else { return nil }
        let dateText = TextUnescaping.trim(input.string(date..<min(input.lineEnd(from: date), headers.upperBound)))
        return RetryAfter.seconds(fromHeader: value, responseDate: dateText)
    }
}
