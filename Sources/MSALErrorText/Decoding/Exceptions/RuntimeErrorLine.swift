import MSALErrorModel

/// MSALRuntime's (the Windows broker library's) own log line for an error it creates, which
/// every MSAL that uses it forwards into its log: MSAL.NET, msal-node-extensions (`@azure/
/// msal-node-extensions@1.5.2 : Error - [MSAL:0004] …`), MSAL Python's `msal.broker` logger:
///
///     [MSAL:0001]	ERROR	ErrorInternalImpl:134	Created an error: 6ta8q, StatusInternal::InteractionRequired,
///     InternalEvent::None, Error Code 3399614476, Context '(pii)'
///
/// The status is the broker's answer (the advice's broker rules read it), the error code its
/// number (0 when it has none). The MSAL is the one the line's own words name (its logger or
/// heading), and none when they name none: the line alone does not say which forwarded it.
enum RuntimeErrorLine {
    private static let statusPrefix = Array("StatusInternal::".utf8)
    private static let created = Array("Created an error:".utf8)
    private static let errorCodeLabel = Array("Error Code ".utf8)

    /// Each such line's error that no decoder claimed.
    static func decode(_ input: TextBytes, anchors: AnchorIndex, claimed: ClaimedRanges) -> [DecodedError] {
        guard anchors.has(.runtimeStatus) else { return [] }
        var errors: [DecodedError] = []
        for hit in anchors.hits(.runtimeStatus) where !claimed.contains(hit.start) {
            let statusStart = hit.start + statusPrefix.count
            let statusEnd = input.identifierEnd(from: statusStart, to: min(input.count, statusStart + 64)) { _ in false }
            let status = input.string(statusStart..<statusEnd)
            guard WindowsBrokerError.statuses.contains(status) else { continue }
            let lineStart = input.lineStart(before: hit.start)
            let lineEnd = input.lineEnd(from: hit.start)
            var diagnosis = Diagnosis()
            diagnosis.brokerStatus = status
            if let label = input.find(errorCodeLabel, from: statusEnd, to: lineEnd),
               let (code, _) = input.integer(at: label + errorCodeLabel.count, to: lineEnd), code != 0 {
                diagnosis.brokerErrorCode = code
            }
            let messageStart = input.find(created, from: lineStart, to: hit.start) ?? hit.start
            diagnosis.errorDescription = TextUnescaping.cleanDescription(input, messageStart..<lineEnd)
            diagnosis.platform = PlatformEvidence.platform(in: input, lineStart..<messageStart)
            (diagnosis.correlationId, _) = CommonFields.ids(in: input, lineStart..<lineEnd)
            errors.append(DecodedError(start: lineStart, end: lineEnd, diagnosis: diagnosis))
        }
        return errors
    }

    /// At most this many lines from MSALRuntime's line to the MSAL error that reports it.
    private static let maximumLines = 30

    /// MSALRuntime's line and the error the MSAL then reports for it (`InteractionRequiredAuthError`,
    /// MSAL.NET's exception, msal-python's result dict), the next error within a few lines and with
    /// nothing that differs, are one failure: the MSAL's error, with the broker's status and number.
    /// `found` is in text order.
    static func join(_ input: TextBytes, found: inout [DecodedError]) {
        found.joinNeighbours(
            where: { line, reported in
                let a = line.diagnosis, b = reported.diagnosis
                guard a.domain == nil, a.code == nil, let status = a.brokerStatus,
                      b.domain != nil || b.code != nil,
                      b.brokerStatus == nil || b.brokerStatus == status,
                      b.brokerErrorCode == nil || a.brokerErrorCode == nil || b.brokerErrorCode == a.brokerErrorCode,
                      a.platform == nil || b.platform == nil || a.platform == b.platform,
                      a.correlationId == nil || b.correlationId == nil || a.correlationId == b.correlationId,
                      input.find(statusPrefix, from: line.start, to: line.end) != nil
                else { return false }
                return input.startsWithin(maximumLines, linesAfter: line.start + 1, reported.start)
            },
            merge: { line, reported in
                var error = reported
                error.takeMissing(from: line)
                if error.brokerStatus == nil { error.brokerStatus = line.brokerStatus }
                if error.brokerErrorCode == nil { error.brokerErrorCode = line.brokerErrorCode }
                line = error
            })
    }
}
