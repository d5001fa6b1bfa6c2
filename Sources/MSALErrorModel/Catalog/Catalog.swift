/// Every value MSAL can report, and look-ups over them.
/// PLACEHOLDER bodies: the generated tables replace them (issue 2). The
/// signatures are the contract the simulator, decoders and console build on.
public enum Catalog {
    /// Every entry, in catalog order (platform, then kind, then source order).
    public static var entries: [CatalogEntry] { [] }

    /// Entries matching a query: a number, `AADSTS50079`/`50079`, a string code or a name.
    public static func lookup(_ query: String) -> [CatalogEntry] { [] }

    /// Apple `MSALError` (-50000…) by raw value.
    public static func appleError(rawValue: Int) -> CatalogEntry? { nil }
    /// Apple `MSALInternalError` (-42xxx) by raw value.
    public static func appleInternalError(rawValue: Int) -> CatalogEntry? { nil }
    /// Apple common-core `MSID…` code by raw value.
    public static func msidError(rawValue: Int) -> CatalogEntry? { nil }
    /// Apple code from before MSAL 0.4.0 by raw value.
    public static func appleLegacyError(rawValue: Int) -> CatalogEntry? { nil }
    /// `NSURLErrorDomain`, `NSOSStatusErrorDomain` and web-authentication-session codes.
    public static func appleSystemError(domain: String, rawValue: Int) -> CatalogEntry? { nil }
    /// Any named entry (`MSALErrorInteractionRequired`, `MsalUiRequiredException`, `BasicAction`).
    public static func entry(named name: String) -> CatalogEntry? { nil }
    /// AADSTS code (the number after `AADSTS`).
    public static func aadsts(_ code: Int) -> AADSTSInfo? { nil }
    /// .NET `MsalError` code by its string value (`invalid_grant`).
    public static func dotnetErrorCode(_ value: String) -> CatalogEntry? { nil }
    /// MSAL.js error code (`interaction_required`) with its class in `domain`.
    public static func jsErrorCode(_ code: String) -> CatalogEntry? { nil }

    /// Apple's classification rule: how MSAL surfaces a mapped code to the app.
    /// Six codes reach the app as themselves; everything else arrives as
    /// `MSALErrorInternal` (-50000) with the mapped value as the internal sub-code.
    public static func appleSurfacedCode(forMapped rawValue: Int) -> (code: Int, internalSubCode: Int?) {
        (rawValue, nil)
    }
}

/// What the catalog knows about one AADSTS code.
public struct AADSTSInfo: Hashable, Sendable {
    public var code: Int
    public var name: String
    public var category: AADSTSCategory
    public var meaning: String

    public init(code: Int, name: String, category: AADSTSCategory, meaning: String) {
        self.code = code
        self.name = name
        self.category = category
        self.meaning = meaning
    }
}

/// The families the AADSTS codes fall into.
public enum AADSTSCategory: String, CaseIterable, Codable, Hashable, Sendable {
    case uiRequired = "ui_required"
    case uiRequiredDevice = "ui_required_device"
    case blocked
    case credential
    case developerConfig = "developer_config"
    case transient
    case interrupt
    case deviceFlow = "device_flow"
}
