import MSALErrorModel

/// MSAL Go's error when the HTTP call itself failed, before any answer came back:
/// `server response error:\n %w`, the cause Go's HTTP client gave on the next line
/// (`Post "https://login.microsoftonline.com/…/token": dial tcp: lookup …: no such host`).
/// The catalog holds it as a format string, which no token matches: the fixed words are
/// found here, after a wrapper's words (`acquiring token: `) or inside a logger's quoted
/// field, where the newline is written `\n`.
enum GoServerResponseError {
    private static let lead = Array("server response ".utf8)  // then the `error` the anchor index found
    private static let escapedNewline = Array("\\n".utf8)

    /// Each such error in `input` that no decoder claimed.
    static func decode(_ input: TextBytes, anchors: AnchorIndex, claimed: ClaimedRanges) -> [DecodedError] {
        guard anchors.has(.oauthError), let base = catalogDiagnosis else { return [] }
        var errors: [DecodedError] = []
        for hit in anchors.hits(.oauthError) where hit.start >= lead.count
            && input.at(hit.start + 5) == ASCII.colon && input.hasPrefix(lead, at: hit.start - lead.count)
            && !claimed.contains(hit.start) {
            let start = hit.start - lead.count
            guard let cause = cause(input, after: hit.start + 6) else { continue }
            var diagnosis = base
            diagnosis.platform = .go
            let text = cause.escaped ? TextUnescaping.unescape(input, cause.range.lowerBound, cause.range.upperBound)
                : input.string(cause.range)
            diagnosis.errorDescription = "server response error: " + text
            errors.append(DecodedError(start: input.lineStart(before: start), end: cause.range.upperBound, diagnosis: diagnosis))
        }
        return errors
    }

    /// The cause after `:`: the next line (after one space), or, in a logger's quoted field, the
    /// text after `\n ` up to the field's closing quote.
    private static func cause(_ input: TextBytes, after colon: Int) -> (range: Range<Int>, escaped: Bool)? {
        var cursor = colon
        if input.at(cursor) == ASCII.carriageReturn { cursor += 1 }
        if input.at(cursor) == ASCII.newline {
            let start = input.skipSpaces(from: cursor + 1, to: input.count)
            let end = trimmedEnd(input, start, input.lineEnd(from: start))
            return end > start ? (start..<end, false) : nil
        }
        guard input.hasPrefix(escapedNewline, at: cursor) else { return nil }
        let start = input.skipSpaces(from: cursor + escapedNewline.count, to: input.count)
        let lineEnd = input.lineEnd(from: start)
        var end = start
        while end < lineEnd, input[end] != ASCII.quote {
            end += input[end] == ASCII.backslash ? 2 : 1
        }
        end = min(end, lineEnd)
        return end > start ? (start..<end, true) : nil
    }

    private static func trimmedEnd(_ input: TextBytes, _ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, input[end - 1] == ASCII.space || input[end - 1] == ASCII.carriageReturn { end -= 1 }
        return end
    }

    /// What `codes` says for this entry of MSAL Go's.
    private static let catalogDiagnosis: Diagnosis? = Catalog.errorEntries(valueOrName: "server response error:\n %w")
        .first { $0.platform.rawValue == Platform.go.rawValue }
        .map(Catalog.diagnosis(for:))
}
