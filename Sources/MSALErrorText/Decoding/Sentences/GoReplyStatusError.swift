import MSALErrorModel

/// MSAL Go's error when the server answered with an error status: `http call(<url>)(<method>)
/// error: reply status code was <N>:\n<body>`. A body with an OAuth error is read by
/// ``OAuthResponseDecoder``; this reads the rest: a throttled managed-identity endpoint's plain
/// text (`Too many requests…`), a proxy's or gateway's HTML page, an empty body, an OAuth error
/// the response decoder does not take. The status is what MSAL Go reports, so it is the
/// error: 429 and 5xx get their HTTP advice (another 4xx only with an OAuth error in its body). The body is read as ``GoErrorBody`` says.
enum GoReplyStatusError {
    private static let sentence = Array("reply status code was".utf8)

    /// Each such sentence in `input` that no decoder claimed.
    static func decode(_ input: TextBytes, anchors: AnchorIndex, claimed: ClaimedRanges) -> [DecodedError] {
        guard anchors.has(.hintGo) else { return [] }
        var errors: [DecodedError] = []
        for hit in anchors.hits(.hintGo) where input.hasPrefix(sentence, at: hit.start) && !claimed.contains(hit.start) {
            let statusStart = input.skipSpaces(from: hit.start + sentence.count, to: input.count)
            guard let (status, statusEnd) = input.integer(at: statusStart, to: min(input.count, statusStart + 4)),
                  (400...599).contains(status) else { continue }
            var diagnosis = Diagnosis()
            diagnosis.platform = .go
            diagnosis.domain = "CallErr"  // the type whose `Error()` writes the sentence
            diagnosis.httpStatus = status
            var end = statusEnd
            let lineStart = input.lineStart(before: hit.start)
            var description = input.string(lineStart..<statusEnd)
            // A body that another decoder read (an error of its own on the next line) is not this one's.
            if input.at(statusEnd) == ASCII.colon, let body = GoErrorBody.after(input, colonEnd: statusEnd + 1),
               !claimed.contains(body.range.lowerBound), !claimed.contains(body.range.upperBound - 1),
               !anchors.startsError(in: body.range) {
                end = body.range.upperBound
                // Only an identity platform's answer fills the OAuth fields (as ``OAuthResponseDecoder`` takes one).
                let fields = OAuthResponseFields.read(input, body.range)
                if let error = fields.error, OAuthErrors.known.contains(error)
                    || fields.errorCodes.contains(where: { Catalog.aadsts($0) != nil }) {
                    fields.fill(&diagnosis)
                }
                let text = GoErrorBody.text(input, body)
                // An HTML page says nothing a reader needs beyond its status.
                if text.utf8.first != UInt8(ascii: "<") {
                    description += ": " + text
                }
            }
            // Another 4xx with no OAuth error in its body says nothing to act on: the catalog's
            // `CallErr` is found where the text names it, and the text around is left to the backstop.
            guard status == 429 || status >= 500 || diagnosis.oauthError != nil || !diagnosis.aadsts.isEmpty else { continue }
            if diagnosis.errorDescription == nil { diagnosis.errorDescription = description }
            errors.append(DecodedError(start: lineStart, end: end, diagnosis: diagnosis))
        }
        return errors
    }
}
