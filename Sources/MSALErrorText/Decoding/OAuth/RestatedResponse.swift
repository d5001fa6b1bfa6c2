import MSALErrorModel

/// Wrappers print the server's error twice: their own sentence with the AADSTS description,
/// then the response it came from on the next line (azure-core's `Content: {"error":…}`,
/// `Response body: {…}`). The response is that error's, not a second one: it fills what the
/// sentence did not say (the OAuth error, the ids) and the two are one error.
enum RestatedResponse {
    private static let labels = ["content:", "response body:", "responsebody:", "response:", "body:"].map { Array($0.utf8) }

    /// Merges each labelled response into the error on the line above it when both name the same codes.
    static func join(_ input: TextBytes, found: inout [DecodedError]) {
        // `found` is in text order (``DecodingPass/run()`` sorts it first).
        found.joinNeighbours { above, below in
            below.diagnosis.domain == nil && !above.diagnosis.aadsts.isEmpty
                && above.diagnosis.aadsts == below.diagnosis.aadsts
                && startsLabelledResponse(input, below.start, after: above.end)
        }
    }

    /// True when the error at `start` is on the line after the one `end` is on (or that line),
    /// and that line opens with a response label.
    private static func startsLabelledResponse(_ input: TextBytes, _ start: Int, after end: Int) -> Bool {
        let aboveLineEnd = min(input.lineEnd(from: max(end - 1, 0)), input.count)
        let lineStart = input.lineStart(before: start)
        guard lineStart <= aboveLineEnd + 1, lineStart >= input.lineStart(before: max(end - 1, 0)) else { return false }
        let content = input.skipSpaces(from: lineStart, to: start + 1)
        return labels.contains { input.hasPrefixIgnoringCase($0, at: content) }
    }
}
