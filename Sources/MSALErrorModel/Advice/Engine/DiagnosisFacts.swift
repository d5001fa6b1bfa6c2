import Foundation

/// One diagnosis, normalised once so that every rule of the advice table can ask
/// the same plain questions whichever platform reported the error.
///
/// Normalisation: strings are lowercased (MSAL's codes are case-insensitive in
/// practice: .NET compares sub-errors ignoring case, `No_Broker_Installed_On_Device`
/// has capitals), namespaces are dropped from type names
/// (`Microsoft.Identity.Client.MsalUiRequiredException` → `MsalUiRequiredException`),
/// Apple codes from before MSAL 0.4.0 are translated to today's numbering, and the
/// platform is inferred from the domain when the diagnosis does not name it.
struct DiagnosisFacts: Sendable {
    let diagnosis: Diagnosis
    /// The platform the diagnosis names, or the one its domain implies.
    let platform: Platform?
    /// The domain / exception type / error class without namespace, as spelled.
    let domain: String
    /// `MSALErrorDomain` code in today's numbering (`-50002`), when the error is one.
    let appleCode: Int?
    /// `MSALInternalErrorCodeKey` when `appleCode` is `MSALErrorInternal`.
    let appleInternalCode: Int?
    /// The numeric code in any other domain (`NSURLErrorDomain` -1009, OSStatus -34018).
    let systemCode: Int?
    /// A string error code, lowercased (`.NET ErrorCode`, MSAL.js `errorCode`).
    let textCode: String?
    let oauthError: String?
    let subError: String?
    /// The UI-required classification, from `classification` or else from a sub-error
    /// that MSAL turns into one (`message_only`, `basic_action`, …).
    let uiClass: UIRequiredClass?
    let aadsts: [Int]
    let httpStatus: Int?
    let retryAfterSeconds: Int?
    /// The claims challenge, when it has any content.
    let claims: String?
    /// The catalog category of the first AADSTS code the catalog knows.
    let aadstsCategory: AADSTSCategory?

    /// - Parameter categoryOf: how an AADSTS code is looked up (the catalog, or a test table).
    init(_ diagnosis: Diagnosis, categoryOf: (Int) -> AADSTSCategory? = { Catalog.aadsts($0)?.category }) {
        self.diagnosis = diagnosis
        let domain = AppleCodes.canonicalDomain(DiagnosisFacts.bareTypeName(diagnosis.domain ?? ""))
        self.domain = domain
        let platform = diagnosis.platform
            ?? DiagnosisFacts.inferPlatform(namespace: diagnosis.domain ?? "")
            ?? DiagnosisFacts.inferPlatform(domain: domain)
        self.platform = platform

        let codes = DiagnosisFacts.numericCodes(of: diagnosis, domain: domain, platform: platform)
        self.appleCode = codes.apple
        self.appleInternalCode = codes.apple == AppleCodes.internal ? codes.appleInternal : nil
        self.systemCode = codes.system

        self.textCode = diagnosis.code?.text.map(DiagnosisFacts.normalized)
        self.oauthError = diagnosis.oauthError.map(DiagnosisFacts.normalized)
        self.subError = diagnosis.subError.map(DiagnosisFacts.normalized)
        self.uiClass = diagnosis.classification.flatMap(UIRequiredClass.init(name:))
            ?? diagnosis.subError.flatMap(UIRequiredClass.init(subError:))
        self.aadsts = diagnosis.aadsts
        self.httpStatus = diagnosis.httpStatus
        self.retryAfterSeconds = diagnosis.retryAfterSeconds
        let claims = diagnosis.claims.map(DiagnosisFacts.trimmed) ?? ""
        self.claims = claims.isEmpty ? nil : claims
        var category: AADSTSCategory?
        for code in diagnosis.aadsts {
            if let known = categoryOf(code) {
                category = known
                break
            }
        }
        self.aadstsCategory = category
    }

    /// Where the numeric code belongs: an `MSALErrorDomain` code (legacy values and
    /// common-core MSID codes read as the app receives them today), or a system code.
    private static func numericCodes(
        of diagnosis: Diagnosis, domain: String, platform: Platform?
    ) -> (apple: Int?, appleInternal: Int?, system: Int?) {
        if isMSALDomain(domain, platform: platform) {
            guard let raw = diagnosis.code?.number ?? numberFromName(diagnosis.codeName) else {
                return (nil, nil, nil)
            }
            guard diagnosis.numbering == .legacy else { return (raw, diagnosis.internalSubCode, nil) }
            // 0.3.x had one flat enum: six values became today's public codes,
            // everything else is today's internal code under MSALErrorInternal.
            if let current = AppleLegacyNumbering.publicCode(forLegacy: raw) {
                return (current, diagnosis.internalSubCode, nil)
            }
            return (AppleCodes.internal, diagnosis.internalSubCode ?? raw, nil)
        }
        if isMSIDDomain(domain), let raw = diagnosis.code?.number {
            // A common-core error as MSAL's logs print it: the converter's mapping,
            // then the classification rule.
            let mapped = Catalog.appleMappedCode(forMSID: raw) ?? AppleCodes.internal
            let surfaced = mapped == AppleCodes.internal
                ? (code: AppleCodes.internal, internalSubCode: AppleCodes.unexpected)
                : Catalog.appleSurfacedCode(forMapped: mapped)
            return (surfaced.code, diagnosis.internalSubCode ?? surfaced.internalSubCode, nil)
        }
        return (nil, nil, diagnosis.code?.number)
    }

    // MARK: - Questions the rules ask

    func hasAADSTS(_ codes: Set<Int>) -> Bool { aadsts.contains(where: codes.contains) }

    /// True when the string code or the OAuth error is one of `values` (lowercase).
    func hasCode(_ values: Set<String>) -> Bool {
        if let textCode, values.contains(textCode) { return true }
        if let oauthError, values.contains(oauthError) { return true }
        return false
    }

    func isDomain(_ names: Set<String>) -> Bool { names.contains(domain) }

    func isApple(_ code: Int) -> Bool { appleCode == code }

    func isAppleInternal(_ codes: Set<Int>) -> Bool {
        appleInternalCode.map(codes.contains) ?? false
    }

    func isSystem(domain wanted: String, codes: Set<Int>? = nil) -> Bool {
        guard domain == wanted, let systemCode else { return false }
        return codes.map { $0.contains(systemCode) } ?? true
    }

    /// Input quoted inside developer advice: control characters escaped, length capped
    /// (pasted errors are untrusted and the advice is printed to a terminal).
    func quoted(_ text: String?, limit: Int = 80) -> String {
        TerminalText.safe(text ?? "", limit: limit)
    }

    // MARK: - Normalisation helpers

    static func normalized(_ text: String) -> String {
        let bytes = text.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // ASCII: the edges are whitespace exactly when their bytes are.
            let edgeIsSpace = bytes.first.map(isASCIISpace) == true || bytes.last.map(isASCIISpace) == true
            return (edgeIsSpace ? trimmed(text) : text).lowercased()
        }
        let edgeIsSpace = text.first?.isWhitespace == true || text.last?.isWhitespace == true
        return (edgeIsSpace ? text.trimmingCharacters(in: .whitespacesAndNewlines) : text).lowercased()
    }

    /// `Microsoft.Identity.Client.MsalUiRequiredException` → `MsalUiRequiredException`.
    static func bareTypeName(_ name: String) -> String {
        if let bare = asciiBareTypeName(name) { return bare }
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        // NSError domains keep their dots (`com.apple.AuthenticationServices.WebAuthenticationSession`).
        guard !trimmed.hasSuffix("Domain"), !trimmed.hasPrefix("com.apple."), let dot = trimmed.lastIndex(of: ".") else {
            return trimmed
        }
        return String(trimmed[trimmed.index(after: dot)...])
    }

    /// `text` without leading and trailing whitespace and newlines; ASCII text on its
    /// UTF-8 bytes, anything else through Foundation.
    static func trimmed(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return text.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let first = bytes.firstIndex(where: { !isASCIISpace($0) }),
              let last = bytes.lastIndex(where: { !isASCIISpace($0) })
        else { return "" }
        if first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex { return text }
        return String(Substring(bytes[first...last]))
    }

    /// The ASCII members of `.whitespacesAndNewlines`: tab…carriage return and space.
    private static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// `bareTypeName` for the usual case, an all-ASCII name, worked out on its UTF-8
    /// bytes (Foundation's trimming and `Character` searches cost more than the rest
    /// of the advice engine); nil for any other name, which takes the general path.
    private static func asciiBareTypeName(_ name: String) -> String? {
        let bytes = name.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard let first = bytes.firstIndex(where: { !isASCIISpace($0) }),
              let last = bytes.lastIndex(where: { !isASCIISpace($0) })
        else { return "" }
        let trimmed = bytes[first...last]
        let isWhole = first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex
        let text = { isWhole ? name : String(Substring(trimmed)) }
        if trimmed.count >= 6, trimmed.suffix(6).elementsEqual("Domain".utf8) { return text() }
        if trimmed.starts(with: "com.apple.".utf8) { return text() }
        guard let dot = trimmed.lastIndex(of: 0x2E) else { return text() }
        return String(Substring(bytes[bytes.index(after: dot)...last]))
    }

    /// `MSIDErrorDomain`, `MSIDOAuthErrorDomain`, `MSIDHttpErrorCodeDomain`; not the
    /// keychain domain, whose codes are OSStatus values.
    static func isMSIDDomain(_ domain: String) -> Bool {
        domain.hasPrefix("MSID") && domain != AppleCodes.msidKeychainDomain
    }

    static func isMSALDomain(_ domain: String, platform: Platform?) -> Bool {
        domain == "MSALErrorDomain" || (domain.isEmpty && platform == .apple)
    }

    static func numberFromName(_ name: String?) -> Int? {
        guard let name, !name.isEmpty else { return nil }
        return Catalog.entry(named: name)?.value.number
    }

    /// The library a namespaced type name comes from.
    static func inferPlatform(namespace name: String) -> Platform? {
        namespacePrefixes.first { name.hasPrefix($0.0) }?.1
    }

    private static let namespacePrefixes: [(String, Platform)] = [
        ("Microsoft.Identity.Client.", .dotnet), ("com.microsoft.aad.msal4j.", .java),
        ("com.microsoft.identity.", .android), ("msal.", .python),
    ]

    /// MSAL.js error classes whose names end in neither `AuthError` nor `ConfigurationError`.
    private static let otherJSErrorClasses: Set<String> = [
        "ServerError", "CacheError", "JoseHeaderError", "NetworkError", "ManagedIdentityError",
    ]

    static func inferPlatform(domain: String) -> Platform? {
        if domain.isEmpty { return nil }
        if domain == "MSALErrorDomain" || domain.hasPrefix("NS") || domain.hasPrefix("com.apple.") {
            return .apple
        }
        if domain.hasSuffix("Exception") { return .dotnet }
        if domain.hasSuffix("AuthError") || domain.hasSuffix("ConfigurationError")
            || otherJSErrorClasses.contains(domain)
        {
            return .js
        }
        if domain.hasPrefix("Msal") && domain.hasSuffix("Error") { return .python }
        return nil
    }
}
