import MSALErrorModel

/// A line that names AADSTS or B2C codes and nothing more structured.
enum ServerCodeLineDecoder {
    static func anchors(in input: TextBytes, index: AnchorIndex) -> [Int] {
        var anchors: [Int] = []
        for hit in index.hits(.serverCode) where ASCII.isDigit(input.at(hit.start + 6)) && ASCII.isDigit(input.at(hit.start + 7)) {
            anchors.append(hit.start)
        }
        return anchors
    }

    static func decode(_ input: TextBytes, anchor: Int, limit: Int) -> DecodedError? {
        let start = input.lineStart(before: anchor)
        let end = min(input.lineEnd(from: anchor), limit)
        let range = start..<end
        let (codes, b2cCodes) = CommonFields.serverCodes(in: input, range)
        guard !codes.isEmpty || !b2cCodes.isEmpty else { return nil }
        var diagnosis = Diagnosis()
        diagnosis.aadsts = codes
        diagnosis.b2cCodes = b2cCodes
        diagnosis.oauthError = oauthError(before: anchor, in: input, lineStart: start)
        (diagnosis.correlationId, diagnosis.traceId) = CommonFields.ids(in: input, range)
        diagnosis.errorDescription = TextUnescaping.cleanDescription(input, range)
        return DecodedError(start: start, end: end, diagnosis: diagnosis, idsRead: true)
    }

    /// The OAuth error written right before the code, as MSAL Python's `Refresh failed.
    /// invalid_grant: AADSTS70043: …` and many wrappers print it: what the advice falls back
    /// on when the catalog does not know the code.
    static func oauthError(before anchor: Int, in input: TextBytes, lineStart: Int) -> String? {
        var end = anchor
        while end > lineStart, input[end - 1] == ASCII.space { end -= 1 }
        guard end > lineStart, input[end - 1] == ASCII.colon else { return nil }
        end -= 1
        var start = end
        while start > lineStart, start > end - 40, ASCII.isLetter(input[start - 1]) || input[start - 1] == 0x5F { start -= 1 }
        guard start < end, input.isWordStart(start) else { return nil }
        let word = input.string(start..<end)
        return OAuthErrors.known.contains(word) ? word : nil
    }
}
