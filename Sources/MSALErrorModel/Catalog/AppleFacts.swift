/// An Apple value that was renumbered: before MSAL 0.4.0 (one flat enum), or
/// in the 2023 fix of three duplicate JIT values. Old logs carry `oldValue`.
public struct AppleRenumbering: Hashable, Sendable {
    public var name: String
    public var oldValue: Int
    public var currentValue: Int

    public init(name: String, oldValue: Int, currentValue: Int) {
        self.name = name
        self.oldValue = oldValue
        self.currentValue = currentValue
    }
}

/// One row of Apple MSAL's table from server OAuth error to public code.
public struct AppleOAuthMapping: Hashable, Sendable {
    /// Where the error was met (token endpoint, web response, silent refresh, HTTP layer).
    public var context: String
    /// The OAuth `error` string; nil when the row is not about a server error string.
    public var oauthError: String?
    public var condition: String?
    /// The common-core code MSAL creates first (name and value as MSAL prints them).
    public var msid: String
    /// The code the app receives.
    public var publicCode: Int
    public var publicName: String
    /// `MSALInternalErrorCodeKey` when `publicCode` is `MSALErrorInternal`.
    public var internalCode: Int?

    public init(
        context: String, oauthError: String?, condition: String?, msid: String,
        publicCode: Int, publicName: String, internalCode: Int?
    ) {
        self.context = context
        self.oauthError = oauthError
        self.condition = condition
        self.msid = msid
        self.publicCode = publicCode
        self.publicName = publicName
        self.internalCode = internalCode
    }
}
