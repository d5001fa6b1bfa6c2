import Foundation

/// One diagnosis, read once into small values so that every rule of the advice
/// table can ask the same plain questions whichever platform reported the error.
///
/// Reading: codes and type names become ids of the rule index's words (see
/// `TextReading` for how they are compared), namespaces are dropped from type names,
/// Apple codes from before MSAL 0.4.0 are translated to today's numbering, and the
/// platform is inferred from the domain when the diagnosis does not name it.
/// The facts hold no strings, so reading them retains nothing; the few rules
/// that quote the input read it from the diagnosis.
struct DiagnosisFacts: Sendable {
    /// The platform the diagnosis names, or the one its domain implies.
    let platform: Platform?
    /// The domain / exception type / error class without namespace, as an id of
    /// `DomainNames` (aliases resolved); nil for a name the rules do not know.
    let domain: Int?
    /// `MSALErrorDomain` code in today's numbering (`-50002`), when the error is one.
    let appleCode: Int?
    /// `MSALInternalErrorCodeKey` when `appleCode` is `MSALErrorInternal`.
    let appleInternalCode: Int?
    /// The numeric code in any other domain (`NSURLErrorDomain` -1009, OSStatus -34018).
    let systemCode: Int?
    /// The string code (`.NET ErrorCode`, MSAL.js `errorCode`), the OAuth error and the
    /// sub-error as ids of the rule index's words (`TextReading.unknownWord` for others).
    let textCode: Int?
    let oauthError: Int?
    let subError: Int?
    /// The UI-required classification, from `classification` or else from a sub-error
    /// that MSAL turns into one (`message_only`, `basic_action`, …).
    let uiClass: UIRequiredClass?
    let httpStatus: Int?
    let retryAfterSeconds: Int?
    /// A claims challenge with any content.
    let hasClaims: Bool
    /// The Windows broker's status as an id of the rule index's statuses (exact
    /// spelling), `TextReading.unknownWord` for others.
    let brokerStatus: Int?

    init(_ diagnosis: borrowing Diagnosis, index: RuleIndex) {
        let read = DomainReading.read(diagnosis.domain, in: index.domains, needsPlatform: diagnosis.platform == nil)
        domain = read.id
        let platform = diagnosis.platform ?? read.impliedPlatform
        self.platform = platform

        let isMSAL = read.id == index.domains.msalErrorDomain || (read.isEmpty && platform == .apple)
        // The code read in place (its `number`/`text` accessors would copy the string).
        var number: Int?
        var textCode: Int?
        switch diagnosis.code {
        case .number(let value)?: number = value
        case .text(let text)?: textCode = TextReading.wordID(of: text, in: index.words)
        case nil: break
        }
        self.textCode = textCode
        let codes = DiagnosisFacts.numericCodes(of: diagnosis, number: number, isMSAL: isMSAL, isMSID: read.isMSID)
        appleCode = codes.apple
        appleInternalCode = codes.apple == AppleCodes.internal ? codes.appleInternal : nil
        systemCode = codes.system

        oauthError = TextReading.wordID(of: diagnosis.oauthError, in: index.words)
        subError = TextReading.wordID(of: diagnosis.subError, in: index.words)
        uiClass = diagnosis.classification.flatMap(UIRequiredClass.read(name:))
            ?? diagnosis.subError.flatMap(UIRequiredClass.read(subError:))
        httpStatus = diagnosis.httpStatus
        retryAfterSeconds = diagnosis.retryAfterSeconds
        hasClaims = TextReading.hasContent(diagnosis.claims)
        brokerStatus = diagnosis.brokerStatus.map { index.brokerStatuses.id(of: $0) ?? TextReading.unknownWord }
    }

    /// Where the numeric code belongs: an `MSALErrorDomain` code (legacy values and
    /// common-core MSID codes read as the app receives them today), or a system code.
    private static func numericCodes(
        of diagnosis: Diagnosis, number: Int?, isMSAL: Bool, isMSID: Bool
    ) -> (apple: Int?, appleInternal: Int?, system: Int?) {
        if isMSAL {
            guard let raw = number ?? numberFromName(diagnosis.codeName) else { return (nil, nil, nil) }
            guard diagnosis.numbering == .legacy else {
                // The classification rule: today only six public codes reach the app as
                // themselves; any other code MSAL defines (-50006, -50007, …) is what the app
                // receives inside MSALErrorInternal, so printed as itself it reads as that
                // wrapped code, as `codes N` shows it (one answer per code). A value MSAL
                // does not define stays as it is (no rule knows it).
                if raw != AppleCodes.internal, diagnosis.internalSubCode == nil,
                   CatalogFacts.appleWrappedCodes.contains(raw) {
                    return (AppleCodes.internal, raw, nil)
                }
                return (raw, diagnosis.internalSubCode, nil)
            }
            // 0.3.x had one flat enum: six values became today's public codes,
            // everything else is today's internal code under MSALErrorInternal.
            if let current = AppleLegacyNumbering.publicCode(forLegacy: raw) {
                return (current, diagnosis.internalSubCode, nil)
            }
            return (AppleCodes.internal, diagnosis.internalSubCode ?? raw, nil)
        }
        if isMSID, let raw = number {
            // A common-core error as MSAL's logs print it: the converter's mapping,
            // then the classification rule.
            let mapped = Catalog.appleMappedCode(forMSID: raw) ?? AppleCodes.internal
            let surfaced = mapped == AppleCodes.internal
                ? (code: AppleCodes.internal, internalSubCode: AppleCodes.unexpected)
                : Catalog.appleSurfacedCode(forMapped: mapped)
            return (surfaced.code, diagnosis.internalSubCode ?? surfaced.internalSubCode, nil)
        }
        return (nil, nil, number)
    }

    private static func numberFromName(_ name: String?) -> Int? {
        guard let name, !name.isEmpty else { return nil }
        return Catalog.entry(named: name)?.value.number
    }

    // MARK: - Wording

    /// How the platform spells calls and fields, for advice written per diagnosis.
    var words: PlatformVocabulary { PlatformVocabulary(platform) }
}
