/// Everything one MSAL error tells, whichever platform reported it.
///
/// Decoders fill it from pasted text, the simulator builds it per platform, and
/// the advice engine reads it. Fields a platform does not report stay nil/empty.
///
/// A value type whose fields live in one shared box (copy on write): a diagnosis
/// has some thirty fields, most of them strings, and it is handed from decoder to
/// redaction to report to writer. Copying it is one reference count; the fields are
/// copied only when a shared diagnosis is changed.
public struct Diagnosis: Hashable, Sendable {
    @usableFromInline var storage: DiagnosisStorage

    @inlinable public var platform: Platform? {
        get { storage.platform }
        _modify {
            makeUnique()
            yield &storage.platform
        }
    }

    /// The `NSError` domain on Apple; the exception or error class name elsewhere
    /// (`MsalUiRequiredException`, `InteractionRequiredAuthError`, `MsalServiceError`).
    @inlinable public var domain: String? {
        get { storage.domain }
        _modify {
            makeUnique()
            yield &storage.domain
        }
    }

    @inlinable public var code: ErrorCodeValue? {
        get { storage.code }
        _modify {
            makeUnique()
            yield &storage.code
        }
    }

    @inlinable public var codeName: String? {
        get { storage.codeName }
        _modify {
            makeUnique()
            yield &storage.codeName
        }
    }

    /// Apple: the value of `MSALInternalErrorCodeKey` when the code is `MSALErrorInternal`.
    @inlinable public var internalSubCode: Int? {
        get { storage.internalSubCode }
        _modify {
            makeUnique()
            yield &storage.internalSubCode
        }
    }

    @inlinable public var internalSubCodeName: String? {
        get { storage.internalSubCodeName }
        _modify {
            makeUnique()
            yield &storage.internalSubCodeName
        }
    }

    @inlinable public var oauthError: String? {
        get { storage.oauthError }
        _modify {
            makeUnique()
            yield &storage.oauthError
        }
    }

    @inlinable public var subError: String? {
        get { storage.subError }
        _modify {
            makeUnique()
            yield &storage.subError
        }
    }

    /// AADSTS numbers, as in `error_codes` (`50079`, not `"AADSTS50079"`).
    @inlinable public var aadsts: [Int] {
        get { storage.aadsts }
        _modify {
            makeUnique()
            yield &storage.aadsts
        }
    }

    /// Azure AD B2C codes (`AADB2C90118` → `90118`).
    @inlinable public var b2cCodes: [Int] {
        get { storage.b2cCodes }
        _modify {
            makeUnique()
            yield &storage.b2cCodes
        }
    }

    @inlinable public var httpStatus: Int? {
        get { storage.httpStatus }
        _modify {
            makeUnique()
            yield &storage.httpStatus
        }
    }

    @inlinable public var retryAfterSeconds: Int? {
        get { storage.retryAfterSeconds }
        _modify {
            makeUnique()
            yield &storage.retryAfterSeconds
        }
    }

    @inlinable public var correlationId: String? {
        get { storage.correlationId }
        _modify {
            makeUnique()
            yield &storage.correlationId
        }
    }

    @inlinable public var traceId: String? {
        get { storage.traceId }
        _modify {
            makeUnique()
            yield &storage.traceId
        }
    }

    /// When the error happened, as its text says (`ErrorTime` in MSALErrorText: the log
    /// prefix on its first line, else the server's `Timestamp:`); nil when it says nothing.
    @inlinable public var time: LogTime? {
        get { storage.time }
        _modify {
            makeUnique()
            yield &storage.time
        }
    }

    /// A conditional-access claims challenge to pass to the interactive call.
    @inlinable public var claims: String? {
        get { storage.claims }
        _modify {
            makeUnique()
            yield &storage.claims
        }
    }

    @inlinable public var grantedScopes: [String] {
        get { storage.grantedScopes }
        _modify {
            makeUnique()
            yield &storage.grantedScopes
        }
    }

    @inlinable public var declinedScopes: [String] {
        get { storage.declinedScopes }
        _modify {
            makeUnique()
            yield &storage.declinedScopes
        }
    }

    /// .NET `UiRequiredExceptionClassification` name (`BasicAction`, `ConsentRequired`, …).
    @inlinable public var classification: String? {
        get { storage.classification }
        _modify {
            makeUnique()
            yield &storage.classification
        }
    }

    /// The server's or library's own description, already redacted.
    @inlinable public var errorDescription: String? {
        get { storage.errorDescription }
        _modify {
            makeUnique()
            yield &storage.errorDescription
        }
    }

    /// Which Apple numbering a code belongs to (before or after MSAL 0.4.0).
    @inlinable public var numbering: AppleNumbering? {
        get { storage.numbering }
        _modify {
            makeUnique()
            yield &storage.numbering
        }
    }

    /// Windows broker (WAM, MSAL runtime): the broker's own error number, which MSAL.NET
    /// prints as `Error Code:` in its WAM messages (e.g. 3399614467, that is 0xCAA20003).
    /// Not an MSAL code: it names the Windows component's failure, so it gets its own field.
    @inlinable public var brokerErrorCode: Int? {
        get { storage.brokerErrorCode }
        _modify {
            makeUnique()
            yield &storage.brokerErrorCode
        }
    }

    /// Windows broker: the response status it reported (`NoNetwork`, `IncorrectConfiguration`, …).
    @inlinable public var brokerStatus: String? {
        get { storage.brokerStatus }
        _modify {
            makeUnique()
            yield &storage.brokerStatus
        }
    }

    /// How many errors nested between `underlying` and the one before it were left out:
    /// a chain deeper than the decoders keep (inner exceptions within inner exceptions)
    /// keeps its outermost errors and its innermost one. 0 when nothing was left out.
    @inlinable public var omittedUnderlyingCount: Int {
        get { storage.omittedUnderlyingCount }
        _modify {
            makeUnique()
            yield &storage.omittedUnderlyingCount
        }
    }

    /// True when the error's text ran on past the 64 KiB an error's text may reach (the decoder's
    /// limit): it was cut there, and fields written after that were not read.
    @inlinable public var isTruncated: Bool {
        get { storage.isTruncated }
        _modify {
            makeUnique()
            yield &storage.isTruncated
        }
    }

    /// The nested error (`NSUnderlyingError`, an inner exception), if any.
    @inlinable public var underlying: Diagnosis? {
        get { storage.underlying }
        _modify {
            makeUnique()
            yield &storage.underlying
        }
    }

    /// A diagnosis with nothing set, in a box of its own: what decoders start from.
    @inlinable public init() { storage = DiagnosisStorage() }

    public init(
        platform: Platform? = nil, domain: String? = nil, code: ErrorCodeValue? = nil,
        codeName: String? = nil, internalSubCode: Int? = nil, internalSubCodeName: String? = nil,
        oauthError: String? = nil, subError: String? = nil, aadsts: [Int] = [], b2cCodes: [Int] = [],
        httpStatus: Int? = nil, retryAfterSeconds: Int? = nil, correlationId: String? = nil,
        traceId: String? = nil, time: LogTime? = nil, claims: String? = nil, grantedScopes: [String] = [],
        declinedScopes: [String] = [], classification: String? = nil, errorDescription: String? = nil,
        numbering: AppleNumbering? = nil, brokerErrorCode: Int? = nil, brokerStatus: String? = nil,
        underlying: Diagnosis? = nil
    ) {
        storage = DiagnosisStorage()
        storage.platform = platform
        storage.domain = domain
        storage.code = code
        storage.codeName = codeName
        storage.internalSubCode = internalSubCode
        storage.internalSubCodeName = internalSubCodeName
        storage.oauthError = oauthError
        storage.subError = subError
        storage.aadsts = aadsts
        storage.b2cCodes = b2cCodes
        storage.httpStatus = httpStatus
        storage.retryAfterSeconds = retryAfterSeconds
        storage.correlationId = correlationId
        storage.traceId = traceId
        storage.time = time
        storage.claims = claims
        storage.grantedScopes = grantedScopes
        storage.declinedScopes = declinedScopes
        storage.classification = classification
        storage.errorDescription = errorDescription
        storage.numbering = numbering
        storage.brokerErrorCode = brokerErrorCode
        storage.brokerStatus = brokerStatus
        storage.underlying = underlying
    }

    /// Gives this diagnosis a box of its own before a field changes.
    @inlinable @inline(__always) mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = DiagnosisStorage(copying: storage) }
    }

    public static func == (lhs: Diagnosis, rhs: Diagnosis) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.hasFields(of: rhs.storage)
    }

    public func hash(into hasher: inout Hasher) { storage.hashFields(into: &hasher) }
}

extension Diagnosis: CustomReflectable {
    /// The fields, as a struct holding them would show (`dump`, test failures, `print`),
    /// not the box.
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage).children, displayStyle: .struct)
    }
}

/// The box a ``Diagnosis`` shares until it is changed. Its fields change only while one
/// diagnosis holds it (`makeUnique`), so sharing it between threads is safe, and the
/// exclusivity checks, which would cost a runtime call per field read, are left out.
/// The fields are its own stored properties, not a struct inside it: they are then
/// set in place, where a struct would be built aside and copied in.
@usableFromInline final class DiagnosisStorage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var platform: Platform? = nil
    @exclusivity(unchecked) @usableFromInline var domain: String? = nil
    @exclusivity(unchecked) @usableFromInline var code: ErrorCodeValue? = nil
    @exclusivity(unchecked) @usableFromInline var codeName: String? = nil
    @exclusivity(unchecked) @usableFromInline var internalSubCode: Int? = nil
    @exclusivity(unchecked) @usableFromInline var internalSubCodeName: String? = nil
    @exclusivity(unchecked) @usableFromInline var oauthError: String? = nil
    @exclusivity(unchecked) @usableFromInline var subError: String? = nil
    @exclusivity(unchecked) @usableFromInline var aadsts: [Int] = []
    @exclusivity(unchecked) @usableFromInline var b2cCodes: [Int] = []
    @exclusivity(unchecked) @usableFromInline var httpStatus: Int? = nil
    @exclusivity(unchecked) @usableFromInline var retryAfterSeconds: Int? = nil
    @exclusivity(unchecked) @usableFromInline var correlationId: String? = nil
    @exclusivity(unchecked) @usableFromInline var traceId: String? = nil
    @exclusivity(unchecked) @usableFromInline var time: LogTime? = nil
    @exclusivity(unchecked) @usableFromInline var claims: String? = nil
    @exclusivity(unchecked) @usableFromInline var grantedScopes: [String] = []
    @exclusivity(unchecked) @usableFromInline var declinedScopes: [String] = []
    @exclusivity(unchecked) @usableFromInline var classification: String? = nil
    @exclusivity(unchecked) @usableFromInline var errorDescription: String? = nil
    @exclusivity(unchecked) @usableFromInline var numbering: AppleNumbering? = nil
    @exclusivity(unchecked) @usableFromInline var brokerErrorCode: Int? = nil
    @exclusivity(unchecked) @usableFromInline var brokerStatus: String? = nil
    @exclusivity(unchecked) @usableFromInline var omittedUnderlyingCount: Int = 0
    @exclusivity(unchecked) @usableFromInline var isTruncated = false
    @exclusivity(unchecked) @usableFromInline var underlying: Diagnosis? = nil

    @usableFromInline init() {}

    @usableFromInline init(copying other: DiagnosisStorage) {
        platform = other.platform
        domain = other.domain
        code = other.code
        codeName = other.codeName
        internalSubCode = other.internalSubCode
        internalSubCodeName = other.internalSubCodeName
        oauthError = other.oauthError
        subError = other.subError
        aadsts = other.aadsts
        b2cCodes = other.b2cCodes
        httpStatus = other.httpStatus
        retryAfterSeconds = other.retryAfterSeconds
        correlationId = other.correlationId
        traceId = other.traceId
        time = other.time
        claims = other.claims
        grantedScopes = other.grantedScopes
        declinedScopes = other.declinedScopes
        classification = other.classification
        errorDescription = other.errorDescription
        numbering = other.numbering
        brokerErrorCode = other.brokerErrorCode
        brokerStatus = other.brokerStatus
        omittedUnderlyingCount = other.omittedUnderlyingCount
        isTruncated = other.isTruncated
        underlying = other.underlying
    }

    func hasFields(of other: DiagnosisStorage) -> Bool {
        platform == other.platform
            && domain == other.domain
            && code == other.code
            && codeName == other.codeName
            && internalSubCode == other.internalSubCode
            && internalSubCodeName == other.internalSubCodeName
            && oauthError == other.oauthError
            && subError == other.subError
            && aadsts == other.aadsts
            && b2cCodes == other.b2cCodes
            && httpStatus == other.httpStatus
            && retryAfterSeconds == other.retryAfterSeconds
            && correlationId == other.correlationId
            && traceId == other.traceId
            && time == other.time
            && claims == other.claims
            && grantedScopes == other.grantedScopes
            && declinedScopes == other.declinedScopes
            && classification == other.classification
            && errorDescription == other.errorDescription
            && numbering == other.numbering
            && brokerErrorCode == other.brokerErrorCode
            && brokerStatus == other.brokerStatus
            && omittedUnderlyingCount == other.omittedUnderlyingCount
            && isTruncated == other.isTruncated
            && underlying == other.underlying
    }

    func hashFields(into hasher: inout Hasher) {
        hasher.combine(platform)
        hasher.combine(domain)
        hasher.combine(code)
        hasher.combine(codeName)
        hasher.combine(internalSubCode)
        hasher.combine(internalSubCodeName)
        hasher.combine(oauthError)
        hasher.combine(subError)
        hasher.combine(aadsts)
        hasher.combine(b2cCodes)
        hasher.combine(httpStatus)
        hasher.combine(retryAfterSeconds)
        hasher.combine(correlationId)
        hasher.combine(traceId)
        hasher.combine(time)
        hasher.combine(claims)
        hasher.combine(grantedScopes)
        hasher.combine(declinedScopes)
        hasher.combine(classification)
        hasher.combine(errorDescription)
        hasher.combine(numbering)
        hasher.combine(brokerErrorCode)
        hasher.combine(brokerStatus)
        hasher.combine(omittedUnderlyingCount)
        hasher.combine(isTruncated)
        hasher.combine(underlying)
    }
}

/// Apple MSAL renumbered its codes in 0.4.0 (2019): one flat enum became
/// `MSALError` (-50000…) and `MSALInternalError` (-42xxx).
public enum AppleNumbering: String, Hashable, Sendable, Codable {
    case current
    case legacy
}
