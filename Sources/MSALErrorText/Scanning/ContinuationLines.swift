/// Lines that continue the error above them even when they start at the margin or
/// after a logger's prefix: Java stack frames and the labels MSAL writes on lines
/// of their own (the server's `Trace ID:` / `Correlation ID:` / `Timestamp:`, MSAL.NET's
/// `ErrorCode:` and `Classification:`, the Windows broker's `Error Code:` block).
enum ContinuationLines {
    /// Lower case, each ending with a letter; followed by `:` in the text.
    private static let labels: [[UInt8]] = [
        "trace id", "correlation id", "timestamp", "error code", "error message", "internal error code",
        "wam error message", "is retryable", "possible causes", "inner exception", "status code", "classification",
        "errorcode", "statuscode", "suberror", "sub error", "responsebody", "headers", "claims", "error description",
        "error uri", "errorcodes", "trace_id", "correlation_id", "retry-after",
    ].map { Array($0.utf8) }
    private static let frame = Array("at ".utf8)
    private static let more = Array("... ".utf8)

    /// `at com.microsoft…(File.java:12)` or `... 12 more`.
    static func isFrame(_ input: TextBytes, at start: Int) -> Bool {
        (input.hasPrefix(frame, at: start) && ASCII.isLetter(input.at(start + 3))) || input.hasPrefix(more, at: start)
    }

    /// The lines MSAL.NET writes after `Exception type: <T>` when PII logging is off
    /// (`, ErrorCode: x`, `HTTP StatusCode 503`, `CorrelationId <guid>`, …): at the margin,
    /// most without a colon, in its exact spelling. ``ScrubbedExceptionDetails`` reads them.
    static func isScrubbedDetail(_ input: TextBytes, at start: Int) -> Bool {
        ScrubbedExceptionDetails.lines.contains { input.hasPrefix($0.prefix, at: start) }
    }

    /// One of MSAL's labels at `start`, then spaces and `:`.
    static func isMSALLabel(_ input: TextBytes, at start: Int, limit: Int) -> Bool {
        let first = TextBytes.lower(input.at(start))
        for label in labels where label[0] == first && input.hasPrefixIgnoringCase(label, at: start) {
            let colon = input.skipSpaces(from: start + label.count, to: limit)
            if input.at(colon) == ASCII.colon { return true }
        }
        return false
    }
}
