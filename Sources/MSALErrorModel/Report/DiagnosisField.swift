/// One field of a diagnosis as people read it: which field, its label, its value.
///
/// Every text rendering of a diagnosis (`explain`, `codes QUERY`, the console's
/// details, the one-line event summary, the console's search text) formats this
/// one ordered list, so a field has one label and a missing value one word
/// everywhere. The JSON shape (`DiagnosisReport`) keeps its own camel-case keys.
public struct DiagnosisField: Hashable, Sendable {
    public enum Key: String, CaseIterable, Hashable, Sendable {
        case platform, domain, code, internalSubCode, oauthError, subError, aadsts, b2c, httpStatus, retryAfter
        case correlationId, traceId, classification, brokerErrorCode, brokerStatus, numbering
        case grantedScopes, declinedScopes, claims, description, action, developerAdvice, userMessage
    }

    public let key: Key
    public let label: String
    /// Nil when the diagnosis does not have it: renderers show ``DiagnosisField/missing``.
    public let value: String?

    /// The one word for a value a diagnosis does not have.
    public static var missing: String { missingLiteral.description }
    static let missingLiteral: StaticString = "—"

    /// The four fields the console exists to show, and the ones an explanation always lists
    /// (with ``missing`` when absent); the others appear only when they have a value.
    public var isCore: Bool { key.isCore }

    /// The value, or ``missing``.
    public var shownValue: String { value ?? Self.missing }
}

extension DiagnosisField.Key {
    /// See ``DiagnosisField/isCore``.
    public var isCore: Bool {
        switch self {
        case .platform, .domain, .code, .internalSubCode, .oauthError, .aadsts, .httpStatus, .correlationId,
             .action, .userMessage: true
        default: false
        }
    }

    /// The label of this field in every text rendering.
    public func label(locale: MessageLocale) -> String { staticLabel(locale: locale).description }

    /// The label as a literal: `explain` writes one per field of a million errors, with no
    /// `String` made.
    func staticLabel(locale: MessageLocale) -> StaticString {
        switch self {
        case .platform: "Platform"
        case .domain: "Error domain"
        case .code: "Code"
        case .internalSubCode: "Internal sub-code"
        case .oauthError: "OAuth error"
        case .subError: "Sub-error"
        case .aadsts: "AADSTS"
        case .b2c: "B2C"
        case .httpStatus: "HTTP status"
        case .retryAfter: "Retry-After"
        case .correlationId: "Correlation ID"
        case .traceId: "Trace ID"
        case .classification: "Classification"
        case .brokerErrorCode: "Windows broker code"
        case .brokerStatus: "Windows broker status"
        case .numbering: "Numbering"
        case .grantedScopes: "Granted scopes"
        case .declinedScopes: "Declined scopes"
        case .claims: "Claims"
        case .description: "Description"
        case .action: "Action"
        case .developerAdvice: "Developer advice"
        case .userMessage:
            // Spelled out, not interpolated: a literal, like the others.
            switch locale {
            case .en: "User message [en]"
            case .zhHant: "User message [zh-Hant]"
            case .zhHans: "User message [zh-Hans]"
            case .pl: "User message [pl]"
            case .sv: "User message [sv]"
            case .ptPT: "User message [pt-PT]"
            }
        }
    }
}

extension Diagnosis {
    /// This diagnosis's fields in reading order, values formatted but not yet made
    /// visible (renderers pass them through ``VisibleText``). `advice` is the
    /// diagnosis's advice, passed in so a caller that already has it advises once.
    public func fields(advice: Advice, locale: MessageLocale) -> [DiagnosisField] {
        var fields: [DiagnosisField] = []
        fields.reserveCapacity(DiagnosisField.Key.allCases.count)
        forEachField(advice: advice, locale: locale) { key, value in
            fields.append(DiagnosisField(key: key, label: key.label(locale: locale), value: value))
        }
        return fields
    }

    /// Hands each field's key and value (nil when the diagnosis does not have it) to `body`,
    /// in reading order: ``fields(advice:locale:)`` without the array and the labels, for
    /// `explain`, which writes a million diagnoses.
    func forEachField(advice: Advice, locale: MessageLocale, _ body: (DiagnosisField.Key, String?) -> Void) {
        func field(_ key: DiagnosisField.Key, _ value: String?) { body(key, value?.isEmpty == true ? nil : value) }
        func list(_ items: [String]) -> String? { items.isEmpty ? nil : items.joined(separator: ", ") }
        field(.platform, platform?.displayName)
        field(.domain, domain)
        field(.code, DiagnosisNaming.code(self))
        field(.internalSubCode, DiagnosisNaming.internalSubCode(self))
        field(.oauthError, oauthError)
        field(.subError, subError)
        field(.aadsts, list(aadsts.map(DiagnosisNaming.aadsts)))
        field(.b2c, list(b2cCodes.map { "AADB2C\($0)" }))
        field(.httpStatus, httpStatus.map(String.init))
        field(.retryAfter, retryAfterSeconds.map { "\($0) s" })
        field(.correlationId, correlationId)
        field(.traceId, traceId)
        field(.classification, classification)
        field(.brokerErrorCode, brokerErrorCode.map(WindowsBrokerError.codeText))
        field(.brokerStatus, brokerStatus)
        // Only the old numbering is worth a line: every current Apple error would say "current".
        field(.numbering, numbering == .legacy ? "legacy (MSAL before 0.4.0)" : nil)
        field(.grantedScopes, list(grantedScopes))
        field(.declinedScopes, list(declinedScopes))
        field(.claims, claims)
        field(.description, errorDescription)
        field(.action, advice.action.rawValue)
        field(.developerAdvice, advice.developerAdvice)
        field(.userMessage, UserMessages.text(advice.userMessage, locale: locale))
    }
}

/// How a diagnosis's codes are named in text: the name, then the raw value.
public enum DiagnosisNaming {
    /// `MSALErrorInteractionRequired (-50002)`; the value alone when it has no name, except an
    /// Apple number the catalog does not know, which says so (`-50099 (unknown code name)`).
    public static func code(_ diagnosis: Diagnosis) -> String? {
        // The catalog names what a decoder left unnamed (Python's OAuth codes, MSAL.js 1.x codes).
        let name = Catalog.codeName(of: diagnosis)
        if name == nil, diagnosis.platform == .apple, let number = diagnosis.code?.number {
            return "\(number) (unknown code name)"
        }
        return named(name, diagnosis.code?.description)
    }

    /// `MSALInternalErrorBrokerResponseNotReceived (-42700)`; the number alone when it has no name
    /// (MSAL.NET's `Internal Error Code` is a broker's own tag).
    public static func internalSubCode(_ diagnosis: Diagnosis) -> String? {
        named(diagnosis.internalSubCodeName, diagnosis.internalSubCode.map(String.init))
    }

    /// `AADSTS50079 UserStrongAuthEnrollmentRequired`, or the bare code when the catalog has no name.
    public static func aadsts(_ code: Int) -> String {
        guard let info = Catalog.aadsts(code), info.name != "AADSTS\(code)" else { return "AADSTS\(code)" }
        return "AADSTS\(code) \(info.name)"
    }

    private static func named(_ name: String?, _ value: String?) -> String? {
        switch (name, value) {
        case let (name?, value?) where name != value: "\(name) (\(value))"
        case let (name?, _): name
        case let (nil, value?): value
        case (nil, nil): nil
        }
    }
}
