/// Everything one MSAL error tells, whichever platform reported it.
///
/// Decoders fill it from pasted text, the simulator builds it per platform, and
/// the advice engine reads it. Fields a platform does not report stay nil/empty.
public struct Diagnosis: Hashable, Sendable {
    public var platform: Platform?
    /// The `NSError` domain on Apple; the exception or error class name elsewhere
    /// (`MsalUiRequiredException`, `InteractionRequiredAuthError`, `MsalServiceError`).
    public var domain: String?
    public var code: ErrorCodeValue?
    public var codeName: String?
    /// Apple: the value of `MSALInternalErrorCodeKey` when the code is `MSALErrorInternal`.
    public var internalSubCode: Int?
    public var internalSubCodeName: String?
    public var oauthError: String?
    public var subError: String?
    /// AADSTS numbers, as in `error_codes` (`50079`, not `"AADSTS50079"`).
    public var aadsts: [Int]
    /// Azure AD B2C codes (`AADB2C90118` → `90118`).
    public var b2cCodes: [Int]
    public var httpStatus: Int?
    public var retryAfterSeconds: Int?
    public var correlationId: String?
    public var traceId: String?
    /// A conditional-access claims challenge to pass to the interactive call.
    public var claims: String?
    public var grantedScopes: [String]
    public var declinedScopes: [String]
    /// .NET `UiRequiredExceptionClassification` name (`BasicAction`, `ConsentRequired`, …).
    public var classification: String?
    /// The server's or library's own description, already redacted.
    public var errorDescription: String?
    /// Which Apple numbering a code belongs to (before or after MSAL 0.4.0).
    public var numbering: AppleNumbering?
    /// Windows broker (WAM, MSAL runtime): the broker's own error number, which MSAL.NET
    /// prints as `Error Code:` in its WAM messages (e.g. 3399614467, that is 0xCAA20003).
    /// Not an MSAL code: it names the Windows component's failure, so it gets its own field.
    public var brokerErrorCode: Int?
    /// Windows broker: the response status it reported (`NoNetwork`, `IncorrectConfiguration`, …).
    public var brokerStatus: String?
    /// How many errors nested between `underlying` and the one before it were left out:
    /// a chain deeper than the decoders keep (inner exceptions within inner exceptions)
    /// keeps its outermost errors and its innermost one. 0 when nothing was left out.
    public var omittedUnderlyingCount: Int = 0
    private var underlyingBox: DiagnosisBox?

    /// The nested error (`NSUnderlyingError`, an inner exception), if any.
    public var underlying: Diagnosis? {
        get { underlyingBox?.value }
        set { underlyingBox = newValue.map(DiagnosisBox.init) }
    }

    public init(
        platform: Platform? = nil, domain: String? = nil, code: ErrorCodeValue? = nil,
        codeName: String? = nil, internalSubCode: Int? = nil, internalSubCodeName: String? = nil,
        oauthError: String? = nil, subError: String? = nil, aadsts: [Int] = [], b2cCodes: [Int] = [],
        httpStatus: Int? = nil, retryAfterSeconds: Int? = nil, correlationId: String? = nil,
        traceId: String? = nil, claims: String? = nil, grantedScopes: [String] = [],
        declinedScopes: [String] = [], classification: String? = nil, errorDescription: String? = nil,
        numbering: AppleNumbering? = nil, brokerErrorCode: Int? = nil, brokerStatus: String? = nil,
        underlying: Diagnosis? = nil
    ) {
        self.platform = platform
        self.domain = domain
        self.code = code
        self.codeName = codeName
        self.internalSubCode = internalSubCode
        self.internalSubCodeName = internalSubCodeName
        self.oauthError = oauthError
        self.subError = subError
        self.aadsts = aadsts
        self.b2cCodes = b2cCodes
        self.httpStatus = httpStatus
        self.retryAfterSeconds = retryAfterSeconds
        self.correlationId = correlationId
        self.traceId = traceId
        self.claims = claims
        self.grantedScopes = grantedScopes
        self.declinedScopes = declinedScopes
        self.classification = classification
        self.errorDescription = errorDescription
        self.numbering = numbering
        self.brokerErrorCode = brokerErrorCode
        self.brokerStatus = brokerStatus
        self.underlyingBox = underlying.map(DiagnosisBox.init)
    }
}

/// Apple MSAL renumbered its codes in 0.4.0 (2019): one flat enum became
/// `MSALError` (-50000…) and `MSALInternalError` (-42xxx).
public enum AppleNumbering: String, Hashable, Sendable, Codable {
    case current
    case legacy
}

/// Indirection so that `Diagnosis` can nest itself and stay a value type.
private final class DiagnosisBox: Hashable, Sendable {
    let value: Diagnosis
    init(_ value: Diagnosis) { self.value = value }
    static func == (lhs: DiagnosisBox, rhs: DiagnosisBox) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
