import MSALErrorModel

/// What MSAL.NET writes into the message of an error from the Windows broker (WAM):
///
///     WAM Error
///      Error Code: 3399614467
///      Error Message: NoNetwork
///      WAM Error Message: …
///      Internal Error Code: 557973645
///
/// (with `ErrorCode: N` on the network path), or, for a status it does not map,
/// `(error code N) (internal error code M)`. The
/// `Error Message:` line holds the broker's status on the network and configuration
/// paths and free text elsewhere, so only a known status name is taken.
struct WindowsBrokerFields {
    var errorCode: Int?
    var internalErrorCode: Int?
    var status: String?

    private static let errorCodeLabel = Array("error code".utf8)
    /// MSAL.NET's own `ErrorCode:` line, which holds the bare broker number on the network path.
    private static let msalErrorCodeLabel = Array("errorcode".utf8)
    private static let internalPrefix = Array("internal ".utf8)
    private static let messageLabel = Array("error message".utf8)
    private static let wamPrefix = Array("wam ".utf8)

    private static let errorStem = Array("error".utf8)

    /// Reads the three labels in one pass over the places `error` is written (each
    /// label starts with it), keeping what three passes, one per label, would keep:
    /// the first `Error Code` number and `Internal Error Code` number, MSAL.NET's
    /// `ErrorCode:` number only when no `Error Code` gave one, and the status of the
    /// first `Error Message:` line.
    static func read(_ input: TextBytes, _ range: Range<Int>) -> WindowsBrokerFields {
        var fields = WindowsBrokerFields()
        var msalErrorCode: Int?
        var messageRead = false
        var cursor = range.lowerBound
        while !(fields.errorCode != nil && fields.internalErrorCode != nil && messageRead),
              let hit = input.findIgnoringCase(errorStem, from: cursor, to: range.upperBound) {
            cursor = hit + 1
            guard input.isWordStart(hit) else { continue }
            if fields.errorCode == nil || fields.internalErrorCode == nil,
               hit + errorCodeLabel.count <= range.upperBound, input.hasPrefixIgnoringCase(errorCodeLabel, at: hit),
               let value = number(in: input, after: hit + errorCodeLabel.count, range) {
                if follows(internalPrefix, at: hit, in: input, range) {
                    if fields.internalErrorCode == nil { fields.internalErrorCode = value }
                } else if fields.errorCode == nil {
                    fields.errorCode = value
                }
            }
            if msalErrorCode == nil, hit + msalErrorCodeLabel.count <= range.upperBound,
               input.hasPrefixIgnoringCase(msalErrorCodeLabel, at: hit),
               input.at(input.skipSpaces(from: hit + msalErrorCodeLabel.count)) == ASCII.colon,
               let value = number(in: input, after: hit + msalErrorCodeLabel.count, range), value != 0 {
                msalErrorCode = value
            }
            if !messageRead, hit + messageLabel.count <= range.upperBound, input.hasPrefixIgnoringCase(messageLabel, at: hit),
               !follows(wamPrefix, at: hit, in: input, range) {
                let colon = input.skipSpaces(from: hit + messageLabel.count, to: range.upperBound)
                if input.at(colon) == ASCII.colon {
                    let start = input.skipSpaces(from: colon + 1, to: range.upperBound)
                    let end = input.identifierEnd(from: start, to: min(range.upperBound, start + 64))
                    let name = input.string(start..<end)
                    if WindowsBrokerError.statuses.contains(name) { fields.status = name }
                    messageRead = true
                }
            }
        }
        if fields.errorCode == nil { fields.errorCode = msalErrorCode }
        return fields
    }

    /// The broker number in an MSAL.NET error code: `WAM_provider_error_3399614467`
    /// or `WAM_network_error_…`.
    static func number(inCode code: String) -> Int? {
        // Most codes do not start with `wam_`: told on bytes before any string work.
        guard let first = code.utf8.first, first | 0x20 == 0x77 else { return nil }  // `w`/`W`
        let lowered = code.lowercased()
        for prefix in ["wam_provider_error_", "wam_network_error_"] where lowered.hasPrefix(prefix) {
            return Int(code.dropFirst(prefix.count))
        }
        return nil
    }

    /// After a label: optional spaces and `:`/`=`, then a signed integer ending at a non-letter.
    private static func number(in input: TextBytes, after labelEnd: Int, _ range: Range<Int>) -> Int? {
        var start = input.skipSpaces(from: labelEnd, to: range.upperBound)
        if input.at(start) == ASCII.colon || input.at(start) == ASCII.equals {
            start = input.skipSpaces(from: start + 1, to: range.upperBound)
        }
        guard start > labelEnd, let (value, end) = input.integer(at: start, to: range.upperBound),
              !ASCII.isIdentifier(input.at(end)) else { return nil }
        return value
    }

    /// True when `prefix` (lower case) stands right before `position`.
    private static func follows(_ prefix: [UInt8], at position: Int, in input: TextBytes, _ range: Range<Int>) -> Bool {
        let start = position - prefix.count
        return start >= range.lowerBound && input.hasPrefixIgnoringCase(prefix, at: start)
    }
}
