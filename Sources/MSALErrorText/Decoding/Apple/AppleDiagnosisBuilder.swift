import MSALErrorModel

/// Turns an Apple domain, code and userInfo entries into a `Diagnosis`, with names
/// from the catalog and the numbering told by the error's shape.
enum AppleDiagnosisBuilder {
    private static let errorDomain = Array("Error Domain=".utf8)

    static func build(domain: String, code: Int?, entries: [UserInfoEntry], input: TextBytes) -> Diagnosis {
        var diagnosis = Diagnosis()
        diagnosis.platform = .apple
        diagnosis.domain = domain
        diagnosis.code = code.map { .number($0) }
        var hasInternalKey = false
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case .description:
                diagnosis.errorDescription = description(value, input)
            case .fallbackDescription:
                if diagnosis.errorDescription == nil {
                    diagnosis.errorDescription = description(value, input)
                }
            case .oauthError:
                diagnosis.oauthError = token(value, input)
            case .subError:
                diagnosis.subError = token(value, input)
            case .internalCode:
                hasInternalKey = true
                diagnosis.internalSubCode = integer(value, input)
            case .httpStatus:
                diagnosis.httpStatus = CommonFields.httpStatus(integer(value, input))
            case .httpHeaders:
                diagnosis.retryAfterSeconds = retryAfter(value, input)
            case .correlationId:
                diagnosis.correlationId = token(value, input)
            case .grantedScopes:
                diagnosis.grantedScopes = list(value, input)
            case .declinedScopes:
                diagnosis.declinedScopes = list(value, input)
            case .stsCodes:
                diagnosis.aadsts = stsCodes(list(value, input))
            case .underlyingError:
                switch value {
                case .error(let nested):
                    diagnosis.underlying = nested.diagnosis
                case .bare(let range) where input.find(errorDomain, from: range.lowerBound, to: range.upperBound) != nil:
                    // Nested deeper than the parser follows (`UserInfoParser.maximumDepth`): say so.
                    diagnosis.omittedUnderlyingCount = 1
                default:
                    break
                }
            case .other:
                break
            }
        }
        AppleNaming.name(&diagnosis, hasInternalKey: hasInternalKey)
        return diagnosis
    }

    /// AADSTS and B2C codes, trace and correlation ids mentioned in the description
    /// when no userInfo key gave them.
    static func fillCodesFromDescription(_ diagnosis: inout Diagnosis) {
        guard let description = diagnosis.errorDescription,
              diagnosis.aadsts.isEmpty || diagnosis.b2cCodes.isEmpty || diagnosis.traceId == nil
                || diagnosis.correlationId == nil else { return }
        let bytes = TextBytes(description)
        if diagnosis.aadsts.isEmpty || diagnosis.b2cCodes.isEmpty {
            let serverCodes = CommonFields.serverCodes(in: bytes, 0..<bytes.count)
            if diagnosis.aadsts.isEmpty { diagnosis.aadsts = serverCodes.aadsts }
            if diagnosis.b2cCodes.isEmpty { diagnosis.b2cCodes = serverCodes.b2c }
        }
        if diagnosis.traceId == nil || diagnosis.correlationId == nil {
            let ids = CommonFields.ids(in: bytes, 0..<bytes.count, correlation: diagnosis.correlationId == nil,
                                       trace: diagnosis.traceId == nil)
            if diagnosis.traceId == nil { diagnosis.traceId = ids.trace }
            if diagnosis.correlationId == nil { diagnosis.correlationId = ids.correlation }
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

    /// A value as a description (``TextUnescaping/cleanDescription(_:)``), made from
    /// the input's bytes in one go when the value holds no escapes.
    private static func description(_ value: UserInfoValue, _ input: TextBytes) -> String? {
        switch value {
        case .bare(let range): return TextUnescaping.cleanDescription(input, TextUnescaping.trimmedRange(input, range))
        case .quoted(let open, let limit):
            let span = TextUnescaping.quotedSpan(input, open: open, to: limit)
            if !span.hasEscape { return TextUnescaping.cleanDescription(input, span.content) }
        default: break
        }
        return text(value, input).flatMap(TextUnescaping.cleanDescription)
    }

    /// A value as text: strings unescaped, bare values trimmed, lists joined.
    private static func text(_ value: UserInfoValue, _ input: TextBytes) -> String? {
        switch value {
        case .quoted(let open, let limit): TextUnescaping.quoted(input, open: open, to: limit).text
        case .bare(let range): input.string(TextUnescaping.trimmedRange(input, range))
        case .list(let open, let limit): UserInfoParser.listItems(input, open: open, limit: limit).joined(separator: ", ")
        case .dictionary(let range): input.string(range)
        case .error: nil
        case .empty: ""
        }
    }

    private static func token(_ value: UserInfoValue, _ input: TextBytes) -> String? {
        guard let text = text(value, input).map(TextUnescaping.trim), !text.isEmpty, text != "(null)" else {
            return nil
        }
        return text
    }

    /// A whole value that is a signed decimal integer (at most 18 digits).
    private static func integer(_ value: UserInfoValue, _ input: TextBytes) -> Int? {
        if case .bare(let range) = value {
            // Read in place: the trimmed bytes are the token (`(null)` is no integer either way).
            let trimmed = TextUnescaping.trimmedRange(input, range)
            guard !trimmed.isEmpty, let (number, end) = input.integer(at: trimmed.lowerBound, to: trimmed.upperBound),
                  end == trimmed.upperBound else { return nil }
            return number
        }
        guard let text = token(value, input) else { return nil }
        let bytes = TextBytes(text)
        guard let (number, end) = bytes.integer(at: 0), end == bytes.count else { return nil }
        return number
    }

    private static func list(_ value: UserInfoValue, _ input: TextBytes) -> [String] {
        let items: [String]
        switch value {
        case .list(let open, let limit): items = UserInfoParser.listItems(input, open: open, limit: limit)
        case .quoted, .bare, .empty:
            guard let text = text(value, input) else { return [] }
            items = text.split(whereSeparator: { $0 == "," || $0 == " " }).map { TextUnescaping.trim(String($0)) }
                .filter { !$0.isEmpty }
        case .dictionary, .error: return []
        }
        // A list left open runs on into the text after it: what is longer than any scope or code
        // is not one, and a few hundred items are more than any real error lists.
        return Array(items.lazy.filter { $0.utf8.count <= maximumItemBytes }.prefix(maximumItems))
    }

    /// The longest item a scope or code list keeps (a scope URI is well under this).
    static let maximumItemBytes = 512
    /// The most items a scope or code list keeps.
    static let maximumItems = 256

    private static func retryAfter(_ value: UserInfoValue, _ input: TextBytes) -> Int? {
        switch value {
        case .dictionary(let range): return CommonFields.retryAfterSeconds(in: input, range)
        case .quoted, .bare, .empty:
            guard let text = text(value, input) else { return nil }
            let bytes = TextBytes(text)
            return CommonFields.retryAfterSeconds(in: bytes, 0..<bytes.count)
        case .list, .error: return nil
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
