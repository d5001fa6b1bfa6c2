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
        var end = min(input.lineEnd(from: anchor), limit)
        let range = start..<end
        let (codes, b2cCodes) = CommonFields.serverCodes(in: input, range)
        guard !codes.isEmpty || !b2cCodes.isEmpty else { return nil }
        var diagnosis = Diagnosis()
        diagnosis.aadsts = codes
        diagnosis.b2cCodes = b2cCodes
        diagnosis.oauthError = oauthError(before: anchor, in: input, lineStart: start)
        if diagnosis.oauthError == nil, let error = msalCommonServerError(before: anchor, in: input, lineStart: start) {
            // MSAL.js's server error, its class not printed: the code is the OAuth error.
            diagnosis.oauthError = error
            diagnosis.code = .text(error)
            diagnosis.platform = .js
        }
        // The broker's answer as Azure CLI relays it: `SubError: consent_required V2Error: invalid_grant
        // AADSTS65001: … Status: Response_Status.Status_InteractionRequired, Error code: 3399614476, Tag: …`.
        let starts = lineLabels.valueStarts(in: input, range)
        if let subErrorStart = starts[LineLabel.subError.rawValue] {
            diagnosis.subError = LabeledValues.token(at: subErrorStart, in: input, range)
        }
        // An app's own fields on the line (`errorCode=invalid_client statusCode=401`): an OAuth
        // error the service sent, and the status it answered with.
        if diagnosis.oauthError == nil, let token = LabeledValues.token(at: starts[LineLabel.errorCode.rawValue], in: input, range),
           OAuthErrors.known.contains(token) {
            diagnosis.oauthError = token
        }
        if let status = LabeledValues.integer(at: starts[LineLabel.status.rawValue], in: input, range) {
            diagnosis.httpStatus = CommonFields.httpStatus(status)
        }
        if let broker = PythonBrokerError.status(in: input, anchor..<end) {
            diagnosis.brokerStatus = broker.status
            diagnosis.brokerErrorCode = broker.errorCode
        }
        (diagnosis.correlationId, diagnosis.traceId) = CommonFields.ids(in: input, range)
        diagnosis.errorDescription = TextUnescaping.cleanDescription(input, range)
        if let error = diagnosis.oauthError { end = azureCoreDetailsEnd(input, after: end, error: error, limit: limit) }
        return DecodedError(start: start, end: end, diagnosis: diagnosis, idsRead: true)
    }

    private static let codeLine = Array("Code: ".utf8)
    private static let detailLines = [Array("Message: ".utf8), Array("Target: ".utf8)]

    /// azure-core prints a service error as `(invalid_client) AADSTS7000215: …`, then `Code: invalid_client`
    /// and `Message: AADSTS7000215: …` (and `Target: …`) on lines of their own: the same error, not a
    /// second one. Where those lines end, or `lineEnd` when the next line is not `Code: <error>`.
    private static func azureCoreDetailsEnd(_ input: TextBytes, after lineEnd: Int, error: String, limit: Int) -> Int {
        var lineStart = lineEnd + 1
        let code = codeLine + Array(error.utf8)
        guard lineStart < limit, input.hasPrefix(code, at: lineStart) else { return lineEnd }
        var end = min(input.lineEnd(from: lineStart), limit)
        guard end - lineStart == code.count || input[end - 1] == ASCII.carriageReturn && end - 1 - lineStart == code.count
        else { return lineEnd }
        lineStart = end + 1
        while lineStart < limit, detailLines.contains(where: { input.hasPrefix($0, at: lineStart) }) {
            end = min(input.lineEnd(from: lineStart), limit)
            lineStart = end + 1
        }
        return end
    }

    private static let errorList = Array(": Error(s): ".utf8)

    /// MSAL.js's server error message (msal-common writes it, msal-node and msal-browser alike):
    /// `<error>: Error(s): 50173 - Timestamp: … - Description: AADSTS50173: … - Correlation ID: …`,
    /// often logged without the class. The OAuth error, when the words before `AADSTS` are that.
    static func msalCommonServerError(before anchor: Int, in input: TextBytes, lineStart: Int) -> String? {
        guard let list = input.find(errorList, from: max(lineStart, anchor - 400), to: anchor) else { return nil }
        var start = list
        while start > lineStart, start > list - 40, ASCII.isLetter(input[start - 1]) || input[start - 1] == 0x5F { start -= 1 }
        guard start < list, input.isWordStart(start) else { return nil }
        let word = input.string(start..<list)
        return OAuthErrors.known.contains(word) ? word : nil
    }

    private static let lineLabels = LabelSet([["suberror"], ["errorcode", "error_code"], ["statuscode", "status_code", "httpstatus"]])
    private enum LineLabel: Int { case subError, errorCode, status }
    private static let bracketDash = Array("] - [".utf8)

    /// The OAuth error written right before the code, as wrappers print it: MSAL Python's
    /// `Refresh failed. invalid_grant: AADSTS70043: …`, azure-core's `(invalid_client) AADSTS7000215`,
    /// msal4j's sample page `[invalid_resource] - [AADSTS500011: …]`, the broker via Azure CLI
    /// `V2Error: invalid_grant AADSTS65001`. What the advice falls back on when the catalog does
    /// not know the code.
    static func oauthError(before anchor: Int, in input: TextBytes, lineStart: Int) -> String? {
        var end = anchor
        while end > lineStart, input[end - 1] == ASCII.space { end -= 1 }
        guard end > lineStart else { return nil }
        var opening: UInt8?
        if input[end - 1] == ASCII.colon {
            end -= 1
        } else if input[end - 1] == ASCII.closeParen {
            end -= 1
            opening = ASCII.openParen
        } else if end - bracketDash.count >= lineStart, input.hasPrefix(bracketDash, at: end - bracketDash.count) {
            end -= bracketDash.count
            opening = ASCII.openBracket
        }
        var start = end
        while start > lineStart, start > end - 40, ASCII.isLetter(input[start - 1]) || input[start - 1] == 0x5F { start -= 1 }
        guard start < end, input.isWordStart(start) || input.at(start - 1) == opening else { return nil }
        if let opening, input.at(start - 1) != opening { return nil }
        let word = input.string(start..<end)
        return OAuthErrors.known.contains(word) ? word : nil
    }
}
