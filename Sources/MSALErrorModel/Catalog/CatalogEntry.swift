/// Where a catalog entry comes from.
public enum CatalogPlatform: String, CaseIterable, Codable, Hashable, Sendable {
    case apple, dotnet, js, python, android, java, go, aadsts, http
}

/// What a catalog entry is (the `kind` field of `codes --json`).
public enum CatalogKind: String, CaseIterable, Codable, Hashable, Sendable {
    case domain
    case error
    case internalError
    case msidError
    case legacyError
    case userInfoKey
    case urlError
    case keychainError
    case webAuthError
    case exceptionType
    case errorCode
    case classification
    case subError
    case errorClass
    case errorDictKey
    /// MSAL Go's error types (`CallErr`, `InvalidJsonErr`).
    case errorType
    /// MSAL Go's fixed error texts (it has no error codes), exactly as its format strings read.
    case errorString
    case aadsts
    case b2c
    case httpStatus
}

/// One named value MSAL can report, exactly as MSAL spells it.
public struct CatalogEntry: Hashable, Sendable {
    public var platform: CatalogPlatform
    public var kind: CatalogKind
    public var name: String
    /// The raw value: a number (`-50002`, `50079`) or a string (`invalid_grant`).
    public var value: ErrorCodeValue
    /// The NSError domain, exception type or error class the value belongs to; for
    /// an exception type or error class, its base class; for an AADSTS code, Entra's
    /// symbolic name; for an HTTP status, its reason phrase.
    public var domain: String?
    /// The product's own short explanation.
    public var meaning: String
    public var action: RecommendedAction?

    public init(
        platform: CatalogPlatform, kind: CatalogKind, name: String, value: ErrorCodeValue,
        domain: String? = nil, meaning: String, action: RecommendedAction? = nil
    ) {
        self.platform = platform
        self.kind = kind
        self.name = name
        self.value = value
        self.domain = domain
        self.meaning = meaning
        self.action = action
    }
}
