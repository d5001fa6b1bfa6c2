import Foundation

/// Every value MSAL can report, and look-ups over them.
///
/// The data is generated from the reference catalog (`Generated/`); look-ups by
/// value or name are dictionary look-ups.
public enum Catalog {
    /// Every entry, in catalog order (platform, then kind, then source order).
    public static var entries: [CatalogEntry] { CatalogIndex.shared.entries }

    /// Entries matching a query: a number, `AADSTS50079`/`50079`, a string code or a name.
    /// An ambiguous query returns every match in catalog order; an unknown one returns [].
    public static func lookup(_ query: String) -> [CatalogEntry] {
        CatalogQuery.lookup(query, in: CatalogIndex.shared)
    }

    /// Apple `MSALError` (-50000…) by raw value.
    public static func appleError(rawValue: Int) -> CatalogEntry? {
        CatalogIndex.shared.entry(kind: .error, number: rawValue)
    }
    /// Apple `MSALInternalError` (-42xxx) by raw value.
    public static func appleInternalError(rawValue: Int) -> CatalogEntry? {
        CatalogIndex.shared.entry(kind: .internalError, number: rawValue)
    }
    /// Apple common-core `MSID…` code by raw value.
    public static func msidError(rawValue: Int) -> CatalogEntry? {
        CatalogIndex.shared.entry(kind: .msidError, number: rawValue)
    }
    /// Apple code from before MSAL 0.4.0 by raw value (also the three JIT values renumbered in 2023).
    public static func appleLegacyError(rawValue: Int) -> CatalogEntry? {
        CatalogIndex.shared.entry(kind: .legacyError, number: rawValue)
    }
    /// `NSURLErrorDomain`, `NSOSStatusErrorDomain` and web-authentication-session codes.
    public static func appleSystemError(domain: String, rawValue: Int) -> CatalogEntry? {
        let index = CatalogIndex.shared
        return index.systemErrors[CatalogIndex.DomainNumber(domain: domain, number: rawValue)].map { index.entries[$0] }
    }
    /// Any named entry (`MSALErrorInteractionRequired`, `MsalUiRequiredException`, `BasicAction`);
    /// the first in catalog order when several share the name.
    public static func entry(named name: String) -> CatalogEntry? {
        let index = CatalogIndex.shared
        return index.byName[name]?.first.map { index.entries[$0] }
    }
    /// AADSTS code (the number after `AADSTS`).
    public static func aadsts(_ code: Int) -> AADSTSInfo? {
        CatalogIndex.shared.aadsts[code]
    }
    /// .NET `MsalError` code by its string value (`invalid_grant`).
    public static func dotnetErrorCode(_ value: String) -> CatalogEntry? {
        let index = CatalogIndex.shared
        return index.dotnetCodes[value].map { index.entries[$0] }
    }
    /// MSAL.js error code (`interaction_required`) with its class in `domain`.
    public static func jsErrorCode(_ code: String) -> CatalogEntry? {
        let index = CatalogIndex.shared
        return index.jsCodes[code].map { index.entries[$0] }
    }

    /// Apple's classification rule: how MSAL surfaces a mapped code to the app.
    /// Six codes reach the app as themselves; everything else arrives as
    /// `MSALErrorInternal` (-50000) with the mapped value as the internal sub-code
    /// (`MSALInternalErrorUnexpected` -42008 when the mapped value is -50000 itself).
    public static func appleSurfacedCode(forMapped rawValue: Int) -> (code: Int, internalSubCode: Int?) {
        if CatalogTable.appleRecoverableCodes.contains(rawValue) {
            return (rawValue, nil)
        }
        if rawValue == appleInternalCode {
            return (appleInternalCode, appleUnexpectedCode)
        }
        return (appleInternalCode, rawValue)
    }

    /// The six codes that reach an Apple app as themselves.
    public static var appleRecoverableCodes: Set<Int> { CatalogTable.appleRecoverableCodes }

    /// The MSAL code an `MSID…` code maps to before the classification rule runs
    /// (-50000 when the converter has no entry for it); nil for an unknown MSID code.
    public static func appleMappedCode(forMSID rawValue: Int) -> Int? {
        guard let target = CatalogTable.msidMappings[rawValue] else { return nil }
        guard let name = target, let entry = entry(named: name), let value = entry.value.number else {
            return appleInternalCode
        }
        return value
    }

    /// The name of a current Apple code, public or internal (`-50002` → `MSALErrorInteractionRequired`).
    public static func appleCodeName(_ rawValue: Int) -> String? {
        appleError(rawValue: rawValue)?.name ?? appleInternalError(rawValue: rawValue)?.name
    }

    /// Values Apple MSAL renumbered (0.4.0 split; 2023 JIT duplicates fix).
    public static var appleRenumberings: [AppleRenumbering] { CatalogTable.appleRenumberings }

    /// Apple MSAL's table from server OAuth error to public code, as rows.
    public static var appleOAuthMappings: [AppleOAuthMapping] { CatalogTable.appleOAuthMappings }

    /// Every AADSTS code the catalog describes, in catalog order.
    public static var aadstsCodes: [AADSTSInfo] { CatalogTable.aadstsInfos }

    static let appleInternalCode = -50000
    static let appleUnexpectedCode = -42008
}

/// What the catalog knows about one AADSTS code.
public struct AADSTSInfo: Hashable, Sendable {
    public var code: Int
    /// Entra's symbolic name; `AADSTS<code>` when Entra gives none.
    public var name: String
    public var category: AADSTSCategory
    public var meaning: String
    /// The OAuth `error` this code usually arrives with (`invalid_grant`), when known.
    public var typicalOAuthError: String?

    public init(code: Int, name: String, category: AADSTSCategory, meaning: String, typicalOAuthError: String? = nil) {
        self.code = code
        self.name = name
        self.category = category
        self.meaning = meaning
        self.typicalOAuthError = typicalOAuthError
    }
}

/// The families the AADSTS codes fall into. Each family has one advice rule
/// (`Advice/Rules/CategoryRules.swift`); a code's family is chosen from what the code
/// means (`Scripts/catalog-aadsts.txt`), never from its number range.
public enum AADSTSCategory: String, CaseIterable, Codable, Hashable, Sendable {
    case uiRequired = "ui_required"
    case uiRequiredDevice = "ui_required_device"
    case blocked
    case credential
    case developerConfig = "developer_config"
    case transient
    case interrupt
    case deviceFlow = "device_flow"
    /// The user must consent to the app's permissions.
    case consent
    /// Only an administrator can consent for the organization.
    case adminConsent = "admin_consent"
    /// The password must be changed (a policy, a weak or rejected new password).
    case passwordChange = "password_change"
    /// The device must be registered, re-registered or enabled (Windows Hello keys included).
    case deviceRegistration = "device_registration"
    /// A tenant policy refuses this sign-in (cross-tenant access, restrictions, hours).
    case accessPolicy = "access_policy"
    /// The tenant's own setup fails: federation, on-premises agents, claims mapping.
    case tenantSetup = "tenant_setup"
    /// A failure inside the service that a retry does not fix.
    case serviceError = "service_error"
    /// Too many requests: wait, then try again.
    case throttled
}
