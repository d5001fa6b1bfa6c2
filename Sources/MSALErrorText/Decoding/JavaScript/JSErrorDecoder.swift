import MSALErrorModel

/// Decodes MSAL.js and msal-node errors: `InteractionRequiredAuthError: interaction_required: …`
/// (the `Class: code: message` of `toString()`), the objects `console.log` prints
/// (`errorCode: '…'`, `errorMessage`, `subError`, `correlationId`), and server codes
/// written as bare numbers (`invalid_grant: 50033 - [timestamp]: …`).
enum JSErrorDecoder {
    static let classNames: [String] = [
        "InteractionRequiredAuthError", "BrowserConfigurationAuthError", "BrowserAuthError",
        "ClientConfigurationError", "ClientAuthError", "ServerError", "AuthError", "NativeAuthError",
        "NestedAppAuthError", "NodeAuthError", "ManagedIdentityError", "CacheError", "JoseHeaderError",
        "NetworkError", "PlatformBrokerError",
    ]
    private static let classBytes: [(name: String, bytes: [UInt8])] = classNames.map { ($0, Array($0.utf8)) }
    private static let errorCodeKey = Array("errorCode".utf8)
    private static let errorCodeLabel = [Array("errorcode".utf8)]
    /// What follows a bare server code in `invalid_grant: 50033 - [timestamp]`.
    private static let timestampOpener = Array(" - [".utf8)
    private static let labels = LabelSet([
        ["suberror"], ["errormessage"], ["name"], ["errorno"], CommonFields.correlationLabelNames,
        CommonFields.traceLabelNames, ["claims"], ["status", "statuscode"],
    ])
    private enum Field: Int { case subError, message, name, errorNo, correlation, trace, claims, status }

    /// The codes MSAL.js gives a failed request, whose message may name the status the service answered.
    private static let networkCodes: Set<String> = ["network_error", "post_request_failed", "get_request_failed"]
    private static let statusPhrase = Array("HTTP status code ".utf8)

    struct Anchor {
        var start: Int
        var className: String?
        /// Where the error code starts (after `Class: ` or `errorCode: '`).
        var codeStart: Int
    }

    private static let detailLabel = Array("Detail: ".utf8)

    /// True when `next` is the error msal-common wrote into `error`'s message as its cause
    /// (`AuthError: endpoints_resolution_error: … Detail: ClientConfigurationError: …`): a
    /// class-headed error right after `Detail: `, where `error`'s text ends, on its line.
    static func isDetail(_ input: TextBytes, _ next: Anchor, of error: DecodedError) -> Bool {
        guard next.className != nil, error.diagnosis.underlying == nil, next.start >= detailLabel.count,
              input.hasPrefix(detailLabel, at: next.start - detailLabel.count),
              next.start <= error.end, next.start > error.start else { return false }
        return input.firstIndex(of: ASCII.newline, from: error.start, to: next.start) == nil
    }

    /// True when `next` is `anchor`'s error printed again as the first line of its stack, as
    /// Angular's zone.js logs a rejected promise: `ERROR Error: Uncaught (in promise):
    /// BrowserAuthError: popup_window_error: …`, then `BrowserAuthError: popup_window_error: …`
    /// and the frames. One error, not two.
    static func isRepeatedHeading(_ input: TextBytes, _ next: Anchor, of anchor: Anchor) -> Bool {
        guard let name = anchor.className, next.className == name else { return false }
        let lineEnd = input.lineEnd(from: anchor.start)
        guard lineEnd < next.start, input.skipSpaces(from: lineEnd + 1) == next.start,
              input.find(uncaughtInPromise, from: max(input.lineStart(before: anchor.start), anchor.start - 256),
                         to: anchor.start) != nil else { return false }
        let codeEnd = input.identifierEnd(from: anchor.codeStart, to: lineEnd)
        let nextCodeEnd = input.identifierEnd(from: next.codeStart, to: min(input.count, next.codeStart + 128))
        return codeEnd > anchor.codeStart && codeEnd - anchor.codeStart == nextCodeEnd - next.codeStart
            && input.hasPrefix(Array(input.bytes[anchor.codeStart..<codeEnd]), at: next.codeStart)
    }

    private static let uncaughtInPromise = Array("Uncaught (in promise): ".utf8)

    /// `Class: code` heads and `errorCode:` keys, in order.
    static func anchors(in input: TextBytes, index: AnchorIndex) -> [Anchor] {
        var anchors: [Anchor] = []
        for hit in index.hits(.jsClass) {
            let name = classNames[hit.detail]
            let end = hit.start + classBytes[hit.detail].bytes.count
            // `ServerError` and `AuthError` are also suffixes of longer names. (Spaces before the `:`
            // are a colour code read as spaces: ``TerminalEscapes``.)
            let colon = input.skipSpaces(from: end, to: min(input.count, end + 16))
            guard input.isWordStart(hit.start), input.at(colon) == ASCII.colon, !ASCII.isIdentifier(input.at(end)) else { continue }
            let codeStart = input.skipSpaces(from: colon + 1)
            guard looksLikeCode(input, at: codeStart) else { continue }
            anchors.append(Anchor(start: hit.start, className: name, codeStart: codeStart))
        }
        for hit in index.hits(.jsErrorCode) {
            let after = hit.start + errorCodeKey.count
            guard input.isWordStart(hit.start) || input.at(hit.start - 1) == ASCII.quote
                    || input.at(hit.start - 1) == ASCII.apostrophe,
                  let start = LabeledValues.valueStart(errorCodeLabel, in: input,
                                                       max(0, hit.start - 1)..<min(input.count, after + 8)),
                  looksLikeCode(input, at: start),
                  // Objects write `errorCode: '…'` (quoted); `errorCode=…` or an unquoted value is an
                  // app's own log line, such as the one Android apps write before a stack trace.
                  input.firstIndex(of: ASCII.colon, from: after, to: start) != nil,
                  input.at(start - 1) == ASCII.quote || input.at(start - 1) == ASCII.apostrophe else { continue }
            // Without a class name, only a code MSAL.js has (or an OAuth error) counts.
            let code = input.string(start..<input.identifierEnd(from: start))
            guard Catalog.jsErrorCode(code) != nil || OAuthErrors.known.contains(code) else { continue }
            anchors.append(Anchor(start: hit.start, className: nil, codeStart: start))
        }
        return anchors.sortedIfNeeded { $0.start < $1.start }
    }

    /// A lower-case code with an underscore (`interaction_required`), or one the catalog knows.
    private static func looksLikeCode(_ input: TextBytes, at start: Int) -> Bool {
        let end = input.identifierEnd(from: start)
        guard end - start >= 3, end - start <= 100 else { return false }
        var underscore = false
        for index in start..<end {
            let byte = input[index]
            if byte >= 0x41 && byte <= 0x5A { return Catalog.jsErrorCode(input.string(start..<end)) != nil }
            if byte == 0x5F { underscore = true }
        }
        return underscore || Catalog.jsErrorCode(input.string(start..<end)) != nil
    }

    static func decode(_ input: TextBytes, anchor: Anchor, range: Range<Int>) -> DecodedError {
        let codeEnd = input.identifierEnd(from: anchor.codeStart, to: range.upperBound)
        let code = input.string(anchor.codeStart..<codeEnd)
        let starts = labels.valueStarts(in: input, range)
        var className = anchor.className
        if className == nil, let name = LabeledValues.token(at: starts[Field.name.rawValue], in: input, range),
           classNames.contains(name) {
            className = name
        }
        var diagnosis = Diagnosis()
        diagnosis.platform = .js
        diagnosis.domain = className
        diagnosis.code = .text(code)
        diagnosis.codeName = Catalog.jsErrorCode(code)?.name
        if OAuthErrors.known.contains(code) && className != "ClientAuthError" && className != "BrowserAuthError" {
            diagnosis.oauthError = code
        }
        var message: String?
        if anchor.className != nil {
            var cursor = input.skipSpaces(from: codeEnd, to: range.upperBound)
            if input.at(cursor) == ASCII.colon { cursor += 1 }
            let lineEnd = min(input.lineEnd(from: cursor), range.upperBound)
            message = TextUnescaping.cleanDescription(input, cursor..<lineEnd)
            // `invalid_grant: 50033 - [2026-…]: AADSTS50033: …`: the bare number is the server code.
            let numberStart = input.skipSpaces(from: cursor, to: lineEnd)
            if let (number, end) = input.integer(at: numberStart, to: lineEnd), CommonFields.isServerCodeNumber(number),
               input.hasPrefix(timestampOpener, at: end) {
                diagnosis.aadsts = [number]
            }
        }
        if message == nil, let start = starts[Field.message.rawValue] {
            let open = start - 1
            if input.at(open) == ASCII.quote || input.at(open) == ASCII.apostrophe {
                message = TextUnescaping.cleanDescription(TextUnescaping.quoted(input, open: open, to: range.upperBound).text)
            } else {
                let lineEnd = min(input.lineEnd(from: start), range.upperBound)
                message = TextUnescaping.cleanDescription(input, start..<lineEnd)
            }
        }
        diagnosis.errorDescription = message
        if let subError = LabeledValues.token(at: starts[Field.subError.rawValue], in: input, range), !subError.isEmpty {
            diagnosis.subError = subError
        }
        diagnosis.correlationId = starts[Field.correlation.rawValue]
            .flatMap { CommonFields.idValue(in: input, from: $0, to: range.upperBound) }
        diagnosis.traceId = starts[Field.trace.rawValue]
            .flatMap { CommonFields.idValue(in: input, from: $0, to: range.upperBound) }
        // `claims: '{"access_token":…}'`: the claims challenge to pass back when signing in again.
        if let start = starts[Field.claims.rawValue], input.at(start - 1) == ASCII.quote || input.at(start - 1) == ASCII.apostrophe {
            let claims = TextUnescaping.quoted(input, open: start - 1, to: range.upperBound).text
            if claims.utf8.first == ASCII.openBrace { diagnosis.claims = claims }
        }
        let serverCodes = CommonFields.serverCodes(in: input, range)
        for number in serverCodes.aadsts
            where !diagnosis.aadsts.contains(number) && diagnosis.aadsts.count < CommonFields.maximumCodes {
            diagnosis.aadsts.append(number)
        }
        if diagnosis.aadsts.isEmpty, let number = LabeledValues.integer(at: starts[Field.errorNo.rawValue], in: input, range),
           CommonFields.isServerCodeNumber(number) {
            diagnosis.aadsts = [number]
        }
        diagnosis.b2cCodes = serverCodes.b2c
        if let status = LabeledValues.integer(at: starts[Field.status.rawValue], in: input, range) {
            diagnosis.httpStatus = CommonFields.httpStatus(status)
        } else if networkCodes.contains(code), let hit = input.find(statusPhrase, from: range.lowerBound, to: range.upperBound),
                  let (status, _) = input.integer(at: hit + statusPhrase.count, to: range.upperBound) {
            // msal-node 1.x: `network_error: … | Fetch client threw: Error: HTTP status code 400 | …`.
            diagnosis.httpStatus = CommonFields.httpStatus(status)
        }
        return DecodedError(start: range.lowerBound, end: range.upperBound, diagnosis: diagnosis)
    }
}
