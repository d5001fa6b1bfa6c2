import MSALErrorModel

/// MSAL Python's result for a failure of the broker (MSALRuntime, `pymsalruntime`):
/// `{'error': 'broker_error', 'error_description': '<context>. Status: <status>, Error code: <n>, Tag: <n>'}`.
/// The status is written as the runtime's enum prints (`Response_Status.Status_AccountUnusable`),
/// or as its bare name; it is what decides the handling (MSAL Python itself falls back to an
/// interactive sign-in on `AccountUnusable` and `InteractionRequired`), so it is read into the
/// broker status, and the number into the broker error code, as for the Windows broker's texts.
enum PythonBrokerError {
    static let error = "broker_error"
    private static let statusLabel = Array(". Status: ".utf8)
    private static let codeLabel = Array(", Error code: ".utf8)
    private static let enumPrefix = Array("Response_Status.".utf8)
    private static let statusPrefix = Array("Status_".utf8)

    static func fill(_ diagnosis: inout Diagnosis) {
        guard diagnosis.oauthError == error, diagnosis.brokerStatus == nil,
              let description = diagnosis.errorDescription else { return }
        let text = TextBytes(description)
        if let found = status(in: text, 0..<text.count) {
            diagnosis.brokerStatus = found.status
            diagnosis.brokerErrorCode = found.errorCode
        }
    }

    /// The status and number of the last `. Status: <status>, Error code: <n>` in `range` (the
    /// context before it is free text), also where Azure CLI relays the broker's answer.
    static func status(in text: TextBytes, _ range: Range<Int>) -> (status: String, errorCode: Int?)? {
        var from = range.lowerBound, last: Int?
        while let hit = text.find(statusLabel, from: from, to: range.upperBound) {
            last = hit
            from = hit + 1
        }
        guard let hit = last else { return nil }
        var start = hit + statusLabel.count
        if text.hasPrefix(enumPrefix, at: start) { start += enumPrefix.count }
        if text.hasPrefix(statusPrefix, at: start) { start += statusPrefix.count }
        let end = text.identifierEnd(from: start, to: range.upperBound)
        guard end > start, end - start <= 64 else { return nil }
        var errorCode: Int?
        if text.hasPrefix(codeLabel, at: end), let (code, _) = text.integer(at: end + codeLabel.count, to: range.upperBound) {
            errorCode = code
        }
        return (text.string(start..<end), errorCode)
    }
}
