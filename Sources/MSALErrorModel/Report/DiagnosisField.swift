/// One field of a diagnosis as people read it: which field, its label, its value.
///
/// Every text rendering of a diagnosis (`explain`, `codes QUERY`, the console's
/// details, the one-line event summary, the console's search text) formats this
/// one ordered list, so a field has one label and a missing value one word
/// everywhere. The JSON shape (`DiagnosisReport`) keeps its own camel-case keys.
public struct DiagnosisField: Hashable, Sendable {
    public enum Key: String, CaseIterable, Hashable, Sendable {
        case platform, domain, code, internalSubCode, oauthError, subError, aadsts, b2c, httpStatus, retryAfter
        case correlationId, traceId, time, classification, brokerErrorCode, brokerStatus, numbering
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

    /// The fields `explain` always lists (``missing`` when absent): the core ones and the time.
    public var isAlwaysListed: Bool { key.isAlwaysListed }

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

    /// See ``DiagnosisField/isAlwaysListed``: the console's details show a time only when the
    /// error has one (a simulated event has its own time column).
    public var isAlwaysListed: Bool { isCore || self == .time }

    /// The label of this field in every text rendering.
    public func label(locale: MessageLocale) -> String { staticLabel(locale: locale).description }

    /// The label as a literal, which `LabelSlots` copies once per locale for `explain` (no
    /// `String` made).
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
        case .time: "Time"
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
            fields.append(DiagnosisField(key: key, label: key.label(locale: locale), value: value?.text))
        }
        return fields
    }

    /// Hands each field's key and value (nil when the diagnosis does not have it) to `body`,
    /// in reading order: ``fields(advice:locale:)`` without the array, the labels and the
    /// formatting.
    func forEachField(advice: Advice, locale: MessageLocale, _ body: (DiagnosisField.Key, FieldValue?) -> Void) {
        withoutActuallyEscaping(body) { body in
            var visitor = FieldValueVisitor(body: body)
            visitFields(advice: advice, locale: locale, &visitor)
        }
    }

    /// The one list of a diagnosis's fields, in reading order, each handed to `visitor` in
    /// the form it has here. `forEachField` makes each a ``FieldValue``; `explain` writes
    /// each straight into bytes (``ExplanationLines``), a million times, with no closure
    /// call and no `FieldValue` for a text.
    @inline(__always)
    func visitFields<Visitor: DiagnosisFieldVisitor & ~Copyable>(
        advice: Advice, locale: MessageLocale, _ visitor: inout Visitor
    ) {
        visitor.text(.platform, platform?.displayName)
        visitor.text(.domain, domain)
        visitor.value(.code, DiagnosisNaming.codeValue(self))
        visitor.value(.internalSubCode, DiagnosisNaming.internalSubCodeValue(self))
        visitor.text(.oauthError, oauthError)
        visitor.text(.subError, subError)
        visitor.aadsts(aadsts)
        visitor.value(.b2c, .b2c(b2cCodes))
        visitor.value(.httpStatus, httpStatus.map(FieldValue.number))
        visitor.value(.retryAfter, retryAfterSeconds.map(FieldValue.seconds))
        visitor.text(.correlationId, correlationId)
        visitor.text(.traceId, traceId)
        visitor.value(.time, time.map(FieldValue.time))
        visitor.text(.classification, classification)
        visitor.text(.brokerErrorCode, brokerErrorCode.map(WindowsBrokerError.codeText))
        visitor.text(.brokerStatus, brokerStatus)
        // Only the old numbering is worth a line: every current Apple error would say "current".
        visitor.text(.numbering, numbering == .legacy ? "legacy (MSAL before 0.4.0)" : nil)
        visitor.value(.grantedScopes, .list(grantedScopes))
        visitor.value(.declinedScopes, .list(declinedScopes))
        visitor.text(.claims, claims)
        // A value, not a text: `explain` cuts a long description (``ExplanationText/write(_:of:to:)``).
        visitor.value(.description, errorDescription.map(FieldValue.text))
        visitor.advice(.action, advice.action.rawValue)
        visitor.advice(.developerAdvice, advice.developerAdvice)
        visitor.advice(.userMessage, UserMessages.text(advice.userMessage, locale: locale))
    }
}

/// What ``Diagnosis/visitFields(advice:locale:_:)`` hands each field to.
protocol DiagnosisFieldVisitor: ~Copyable {
    /// A text as the diagnosis holds it; nil or empty when it has none.
    mutating func text(_ key: DiagnosisField.Key, _ value: String?)
    /// A field written from its parts; nil or empty (``FieldValue/isEmpty``) when absent.
    mutating func value(_ key: DiagnosisField.Key, _ value: FieldValue?)
    /// The AADSTS codes (``DiagnosisField/Key/aadsts``), empty when there are none.
    mutating func aadsts(_ codes: [Int])
    /// A text from the advice table or the message files: the same few strings for error
    /// after error.
    mutating func advice(_ key: DiagnosisField.Key, _ value: String)
}

/// Makes each field a ``FieldValue`` (nil when absent) for `forEachField`'s closure.
private struct FieldValueVisitor: DiagnosisFieldVisitor {
    let body: (DiagnosisField.Key, FieldValue?) -> Void

    func value(_ key: DiagnosisField.Key, _ value: FieldValue?) { body(key, value?.isEmpty == true ? nil : value) }
    func text(_ key: DiagnosisField.Key, _ value: String?) { self.value(key, value.map(FieldValue.text)) }
    func aadsts(_ codes: [Int]) { value(.aadsts, .aadsts(codes)) }
    func advice(_ key: DiagnosisField.Key, _ value: String) { text(key, value) }
}

/// A field's value before it is made one string: text as it is, or the parts a code with
/// its name, a number or a list is written from. ``text`` is the one formatting of each;
/// `explain` writes the same characters part by part.
enum FieldValue {
    case text(String)
    /// `MSALErrorInteractionRequired (-50002)`
    case named(String, String)
    /// `AADSTS50079 UserStrongAuthEnrollmentRequired, AADSTS7000215`
    case aadsts([Int])
    /// `AADB2C90118, AADB2C90091`
    case b2c([Int])
    case number(Int)
    /// `30 s`
    case seconds(Int)
    /// `openid, profile`
    case list([String])
    /// `2026-03-04T10:15:22.123Z`, `--03-04T10:15:22`, `10:15:22.123` (``LogTime/iso``)
    case time(LogTime)

    var text: String {
        switch self {
        case .text(let text): text
        case .named(let name, let value): "\(name) (\(value))"
        case .aadsts(let codes): codes.map(DiagnosisNaming.aadsts).joined(separator: ", ")
        case .b2c(let codes): codes.map { "AADB2C\($0)" }.joined(separator: ", ")
        case .number(let number): String(number)
        case .seconds(let seconds): "\(seconds) s"
        case .list(let items): items.joined(separator: ", ")
        case .time(let time): time.iso
        }
    }

    /// True when ``text`` is empty (a field shown as missing), worked out without making it.
    var isEmpty: Bool {
        switch self {
        case .text(let text): text.isEmpty
        case .named, .number, .seconds, .time: false
        case .aadsts(let codes), .b2c(let codes): codes.isEmpty
        case .list(let items): items.isEmpty || items.count == 1 && items[0].isEmpty
        }
    }
}

/// How a diagnosis's codes are named in text: the name, then the raw value.
public enum DiagnosisNaming {
    /// `MSALErrorInteractionRequired (-50002)`; the value alone when it has no name, except an
    /// Apple number the catalog does not know, which says so (`-50099 (unknown code name)`).
    public static func code(_ diagnosis: Diagnosis) -> String? { codeValue(diagnosis)?.text }

    /// `MSALInternalErrorBrokerResponseNotReceived (-42700)`; the number alone when it has no name
    /// (MSAL.NET's `Internal Error Code` is a broker's own tag).
    public static func internalSubCode(_ diagnosis: Diagnosis) -> String? { internalSubCodeValue(diagnosis)?.text }

    /// `AADSTS50079 UserStrongAuthEnrollmentRequired`, or the bare code when the catalog has no name.
    public static func aadsts(_ code: Int) -> String {
        guard let name = aadstsName(code) else { return "AADSTS\(code)" }
        return "AADSTS\(code) \(name)"
    }

    /// The catalog's name of an AADSTS code, nil when it has none (or only `AADSTS<code>`).
    static func aadstsName(_ code: Int) -> String? {
        guard let name = Catalog.aadsts(code)?.name else { return nil }
        return name.hasPrefix("AADSTS") && name.utf8.dropFirst(6).elementsEqual(String(code).utf8) ? nil : name
    }

    static func codeValue(_ diagnosis: Diagnosis) -> FieldValue? {
        // The catalog names what a decoder left unnamed (Python's OAuth codes, MSAL.js 1.x codes).
        let name = Catalog.codeName(of: diagnosis)
        if name == nil, diagnosis.platform == .apple, let number = diagnosis.code?.number {
            return .named(String(number), "unknown code name")
        }
        return named(name, diagnosis.code?.description)
    }

    static func internalSubCodeValue(_ diagnosis: Diagnosis) -> FieldValue? {
        named(diagnosis.internalSubCodeName, diagnosis.internalSubCode.map(String.init))
    }

    private static func named(_ name: String?, _ value: String?) -> FieldValue? {
        switch (name, value) {
        case let (name?, value?) where name != value: .named(name, value)
        case let (name?, _): .text(name)
        case let (nil, value?): .text(value)
        case (nil, nil): nil
        }
    }
}
