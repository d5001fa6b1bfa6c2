import MSALErrorModel

/// What `str()` of MSAL Python's `MsalServiceError` gives for an HTTP failure it
/// raises itself (`HTTP Error: 503`, from its throttled HTTP client's
/// `raise_for_status`): the class name is gone, but the sentence is its own (urllib's
/// `HTTPError` writes `HTTP Error 503:` without the colon after `Error`).
enum PythonHTTPErrorDecoder {
    static let anchor = Array("HTTP Error: ".utf8)

    static func decode(_ input: TextBytes, at start: Int) -> DecodedError? {
        // Quoted, it is source code (`raise MsalServiceError(error="HTTP Error: 503")` in a traceback).
        let before = input.at(start - 1)
        guard input.isWordStart(start), before != ASCII.quote, before != ASCII.apostrophe,
              let (status, end) = input.integer(at: start + anchor.count),
              (400...599).contains(status), !ASCII.isIdentifier(input.at(end)) else { return nil }
        var diagnosis = Diagnosis()
        diagnosis.platform = .python
        diagnosis.domain = "MsalServiceError"
        diagnosis.httpStatus = status
        let lineEnd = input.lineEnd(from: start)
        diagnosis.errorDescription = TextUnescaping.cleanDescription(input, start..<lineEnd)
        return DecodedError(start: start, end: max(end, lineEnd), diagnosis: diagnosis)
    }
}
