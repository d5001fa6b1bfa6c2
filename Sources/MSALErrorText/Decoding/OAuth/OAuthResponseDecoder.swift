import MSALErrorModel

/// Decodes OAuth error responses as MSAL Python, Java, Android and Go hand them
/// over: JSON or Python dicts (`{"error": "invalid_grant", "error_codes": [50173], …}`)
/// and form/query strings (`error=access_denied&error_description=…`).
enum OAuthResponseDecoder {
    private static let errorKey = Array("error".utf8)
    private static let goStatus = Array("reply status code was".utf8)

    /// Where an `error` key with a code-like value starts, in order.
    static func anchors(in input: TextBytes, index: AnchorIndex) -> [Int] {
        var anchors: [Int] = []
        for hit in index.hits(.oauthError) {
            let after = hit.start + errorKey.count
            let next = input.at(after)
            guard next == ASCII.quote || next == ASCII.apostrophe || next == ASCII.equals || next == ASCII.backslash,
                  let start = OAuthResponseFields.valueStart(errorKey, input, hit.start..<min(input.count, after + 8))
            else { continue }
            var valueStart = start
            while valueStart < input.count,
                  input[valueStart] == ASCII.quote || input[valueStart] == ASCII.apostrophe
                    || input[valueStart] == ASCII.backslash { valueStart += 1 }
            let end = input.identifierEnd(from: valueStart)
            guard end - valueStart >= 3 else { continue }
            anchors.append(hit.start)
        }
        return anchors
    }

    /// `refused` is the last range that held no response. An anchor inside it whose range starts
    /// where it does (another key of the same form line or dictionary) is refused at once: the
    /// fields are read from that start, so they are the same, unless the range now reaches
    /// further, which happens only when a line is longer than an error may be
    /// (``ErrorTextDecoder/maximumErrorBytes``), and a field that far away is not this
    /// response's. Reading the range again made a long line of `error=` keys read 64 KB per key.
    static func decode(_ input: TextBytes, anchor: Int, limit: Int, hints: PlatformHints,
                       refused: inout Range<Int>?) -> DecodedError? {
        let range = dictionaryRange(input, around: anchor, limit: limit)
        if let refused, range.lowerBound == refused.lowerBound, anchor < refused.upperBound { return nil }
        let fields = OAuthResponseFields.read(input, range, b2cInDescription: true)
        // Other services answer `{"error": …}` too: only an OAuth error, or one with
        // server codes or a sub-error, is taken for an identity platform response.
        // MSAL Python's own `broker_error` is a result dict too (``PythonBrokerError``).
        guard let error = fields.error,
              OAuthErrors.known.contains(error) || !fields.errorCodes.isEmpty || fields.subError != nil
                || error == PythonBrokerError.error
        else {
            refused = range
            return nil
        }
        var diagnosis = Diagnosis()
        diagnosis.code = .text(error)
        fields.fill(&diagnosis)
        PythonBrokerError.fill(&diagnosis)
        // Hints count on the dictionary's own line and the line before it (at most 400 bytes back).
        var start = range.lowerBound
        // With no hint in the input (an app log's chunk as a rule) no hint is near either: the
        // two lines need not be walked back (~400 instructions per error on app logs).
        let near = hints.isEmpty ? range : hintRange(input, before: range)
        // Go's status sentence comes before the response, also inside a logger's `error="…"` field.
        let statusEnd = max(range.lowerBound, fields.errorInsideField ?? range.lowerBound)
        if hints.go(in: near.lowerBound..<max(near.upperBound, statusEnd)),
           let hit = input.find(goStatus, from: near.lowerBound, to: statusEnd + goStatus.count),
           let (status, _) = input.integer(at: input.skipSpaces(from: hit + goStatus.count), to: statusEnd) {
            diagnosis.httpStatus = CommonFields.httpStatus(status)
            diagnosis.platform = .go
            // The error starts where Go's `http call(…) error: reply status code was …` does.
            start = min(start, input.lineStart(before: hit))
        } else if let head = AzidentityResponseBlock.head(input, before: range.lowerBound) {
            diagnosis.httpStatus = CommonFields.httpStatus(head.status)
            diagnosis.platform = .go
            start = min(start, head.start)
        } else if input.at(anchor - 1) == ASCII.apostrophe {
            // A dict in Python's repr (`{'error': …}`) is its own evidence: a Java or Android
            // error on the line before it is a neighbour, not this error's platform.
            diagnosis.platform = .python
        } else if hints.java(in: near) {
            diagnosis.platform = .java
        } else if hints.android(in: near) {
            diagnosis.platform = .android
        } else if hints.go(in: near) {
            diagnosis.platform = .go
        } else if hints.python(in: near) || error == PythonBrokerError.error
                    || MSALPythonFrame.raisedByMSAL(input, lineStart: input.lineStart(before: range.lowerBound)) {
            diagnosis.platform = .python
        }
        return DecodedError(start: start, end: range.upperBound, diagnosis: diagnosis)
    }

    /// The dictionary's range widened to the start of the line before its own, at most 400 bytes back.
    private static func hintRange(_ input: TextBytes, before range: Range<Int>) -> Range<Int> {
        let lineStart = input.lineStart(before: range.lowerBound)
        let lookBehind = max(lineStart > 0 ? input.lineStart(before: lineStart - 1) : 0, range.lowerBound - 400)
        return min(lookBehind, range.lowerBound)..<range.upperBound
    }

    /// The enclosing `{…}` (found backwards, at most 4 KiB away), or the line of a form string.
    static func dictionaryRange(_ input: TextBytes, around anchor: Int, limit: Int) -> Range<Int> {
        // Backwards over the buffer: the `{` that no `}` between it and the anchor closes.
        let open: Int? = input.bytes.withUnsafeBufferPointer { bytes in
            var depth = 0
            var cursor = min(anchor, bytes.count) - 1
            while cursor >= 0, cursor > anchor - 4096 {
                let byte = bytes[cursor]
                if byte == ASCII.closeBrace { depth += 1 }
                if byte == ASCII.openBrace {
                    if depth == 0 { return cursor }
                    depth -= 1
                }
                cursor -= 1
            }
            return nil
        }
        if let open {
            return open..<max(anchor + 1, UserInfoParser.balancedEnd(input, open: open, limit: limit))
        }
        let lineStart = input.lineStart(before: anchor)
        return min(lineStart, anchor)..<max(anchor + 1, min(input.lineEnd(from: anchor), limit))
    }
}
