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
    private static let subErrorLabels = LabeledValues.labels("suberror")
    private static let messageLabels = LabeledValues.labels("errormessage")
    private static let nameLabels = LabeledValues.labels("name")
    private static let errorNoLabels = LabeledValues.labels("errorno")
    private static let correlationLabels = LabeledValues.labels("correlationid", "correlation id")

    struct Anchor {
        var start: Int
        var className: String?
        /// Where the error code starts (after `Class: ` or `errorCode: '`).
        var codeStart: Int
    }

    /// `Class: code` heads and `errorCode:` keys, in order.
    static func anchors(in input: TextBytes) -> [Anchor] {
        var anchors: [Anchor] = []
        for (name, bytes) in classBytes {
            var cursor = 0
            while let hit = input.find(bytes, from: cursor) {
                cursor = hit + bytes.count
                guard input.isWordStart(hit), input.at(cursor) == ASCII.colon else { continue }
                // `ServerError` and `AuthError` are also suffixes of longer names.
                let codeStart = input.skipSpaces(from: cursor + 1)
                guard looksLikeCode(input, at: codeStart) else { continue }
                if anchors.contains(where: { $0.start <= hit && hit < $0.codeStart }) { continue }
                anchors.append(Anchor(start: hit, className: name, codeStart: codeStart))
            }
        }
        var cursor = 0
        while let hit = input.find(errorCodeKey, from: cursor) {
            cursor = hit + errorCodeKey.count
            guard input.isWordStart(hit) || input.at(hit - 1) == ASCII.quote || input.at(hit - 1) == ASCII.apostrophe,
                  let start = LabeledValues.valueStart([Array("errorcode".utf8)], in: input,
                                                       max(0, hit - 1)..<min(input.count, cursor + 8)),
                  looksLikeCode(input, at: start) else { continue }
            anchors.append(Anchor(start: hit, className: nil, codeStart: start))
        }
        return anchors.sorted { $0.start < $1.start }
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
        var className = anchor.className
        if className == nil, let name = LabeledValues.token(nameLabels, in: input, range),
           classNames.contains(name) {
            className = name
        }
        var diagnosis = Diagnosis(platform: .js, domain: className, code: .text(code))
        diagnosis.codeName = Catalog.jsErrorCode(code)?.name
        if OAuthErrors.known.contains(code) && className != "ClientAuthError" && className != "BrowserAuthError" {
            diagnosis.oauthError = code
        }
        var message: String?
        if anchor.className != nil {
            var cursor = input.skipSpaces(from: codeEnd, to: range.upperBound)
            if input.at(cursor) == ASCII.colon { cursor += 1 }
            let lineEnd = min(input.lineEnd(from: cursor), range.upperBound)
            message = TextUnescaping.cleanDescription(input.string(cursor..<lineEnd))
            // `invalid_grant: 50033 - [2026-…]: AADSTS50033: …`: the bare number is the server code.
            let numberStart = input.skipSpaces(from: cursor, to: lineEnd)
            if let (number, end) = input.integer(at: numberStart, to: lineEnd), number > 0,
               input.hasPrefix(Array(" - [".utf8), at: end) {
                diagnosis.aadsts = [number]
            }
        }
        if message == nil, let start = LabeledValues.valueStart(messageLabels, in: input, range) {
            let open = start - 1
            if input.at(open) == ASCII.quote || input.at(open) == ASCII.apostrophe {
                message = TextUnescaping.cleanDescription(TextUnescaping.quoted(input, open: open, to: range.upperBound).text)
            } else {
                message = LabeledValues.line(messageLabels, in: input, range)
            }
        }
        diagnosis.errorDescription = message
        if let subError = LabeledValues.token(subErrorLabels, in: input, range), !subError.isEmpty {
            diagnosis.subError = subError
        }
        diagnosis.correlationId = CommonFields.labeledId(correlationLabels, in: input, range)
        diagnosis.traceId = CommonFields.labeledId(CommonFields.traceLabels, in: input, range)
        for number in CommonFields.aadsts(in: input, range) where !diagnosis.aadsts.contains(number) {
            diagnosis.aadsts.append(number)
        }
        if diagnosis.aadsts.isEmpty, let number = LabeledValues.integer(errorNoLabels, in: input, range), number > 0 {
            diagnosis.aadsts = [number]
        }
        diagnosis.b2cCodes = CommonFields.b2c(in: input, range)
        return DecodedError(start: range.lowerBound, end: range.upperBound, diagnosis: diagnosis)
    }
}
