import MSALErrorModel

/// Turns the catalog values found in one error's text into one diagnosis, and fills the
/// fields a shape decoder left empty. The platform comes from the strongest evidence
/// (``PlatformEvidence``): the namespace before a class name, then the error's lines,
/// then whichever platform every value found shares. The diagnosis of each value is the
/// one `codes` gives for it (`Catalog.diagnosis(for:)`), so both give the same action.
enum BackstopDiagnosis {
    /// One diagnosis for the findings of one error (nil when they name nothing usable).
    /// `platform`: the platform a shape decoder already settled on, which wins.
    static func diagnosis(of findings: [CatalogFinding], input: TextBytes, range: Range<Int>,
                          platform settled: Platform? = nil) -> Diagnosis? {
        if let apple = findings.first(where: { $0.slot == .appleNumber })?.apple, settled == nil || settled == .apple {
            return apple
        }
        let errorClass = findings.first { $0.slot == .errorClass }
        let code = findings.first { $0.slot == .code }
        let subError = findings.first { $0.slot == .subError }
        let present = [errorClass, code, subError].compactMap { $0 }
        guard !present.isEmpty else { return nil }

        var platform = settled ?? present.lazy.compactMap(\.namespace).first
            ?? PlatformEvidence.platform(in: input, range)
        if let evident = platform, !present.contains(where: { $0.platforms.contains(evident) }) { platform = nil }
        if platform == nil { platform = sharedPlatform(present) }

        func entry(_ finding: CatalogFinding?) -> CatalogEntry? {
            guard let finding else { return nil }
            // With no platform known, a value several MSALs share names none of them.
            if let platform { return finding.entry(on: platform) }
            return finding.platforms.count <= 1 ? finding.entry(on: nil) : nil
        }
        let classEntry = entry(errorClass), codeEntry = entry(code), subEntry = entry(subError)

        var diagnosis: Diagnosis
        if let main = codeEntry ?? subEntry ?? classEntry {
            diagnosis = Catalog.diagnosis(for: main)
            if let classEntry, main != classEntry, classEntry.platform == main.platform {
                diagnosis.domain = Catalog.diagnosis(for: classEntry).domain
            }
            if let subEntry, main != subEntry, subEntry.kind == .subError, diagnosis.subError == nil {
                diagnosis.subError = subEntry.value.text
            }
        } else if let code, let value = code.entries.lazy.compactMap(\.value.text).first {
            // A code several MSALs share, with nothing to say whose: the code and, when it is
            // an OAuth error from the server, that; no platform is invented.
            diagnosis = Diagnosis(platform: platform, code: .text(value))
            if code.entries.contains(where: { Catalog.diagnosis(for: $0).oauthError == value }) {
                diagnosis.oauthError = value
            }
        } else if let subError, let value = subError.entries.lazy.compactMap(\.value.text).first {
            // A sub-error every MSAL passes on from the server (`protection_policy_required`).
            diagnosis = Diagnosis(platform: platform, subError: value)
        } else if let errorClass {
            diagnosis = Diagnosis(platform: platform, domain: errorClass.entries.first?.name)
        } else {
            return nil
        }
        if diagnosis.platform == nil, let platform, diagnosis.code != nil || diagnosis.domain != nil {
            diagnosis.platform = platform
        }
        return diagnosis
    }

    /// The one platform every finding's values belong to, if there is exactly one.
    private static func sharedPlatform(_ findings: [CatalogFinding]) -> Platform? {
        var common = findings[0].platforms
        for finding in findings.dropFirst() {
            let narrowed = common.filter(finding.platforms.contains)
            if !narrowed.isEmpty { common = narrowed }
        }
        return common.count == 1 ? common[0] : nil
    }

    /// A code a decoder read without knowing whose it is: as MSAL.js's from its shape alone
    /// (no class printed: the class is the one the code implies), or with no platform at all
    /// (`error=invalid_grant`), on a line that names an MSAL (`[com.microsoft.aad.msal4j] `).
    /// The stronger evidence wins when that MSAL has the code: the diagnosis becomes the one
    /// `codes` gives for the code there, keeping what the decoder read besides. Returns true
    /// when it moved.
    @discardableResult
    static func adoptEvidence(_ diagnosis: inout Diagnosis, input: TextBytes, range: Range<Int>) -> Bool {
        let decoded = diagnosis
        guard decoded.platform == .js || decoded.platform == nil,
              let code = decoded.code?.text ?? decoded.oauthError else { return false }
        if decoded.platform == .js, let domain = decoded.domain,
           input.find(Array(domain.utf8), from: range.lowerBound, to: range.upperBound) != nil {
            return false  // the class is printed: MSAL.js's own
        }
        let lines = input.lineStart(before: range.lowerBound)..<min(input.lineEnd(from: max(range.upperBound - 1, range.lowerBound)), input.count)
        guard let evident = PlatformEvidence.platform(in: input, lines), evident != decoded.platform,
              let entry = Catalog.errorEntries(valueOrName: code).first(where: {
                  $0.platform.rawValue == evident.rawValue && CatalogFinding.slot(of: $0.kind) != nil
              }) else { return false }
        diagnosis = Catalog.diagnosis(for: entry)
        if diagnosis.platform == nil { diagnosis.platform = evident }
        if diagnosis.oauthError == nil { diagnosis.oauthError = decoded.oauthError }
        if diagnosis.subError == nil { diagnosis.subError = decoded.subError }
        if diagnosis.classification == nil { diagnosis.classification = decoded.classification }
        diagnosis.aadsts = decoded.aadsts
        diagnosis.b2cCodes = decoded.b2cCodes
        diagnosis.httpStatus = decoded.httpStatus
        diagnosis.retryAfterSeconds = decoded.retryAfterSeconds
        diagnosis.correlationId = decoded.correlationId
        diagnosis.traceId = decoded.traceId
        diagnosis.claims = decoded.claims
        diagnosis.errorDescription = decoded.errorDescription
        diagnosis.underlying = decoded.underlying
        diagnosis.brokerStatus = decoded.brokerStatus
        diagnosis.brokerErrorCode = decoded.brokerErrorCode
        diagnosis.grantedScopes = decoded.grantedScopes
        diagnosis.declinedScopes = decoded.declinedScopes
        return true
    }

    /// An MSAL.js code a decoder read without its class (`{errorCode, errorMessage}` objects):
    /// the class and OAuth error the catalog files the code under, as `codes` shows them.
    static func fillJSClass(_ diagnosis: inout Diagnosis) {
        guard diagnosis.platform == .js, diagnosis.domain == nil, case .text(let code)? = diagnosis.code,
              let entry = Catalog.jsErrorCode(code) else { return }
        let catalog = Catalog.diagnosis(for: entry)
        diagnosis.domain = catalog.domain
        if diagnosis.oauthError == nil { diagnosis.oauthError = catalog.oauthError }
    }

    /// True when a shape decoder's diagnosis names nothing the advice can act on: no code,
    /// OAuth error, sub-error, classification, internal code, HTTP status, broker code, and
    /// no AADSTS or B2C code the catalog describes. Checked per error; cheap.
    static func needsFilling(_ diagnosis: Diagnosis) -> Bool {
        guard diagnosis.code == nil, diagnosis.oauthError == nil, diagnosis.subError == nil,
              diagnosis.classification == nil, diagnosis.internalSubCode == nil, diagnosis.httpStatus == nil,
              diagnosis.brokerErrorCode == nil, diagnosis.brokerStatus == nil, diagnosis.b2cCodes.isEmpty else { return false }
        guard diagnosis.aadsts.allSatisfy({ Catalog.aadsts($0) == nil }) else { return false }
        // A runtime's own exception (`java.net.UnknownHostException`) is answered by its type: it
        // takes no MSAL code from the lines around it.
        guard let domain = diagnosis.domain else { return true }
        return !Catalog.errorEntries(valueOrName: domain).isEmpty
            || !Catalog.errorEntries(valueOrName: String(domain.split(separator: ".").last ?? "")).isEmpty
    }

    /// A code that only restates an HTTP status (MSAL.NET's `not_found`): any service's HTTP
    /// answer prints it, so on its own, with no MSAL named on its lines, it is no MSAL error.
    static func isGeneric(_ diagnosis: Diagnosis, findings: [CatalogFinding], input: TextBytes, range: Range<Int>) -> Bool {
        guard let name = diagnosis.codeName, name.hasPrefix("HttpStatus"),
              !findings.contains(where: { $0.slot == .errorClass }) else { return false }
        return PlatformEvidence.platform(in: input, range) == nil
    }

    /// Fills the fields `diagnosis` lacks from what the catalog values in its text say;
    /// never changes a field a decoder set.
    static func fill(_ diagnosis: inout Diagnosis, from findings: [CatalogFinding], input: TextBytes, range: Range<Int>) {
        if diagnosis.code == nil, diagnosis.domain != nil, let code = findings.first(where: { $0.slot == .code }) {
            // `MsalClientException: device_network_not_available`: the code may say whose class it is.
            SharedClassPlatform.settle(&diagnosis, code: input.string(code.start..<code.end), input: input, range: range)
        }
        guard let found = Self.diagnosis(of: findings, input: input, range: range, platform: diagnosis.platform)
        else { return }
        guard diagnosis.platform == nil || found.platform == nil || found.platform == diagnosis.platform else { return }
        if diagnosis.platform == nil { diagnosis.platform = found.platform }
        if diagnosis.domain == nil { diagnosis.domain = found.domain }
        if diagnosis.code == nil, found.code != nil {
            diagnosis.code = found.code
            diagnosis.codeName = found.codeName
            if diagnosis.internalSubCode == nil {
                diagnosis.internalSubCode = found.internalSubCode
                diagnosis.internalSubCodeName = found.internalSubCodeName
            }
            if diagnosis.numbering == nil { diagnosis.numbering = found.numbering }
        }
        if diagnosis.oauthError == nil { diagnosis.oauthError = found.oauthError }
        if diagnosis.subError == nil { diagnosis.subError = found.subError }
        if diagnosis.classification == nil { diagnosis.classification = found.classification }
    }
}
