import MSALErrorModel

/// The Windows broker's (WAM) message on its own, as apps log `ex.Message` of
/// MSAL.NET's broker errors without the exception around it:
///
///     WAM Error
///      Error Code: 3399614475
///      Error Message: NoNetwork
///      Internal Error Code: 557973648
///
/// (Inside an exception's text the exception decoder reads the same lines first.)
enum WindowsBrokerTextDecoder {
    static let anchor = Array("WAM Error".utf8)

    static func anchors(in input: TextBytes, index: AnchorIndex) -> [Int] {
        var anchors: [Int] = []
        for hit in index.hits(.wamError) where input.isWordStart(hit.start) && !ASCII.isLetter(input.at(hit.start + anchor.count)) {
            anchors.append(hit.start)
        }
        return anchors
    }

    /// True when the anchor at `start` is the `WAM Error Message:` label inside a message, not
    /// a heading that starts another (the label alone still anchors what is left of a message).
    static func isMessageLabel(_ input: TextBytes, at start: Int) -> Bool {
        input.hasPrefixIgnoringCase(messageLabel, at: input.skipSpaces(from: start + anchor.count))
    }

    private static let messageLabel = Array("message".utf8)

    /// The error whose `WAM Error` heading is at `start`; its lines run to `end`.
    static func decode(_ input: TextBytes, start: Int, end: Int) -> DecodedError? {
        let range = start..<max(end, start + anchor.count)
        let broker = WindowsBrokerFields.read(input, range)
        guard broker.errorCode != nil || broker.internalErrorCode != nil else { return nil }
        var diagnosis = Diagnosis()
        diagnosis.platform = .dotnet
        diagnosis.brokerErrorCode = broker.errorCode
        diagnosis.brokerStatus = broker.status
        diagnosis.internalSubCode = broker.internalErrorCode
        diagnosis.errorDescription = TextUnescaping.cleanDescription(input, start..<min(input.lineEnd(from: start), range.upperBound))
        (diagnosis.correlationId, diagnosis.traceId) = CommonFields.ids(in: input, range)
        diagnosis.aadsts = CommonFields.aadsts(in: input, range)
        return DecodedError(start: input.lineStart(before: start), end: range.upperBound, diagnosis: diagnosis)
    }
}
