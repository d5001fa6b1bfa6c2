import MSALErrorModel

/// Turns an Apple domain, code and userInfo entries into a `Diagnosis`, with names
/// from the catalog and the numbering told by the error's shape.
enum AppleDiagnosisBuilder {
    static func build(domain: String, code: Int?, entries: [(key: String, value: UserInfoValue)],
                      input: TextBytes) -> Diagnosis {
        var diagnosis = Diagnosis(platform: .apple, domain: domain, code: code.map { .number($0) })
        var hasInternalKey = false
        for (key, value) in entries {
            switch key {
            case "MSALErrorDescriptionKey", "MSIDErrorDescriptionKey":
                diagnosis.errorDescription = text(value, input).flatMap(TextUnescaping.cleanDescription)
            case "NSLocalizedDescription", "NSLocalizedFailureReason", "NSDebugDescription":
                if diagnosis.errorDescription == nil {
                    diagnosis.errorDescription = text(value, input).flatMap(TextUnescaping.cleanDescription)
                }
            case "MSALOAuthErrorKey", "MSIDOAuthErrorKey":
                diagnosis.oauthError = token(value, input)
            case "MSALOAuthSubErrorKey", "MSIDOAuthSubErrorKey":
                diagnosis.subError = token(value, input)
            case "MSALInternalErrorCodeKey":
                hasInternalKey = true
                diagnosis.internalSubCode = integer(value, input)
            case "MSALHTTPResponseCodeKey", "MSIDHTTPResponseCodeKey":
                diagnosis.httpStatus = integer(value, input)
            case "MSALHTTPHeadersKey":
                diagnosis.retryAfterSeconds = retryAfter(value, input)
            case "MSALCorrelationIDKey", "MSIDCorrelationIdKey":
                diagnosis.correlationId = token(value, input)
            case "MSALGrantedScopesKey":
                diagnosis.grantedScopes = list(value, input)
            case "MSALDeclinedScopesKey":
                diagnosis.declinedScopes = list(value, input)
            case "MSALSTSErrorCodesKey":
                diagnosis.aadsts = stsCodes(list(value, input))
            case "NSUnderlyingError":
                if case .error(let nested) = value { diagnosis.underlying = nested.diagnosis }
            default:
                break
            }
        }
        AppleNaming.name(&diagnosis, hasInternalKey: hasInternalKey)
        return diagnosis
    }

    /// AADSTS and B2C codes, trace and correlation ids mentioned in the description
    /// when no userInfo key gave them.
    static func fillCodesFromDescription(_ diagnosis: inout Diagnosis) {
        guard let description = diagnosis.errorDescription else { return }
        let bytes = TextBytes(description)
        if diagnosis.aadsts.isEmpty { diagnosis.aadsts = CommonFields.aadsts(in: bytes, 0..<bytes.count) }
        if diagnosis.b2cCodes.isEmpty { diagnosis.b2cCodes = CommonFields.b2c(in: bytes, 0..<bytes.count) }
        if diagnosis.traceId == nil {
            diagnosis.traceId = CommonFields.traceId(in: bytes, 0..<bytes.count)
        }
        if diagnosis.correlationId == nil {
            diagnosis.correlationId = CommonFields.correlationId(in: bytes, 0..<bytes.count)
        }
    }

    /// `MSALSTSErrorCodesKey` items as AADSTS numbers: positive, each once, at most 64.
    private static func stsCodes(_ items: [String]) -> [Int] {
        var codes: [Int] = []
        for item in items {
            let digits = item.hasPrefix("AADSTS") ? String(item.dropFirst(6)) : item
            guard let code = Int(digits), CommonFields.isServerCodeNumber(code), !codes.contains(code) else { continue }
            codes.append(code)
            if codes.count == CommonFields.maximumCodes { break }
        }
        return codes
    }

    private static func text(_ value: UserInfoValue, _ input: TextBytes) -> String? {
        switch value {
        case .text(let text): text
        case .list(let items): items.joined(separator: ", ")
        case .dictionary(let range): input.string(range)
        case .error: nil
        }
    }

    private static func token(_ value: UserInfoValue, _ input: TextBytes) -> String? {
        guard let text = text(value, input).map(TextUnescaping.trim), !text.isEmpty, text != "(null)" else {
            return nil
        }
        return text
    }

    private static func integer(_ value: UserInfoValue, _ input: TextBytes) -> Int? {
        guard let text = token(value, input) else { return nil }
        let bytes = TextBytes(text)
        guard let (number, end) = bytes.integer(at: 0), end == bytes.count else { return nil }
        return number
    }

    private static func list(_ value: UserInfoValue, _ input: TextBytes) -> [String] {
        switch value {
        case .list(let items): items
        case .text(let text):
            text.split(whereSeparator: { $0 == "," || $0 == " " }).map { TextUnescaping.trim(String($0)) }
                .filter { !$0.isEmpty }
        default: []
        }
    }

    private static func retryAfter(_ value: UserInfoValue, _ input: TextBytes) -> Int? {
        switch value {
        case .dictionary(let range): return CommonFields.retryAfterSeconds(in: input, range)
        case .text(let text):
            let bytes = TextBytes(text)
            return CommonFields.retryAfterSeconds(in: bytes, 0..<bytes.count)
        default: return nil
        }
    }
}

/// Names from the catalog, and which numbering a code belongs to.
enum AppleNaming {
    /// Current MSAL never surfaces a -42xxx value as the top-level code of
    /// `MSALErrorDomain`: such a code without `MSALInternalErrorCodeKey` is from the
    /// flat enum of MSAL before 0.4.0.
    static func name(_ diagnosis: inout Diagnosis, hasInternalKey: Bool) {
        guard let domain = diagnosis.domain, let code = diagnosis.code?.number else {
            nameInternalSubCode(&diagnosis)
            return
        }
        if domain == AppleDomains.msal {
            if (-42999 ... -42000).contains(code) && !hasInternalKey {
                diagnosis.numbering = .legacy
                diagnosis.codeName = Catalog.appleLegacyError(rawValue: code)?.name
            } else if let entry = Catalog.appleError(rawValue: code) {
                diagnosis.numbering = .current
                diagnosis.codeName = entry.name
            } else if (-50999 ... -50000).contains(code) {
                diagnosis.numbering = .current
            }
        } else if AppleDomains.isMSID(domain) {
            diagnosis.codeName = Catalog.msidError(rawValue: code)?.name
        } else {
            diagnosis.codeName = Catalog.appleSystemError(domain: AppleDomains.catalogName(of: domain), rawValue: code)?.name
        }
        nameInternalSubCode(&diagnosis)
    }

    private static func nameInternalSubCode(_ diagnosis: inout Diagnosis) {
        guard let internalCode = diagnosis.internalSubCode else { return }
        diagnosis.internalSubCodeName = (Catalog.appleInternalError(rawValue: internalCode)
            ?? Catalog.appleError(rawValue: internalCode))?.name
    }
}
